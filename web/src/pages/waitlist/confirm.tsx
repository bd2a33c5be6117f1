import { Layout } from '@/features/layout/Layout';
import { WaitlistLinkAction } from '@/features/waitlist/WaitlistLinkAction';
import { useTranslation } from '@/i18n/useTranslation';
import { waitlistStaticProps } from '@/features/waitlist/waitlistPage.server';

/**
 * /{locale}/waitlist/confirm?token=…: the double opt-in link of the waitlist's confirmation email: its button confirms (docs/waitlist.md). Opening the page changes nothing on the server
 * (docs/waitlist.md).
 */
export const getStaticProps = waitlistStaticProps('/waitlist/confirm');

export default function WaitlistConfirmPage() {
  const { t } = useTranslation('waitlist');
  return (
    <Layout title={t('confirm.pageTitle')} noIndex>
      <WaitlistLinkAction action="confirm" />
    </Layout>
  );
}
