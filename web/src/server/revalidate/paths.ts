/**
 * Which prerendered pages show content and must be rebuilt when content changes: every
 * booking step, and the 404 and 500 pages (their text and the tag-manager id come from
 * content too). A page that starts reading content must be listed here.
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
  '/404',
  '/500',
] as const;

/** Every content page in every locale: /de-ch/check-up, /en-ch/check-up, ... */
export function revalidationPaths(pages: readonly string[] = CONTENT_PAGES): string[] {
  return pages.flatMap((page) => LOCALES.map((locale) => `/${locale}${page}`));
}
