/** getStaticProps of the waitlist's link pages (/waitlist/confirm, leave, offer); server only. */
import type { GetStaticProps } from 'next';
import { pageTranslations, type PagePath } from '@/i18n/pageTranslations';
import { withDraftContent } from '@/server/content/draftScope';

/** The page's translations with the waitlist's, rebuilt every minute. */
export function waitlistStaticProps(page: PagePath): GetStaticProps {
  return withDraftContent(async ({ locale }) => ({
    props: await pageTranslations(locale, page, ['waitlist']),
    revalidate: 60,
  }));
}
