/**
 * Which prerendered pages show content and must be rebuilt when content changes: every
 * booking step, the manage page (/booking, issue 34.8), and the 404 and 500 pages (their text
 * and the tag-manager id come from content too). A page that starts reading content must be
 * listed here (pages.test.ts fails otherwise).
 */
import { LOCALES } from '@/i18n/locales';

export const CONTENT_PAGES = [
  '/check-up',
  '/add-ons',
  '/location',
  '/timeslot',
  '/summary',
  '/payment',
  '/payment-return',
  '/success',
  '/booking',
  '/404',
  '/500',
] as const;

/** Pages that read content at build but are not rebuilt on publish, and why. */
export const NOT_REBUILT_PAGES: Readonly<Record<string, string>> = {
  '/_design-system': 'internal component showcase, not for visitors',
  '/_design-system/icons': 'internal icon gallery, not for visitors',
};

/** Every content page in every locale: /de-ch/check-up, /en-ch/check-up, ... */
export function revalidationPaths(pages: readonly string[] = CONTENT_PAGES): string[] {
  return pages.flatMap((page) => LOCALES.map((locale) => `/${locale}${page}`));
}
