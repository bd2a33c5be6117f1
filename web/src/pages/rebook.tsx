import { titledPage } from '@/features/layout/titledPage';
import { RebookPage } from '@/features/rebook/RebookPage';
import { pageTranslations } from '@/i18n/pageTranslations';
import type { GetStaticProps } from 'next';

/** /{locale}/rebook?token=…: choose a new time after a desk block (docs/staff-desk.md "Blocks"). */
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  // The manage page's texts and chrome: this is a manage link of its own kind.
  props: await pageTranslations(locale, '/booking', ['manage']),
  revalidate: 60,
});

export default titledPage({ title: ['manage', 'rebook.pageTitle'], noIndex: true }, RebookPage);
