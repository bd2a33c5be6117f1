import type { GetStaticProps } from 'next';
import { Layout } from '@/components/Layout/Layout';
import { WaitlistOffer } from '@/features/waitlist/WaitlistOffer';
import { pageTranslations } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';
import { withDraftContent } from '@/server/content/draftScope';

/**
 * /{locale}/waitlist/offer?token=…: the offer email's link: the held slot opens on the summary step (issue 38.2). Opening the page changes nothing on the server
 * (docs/waitlist.md).
 */
export const getStaticProps: GetStaticProps = withDraftContent(async ({ locale }) => ({
  props: await pageTranslations(locale, '/waitlist/offer', ['waitlist']),
  revalidate: 60,
}));

export default function WaitlistOfferPage() {
  const { t } = useTranslation('waitlist');
  return (
    <Layout title={t('offer.pageTitle')} noIndex>
      <WaitlistOffer />
    </Layout>
  );
}
