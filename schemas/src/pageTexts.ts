/**
 * Which Site-text namespaces (the `uiText` documents) each page of the site shows, and which
 * document is the page's own. Studio's Presentation reads it to list the pages a namespace is
 * really used on and to open a page's own document (studio/presentation.ts); a site test
 * renders every page's props and fails when a page's namespaces differ from this table
 * (web/src/i18n/pageTexts.test.ts), so it cannot drift from the pages.
 */

/** A site route without its locale prefix (`/check-up`, `/staff/search`). */
export type SitePage = string;

export type PageTexts = {
  /** A title for lists in Studio. */
  title: string;
  /** Every namespace the page's props carry, `common` included. */
  namespaces: readonly string[];
  /**
   * The page's own document in Presentation: its Site-text namespace, or the page's meta
   * document (`pageMeta` for `page`) where all its words are shared ones.
   */
  main: { uiText: string } | { pageMeta: string };
};

/** Namespaces every page shows (the header, footer, dialogs). */
export const SHARED_NAMESPACES: readonly string[] = ['common', 'overlays'];

const visitor = (title: string, own: readonly string[], main: PageTexts['main']): PageTexts => ({
  title,
  namespaces: ['common', 'overlays', ...own],
  main,
});

const desk = (title: string, extra: readonly string[] = []): PageTexts => ({
  title,
  namespaces: ['common', 'desk', 'staff', ...extra],
  main: { uiText: extra[0] ?? 'desk' },
});

export const PAGE_TEXTS: Readonly<Record<SitePage, PageTexts>> = {
  '/check-up': visitor('Check-up', ['partner'], { pageMeta: 'check-up' }),
  '/add-ons': visitor('Add-ons', ['addons'], { uiText: 'addons' }),
  '/location': visitor('Location', ['location', 'waitlist'], { uiText: 'location' }),
  '/timeslot': visitor('Time slot', ['timeslot', 'waitlist'], { uiText: 'timeslot' }),
  '/summary': visitor('Summary', ['summary', 'partner'], { uiText: 'summary' }),
  '/payment': visitor('Payment', ['payment', 'summary'], { uiText: 'payment' }),
  '/payment-return': visitor('Payment return', [], { pageMeta: 'payment-return' }),
  '/success': visitor('Booking confirmed', ['success', 'summary'], { uiText: 'success' }),
  '/booking': visitor('Manage booking (sample)', ['manage', 'timeslot', 'payment'], {
    uiText: 'manage',
  }),
  '/screening': visitor('Safety questionnaire', ['screening'], { uiText: 'screening' }),
  '/rebook': visitor('Choose a new time', ['manage'], { uiText: 'manage' }),
  '/waitlist/confirm': visitor('Waitlist: confirm', ['waitlist'], { uiText: 'waitlist' }),
  '/waitlist/leave': visitor('Waitlist: leave', ['waitlist'], { uiText: 'waitlist' }),
  '/waitlist/offer': visitor('Waitlist: offer', ['waitlist'], { uiText: 'waitlist' }),
  '/404': visitor('Page not found', [], { pageMeta: '404' }),
  '/500': visitor('Error page', [], { pageMeta: '500' }),
  '/staff': desk('Desk: day'),
  '/staff/book': desk('Desk: book'),
  '/staff/search': desk('Desk: search'),
  '/staff/day-sheet': desk('Desk: day sheet'),
  '/staff/team': desk('Desk: team'),
  '/staff/audit': desk('Desk: audit log'),
  '/staff/account': desk('Desk: account'),
  '/staff/waitlist': desk('Desk: waitlist'),
  '/staff/screening': desk('Desk: safety questionnaire review'),
  '/staff/blocks': desk('Desk: blocks'),
  '/staff/patient': desk('Desk: patient'),
  '/staff/webhooks': desk('Desk: webhooks', ['webhooks']),
  '/staff/insights': desk('Desk: insights', ['insights']),
  '/staff/sign-in': desk('Desk: sign-in'),
  '/staff/enrol': desk('Desk: enrolment'),
};

/** The pages that show `namespace`, in the table's order. */
export function pagesOfNamespace(namespace: string): SitePage[] {
  return Object.entries(PAGE_TEXTS)
    .filter(([, texts]) => texts.namespaces.includes(namespace))
    .map(([page]) => page);
}
