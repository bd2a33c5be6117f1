import { titledPage } from '@/features/layout/titledPage';
import { ScreeningForm } from '@/features/screening/ScreeningForm';
import { pageTranslations, type PageBaseProps } from '@/i18n/pageTranslations';
import type { GetStaticProps } from 'next';

/**
 * /{locale}/screening?token=…: the MRI safety questionnaire of a booking, opened with its manage
 * link's token (docs/screening.md "The patient's questionnaire"). Personal: never indexed.
 */
export const getStaticProps: GetStaticProps<PageBaseProps> = async ({ locale }) => ({
  props: await pageTranslations(locale, '/screening', ['screening']),
  revalidate: 60,
});

export default titledPage({ title: ['screening', 'pageTitle'], noIndex: true }, ScreeningForm);
