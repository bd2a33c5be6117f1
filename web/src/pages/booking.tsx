import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { Layout } from '@/components/Layout/Layout';
import { ManageBooking } from '@/features/manage/ManageBooking';
import { pageTranslations } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';
import { withDraftContent } from '@/server/content/draftScope';

/** /{locale}/booking?token=…: the manage link of the confirmation and reminder emails (issue 12). */
export const getStaticProps: GetStaticProps = withDraftContent(async ({ locale }) => ({
  props: await pageTranslations(locale, '/booking', ['manage', 'timeslot', 'payment']),
  revalidate: 60,
}));

export default function BookingPage() {
  const { t } = useTranslation('manage');
  return (
    <Layout title={t('pageTitle')}>
      <Head>
        {/* A personal page behind a signed link: never indexed. */}
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <ManageBooking />
    </Layout>
  );
}
