import { Layout } from '@/features/layout/Layout';
import { WaitlistLinkAction } from '@/features/waitlist/WaitlistLinkAction';
import { useTranslation } from '@/i18n/useTranslation';
import { waitlistStaticProps } from '@/features/waitlist/waitlistPage.server';

/**
 * /{locale}/waitlist/leave?token=…: the leave link of every waitlist email: one button ends the entry (docs/waitlist.md). Opening the page changes nothing on the server
 * (docs/waitlist.md).
 */
export const getStaticProps = waitlistStaticProps('/waitlist/leave');

export default function WaitlistLeavePage() {
  const { t } = useTranslation('waitlist');
  return (
    <Layout title={t('leave.pageTitle')} noIndex>
      <WaitlistLinkAction action="leave" />
    </Layout>
  );
}
