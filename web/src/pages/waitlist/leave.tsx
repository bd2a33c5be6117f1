import type { GetStaticProps } from 'next';
import { Layout } from '@/components/Layout/Layout';
import { WaitlistLinkAction } from '@/features/waitlist/WaitlistLinkAction';
import { pageTranslations } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';
import { withDraftContent } from '@/server/content/draftScope';

/**
 * /{locale}/waitlist/leave?token=…: the leave link of every waitlist email: one button ends the entry (issue 38.3). Opening the page changes nothing on the server
 * (docs/waitlist.md).
 */
export const getStaticProps: GetStaticProps = withDraftContent(async ({ locale }) => ({
  props: await pageTranslations(locale, '/waitlist/leave', ['waitlist']),
  revalidate: 60,
}));

export default function WaitlistLeavePage() {
  const { t } = useTranslation('waitlist');
  return (
    <Layout title={t('leave.pageTitle')} noIndex>
      <WaitlistLinkAction action="leave" />
    </Layout>
  );
}
