import { titledPage } from '@/features/layout/titledPage';
import { PaymentStep } from '@/features/payment/PaymentStep';
import { flowViewStaticProps } from '@/features/summary/flowView.server';

export const getStaticProps = flowViewStaticProps('/payment', ['payment', 'summary']);

export default titledPage({ title: ['payment', 'pageTitle'], step: 'payment' }, PaymentStep);
