import type { GetStaticProps } from 'next';
import { Layout } from '@/components/Layout/Layout';
import { WaitlistLinkAction } from '@/features/waitlist/WaitlistLinkAction';
import { pageTranslations } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';
import { withDraftContent } from '@/server/content/draftScope';

/**
 * /{locale}/waitlist/confirm?token=…: the double opt-in link of the waitlist's confirmation email: its button confirms (issue 38.1). Opening the page changes nothing on the server
 * (docs/waitlist.md).
 */
export const getStaticProps: GetStaticProps = withDraftContent(async ({ locale }) => ({
  props: await pageTranslations(locale, '/waitlist/confirm', ['waitlist']),
  revalidate: 60,
}));

export default function WaitlistConfirmPage() {
  const { t } = useTranslation('waitlist');
  return (
    <Layout title={t('confirm.pageTitle')} noIndex>
      <WaitlistLinkAction action="confirm" />
    </Layout>
  );
}
