/**
 * Props of every staff desk page: its texts only, Studio's Site texts over the locale files
 * (docs/languages.md "The desk's words"). No tag manager, no consent banner, no site links: the
 * desk is staff's tool, not the visitor's site (docs/staff-desk.md). Personal data is never
 * rendered on the server: pages fetch it from /api/staff/* with the session cookie.
 */
import type { GetStaticProps } from 'next';
import { deskTranslations } from '@/i18n/pageTranslations';

export async function staffPageProps(locale: string | undefined, namespaces: string[] = []) {
  // `staff` on every page: the desk's lock screen speaks it (docs/staff-desk.md "Idle desks").
  const all = [...new Set(['common', 'desk', 'staff', ...namespaces])];
  // Studio's Site texts over the locale files, as on the visitor's pages (docs/languages.md).
  return deskTranslations(locale, all);
}

/**
 * getStaticProps of a desk page: the shell is static, its data comes from the API. Rebuilt with
 * every publish (server/revalidate/paths.ts), and each minute as a fallback.
 */
export function staffStaticProps(namespaces: string[] = []): GetStaticProps {
  return async ({ locale }) => ({
    props: await staffPageProps(locale, namespaces),
    revalidate: 60,
  });
}
