/**
 * Which prerendered pages show content and must be rebuilt when content changes. The flow
 * pages that read content add themselves here as they are built.
 */
import { LOCALES } from '@/i18n/locales';

export const CONTENT_PAGES = ['/check-up', '/add-ons', '/location'] as const;

/** Every content page in every locale: /de-ch/check-up, /en-ch/check-up, ... */
export function revalidationPaths(pages: readonly string[] = CONTENT_PAGES): string[] {
  return pages.flatMap((page) => LOCALES.map((locale) => `/${locale}${page}`));
}
