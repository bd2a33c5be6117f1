import { titledPage } from '@/features/layout/titledPage';
import { PaymentReturn } from '@/features/payment/PaymentReturn';
import { flowViewStaticProps } from '@/features/summary/flowView.server';

export const getStaticProps = flowViewStaticProps('/payment-return');

/**
 * Where the payment provider sends the visitor back. With the site's header and the step
 * progress at "payment" (SPEC 2's bare page read as a blank white screen).
 */
export default titledPage(
  { title: ['common', 'steps.payment-return'], step: 'payment' },
  PaymentReturn,
);
