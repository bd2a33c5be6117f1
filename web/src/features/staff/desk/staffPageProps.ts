/**
 * Props of every staff desk page: its texts only. No tag manager, no consent banner, no site
 * links: the desk is staff's tool, not the visitor's site (docs/staff-desk.md). Personal data is
 * never rendered on the server: pages fetch it from /api/staff/* with the session cookie.
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { GetStaticProps } from 'next';
import i18nConfig from '../../../../next-i18next.config.js';
import { toLocale } from '@/i18n/locales';

export async function staffPageProps(locale: string | undefined, namespaces: string[] = []) {
  // `staff` on every page: the desk's lock screen speaks it (docs/staff-desk.md "Idle desks").
  const all = [...new Set(['common', 'desk', 'staff', ...namespaces])];
  return serverSideTranslations(toLocale(locale), all, i18nConfig);
}

/** getStaticProps of a desk page: the shell is static, its data comes from the API. */
export function staffStaticProps(namespaces: string[] = []): GetStaticProps {
  return async ({ locale }) => ({ props: await staffPageProps(locale, namespaces) });
}
