/**
 * Which prerendered pages show content and must be rebuilt when content changes: every
 * booking step, the manage page (/booking, docs/operations.md), the waitlist's link pages, and the 404
 * and 500 pages (their text and the tag-manager id come from content too). A page that starts reading content must be
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
  // The MRI safety questionnaire of a booking (docs/screening.md), opened with the manage link.
  '/screening',
  // The choose-a-new-time page of a desk block (docs/staff-desk.md "Blocks"): the manage page's texts.
  '/rebook',
  '/waitlist/confirm',
  '/waitlist/leave',
  '/waitlist/offer',
  '/404',
  '/500',
  // The desk's book form lists the catalogue's check-ups, add-ons and locations (its 60 s ISR
  // stays as a fallback): a published price or name reaches it with the webhook.
  '/staff/book',
  // The desk's other pages: shells whose data comes from /api/staff/* at view time, with their
  // words from Studio's Site texts (docs/languages.md "The desk's words").
  '/staff',
  '/staff/search',
  '/staff/day-sheet',
  '/staff/team',
  '/staff/audit',
  '/staff/account',
  '/staff/waitlist',
  '/staff/screening',
  '/staff/blocks',
  '/staff/patient',
  '/staff/webhooks',
  '/staff/insights',
  '/staff/sign-in',
  '/staff/enrol',
] as const;

/**
 * Content pages without a meta description: the questionnaire, the rebooking page and the desk.
 * The manage page and the waitlist's link pages have one (Studio's page descriptions).
 */
export const UNDESCRIBED_PAGES: ReadonlySet<(typeof CONTENT_PAGES)[number]> = new Set(
  CONTENT_PAGES.filter(
    (page) =>
      page === '/screening' ||
      page === '/rebook' ||
      page === '/staff' ||
      page.startsWith('/staff/'),
  ),
);

/** Pages that read content at build but are not rebuilt on publish, and why. */
export const NOT_REBUILT_PAGES: Readonly<Record<string, string>> = {
  '/_design-system': 'internal component showcase, not for visitors',
  '/_design-system/icons': 'internal icon gallery, not for visitors',
};

/** Every content page in every locale: /de-ch/check-up, /en-ch/check-up, ... */
export function revalidationPaths(pages: readonly string[] = CONTENT_PAGES): string[] {
  return pages.flatMap((page) => LOCALES.map((locale) => `/${locale}${page}`));
}
