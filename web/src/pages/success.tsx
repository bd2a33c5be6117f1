import { titledPage } from '@/features/layout/titledPage';
import { SuccessStep } from '@/features/success/SuccessStep';
import { flowViewStaticProps } from '@/features/summary/flowView.server';

export const getStaticProps = flowViewStaticProps('/success', ['success', 'summary']);

export default titledPage({ title: ['success', 'pageTitle'], step: 'success' }, SuccessStep);
