import { Layout } from '@/features/layout/Layout';
import { WaitlistOffer } from '@/features/waitlist/WaitlistOffer';
import { useTranslation } from '@/i18n/useTranslation';
import { waitlistStaticProps } from '@/features/waitlist/waitlistPage.server';

/**
 * /{locale}/waitlist/offer?token=…: the offer email's link: the held slot opens on the summary step (docs/waitlist.md). Opening the page changes nothing on the server
 * (docs/waitlist.md).
 */
export const getStaticProps = waitlistStaticProps('/waitlist/offer');

export default function WaitlistOfferPage() {
  const { t } = useTranslation('waitlist');
  return (
    <Layout title={t('offer.pageTitle')} noIndex>
      <WaitlistOffer />
    </Layout>
  );
}
