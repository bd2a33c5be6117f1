/**
 * The site's pages as Presentation names them (./presentation.ts): where each document is
 * shown, and each page's own document. Plain data, without Studio's runtime, so it is tested
 * as it is (presentationPages.test.ts).
 */
import type { DocumentLocation, DocumentResolver } from 'sanity/presentation';
import { PREVIEW_WORDS, say, studioLanguage } from 'schemas/src/i18n/messages';
import { PAGE_TEXTS, SHARED_NAMESPACES, pagesOfNamespace } from 'schemas/src/pageTexts';

/** The Studio previews in German for Switzerland first, the site's main market. */
export const PREVIEW_LOCALE = 'de-ch';
/** Every locale of the site: language and market (Germany German on de-de). */
const LOCALES = ['de-ch', 'en-ch', 'de-de', 'en-de'] as const;

/** Page titles (schemas/src/pageTexts.ts and the email preview) in a German Studio. */
const PAGE_TITLES_DE: Readonly<Record<string, string>> = {
  'Check-up': 'Check-up',
  'Add-ons': 'Zusatzleistungen',
  Location: 'Standort',
  'Time slot': 'Termin',
  Summary: 'Zusammenfassung',
  Payment: 'Zahlung',
  'Payment return': 'Rückkehr von der Zahlung',
  'Booking confirmed': 'Buchung bestätigt',
  'Manage booking (sample)': 'Buchung verwalten (Beispiel)',
  'Safety questionnaire': 'Sicherheitsfragebogen',
  'Choose a new time': 'Neuen Termin wählen',
  'Waitlist: confirm': 'Warteliste: bestätigen',
  'Waitlist: leave': 'Warteliste: austreten',
  'Waitlist: offer': 'Warteliste: Angebot',
  'Page not found': 'Seite nicht gefunden',
  'Error page': 'Fehlerseite',
  'Desk: day': 'Empfang: Tag',
  'Desk: book': 'Empfang: buchen',
  'Desk: search': 'Empfang: suchen',
  'Desk: day sheet': 'Empfang: Tagesliste',
  'Desk: team': 'Empfang: Team',
  'Desk: audit log': 'Empfang: Protokoll',
  'Desk: account': 'Empfang: Konto',
  'Desk: waitlist': 'Empfang: Warteliste',
  'Desk: safety questionnaire review': 'Empfang: Prüfung der Sicherheitsfragebögen',
  'Desk: blocks': 'Empfang: Sperren',
  'Desk: patient': 'Empfang: Patient/in',
  'Desk: webhooks': 'Empfang: Webhooks',
  'Desk: insights': 'Empfang: Auswertungen',
  'Desk: sign-in': 'Empfang: Anmeldung',
  'Desk: enrolment': 'Empfang: Registrierung',
  'Email preview': 'E-Mail-Vorschau',
};

/** A page's title in the Studio's interface language (English as the table names it). */
export const pageTitle = (title: string): string =>
  studioLanguage() === 'de' ? (PAGE_TITLES_DE[title] ?? title) : title;

/** The page in every locale, titled when Presentation asks (in the Studio's language then). */
export const page = (title: string, path: string): DocumentLocation[] =>
  LOCALES.map((locale) => ({
    title: `${pageTitle(title)} (${locale})`,
    href: `/${locale}${path}`,
  }));

/** The booking flow's steps, titled in the Studio's current language. */
export const steps = () => ({
  checkup: page('Check-up', '/check-up'),
  addons: page('Add-ons', '/add-ons'),
  location: page('Location', '/location'),
  timeslot: page('Time slot', '/timeslot'),
  summary: page('Summary', '/summary'),
  manage: page('Manage booking (sample)', '/booking'),
});

/** Above this many pages a namespace's list names each page once, in the preview locale. */
const MANY_PAGES = 4;

/**
 * The pages a Site-text namespace is really shown on (schemas/src/pageTexts.ts, which a site
 * test keeps true): each in every locale, or once each where the namespace is on many pages.
 */
export function namespaceLocations(namespace: string): {
  locations: DocumentLocation[];
  message?: string;
  tone?: 'caution';
} {
  if (SHARED_NAMESPACES.includes(namespace)) {
    const step = steps();
    return {
      locations: [...step.checkup, ...step.summary, ...step.manage],
      message: say(PREVIEW_WORDS.everyPage),
      tone: 'caution',
    };
  }
  const pages = pagesOfNamespace(namespace);
  if (pages.length <= MANY_PAGES)
    return { locations: pages.flatMap((path) => page(PAGE_TEXTS[path].title, path)) };
  return {
    locations: pages.map((path) => ({
      title: pageTitle(PAGE_TEXTS[path].title),
      href: `/${PREVIEW_LOCALE}${path}`,
    })),
    message: say(PREVIEW_WORDS.onPages(pages.length)),
    tone: 'caution',
  };
}

/** Each page opens its own document: its Site texts, or its description where it has none. */
export const mainDocuments: DocumentResolver[] = Object.entries(PAGE_TEXTS).map(
  ([path, { main }]): DocumentResolver =>
    'uiText' in main
      ? {
          route: `/:locale${path}`,
          filter: '_type == "uiText" && namespace == $namespace',
          params: { namespace: main.uiText },
        }
      : {
          route: `/:locale${path}`,
          filter: '_type == "pageMeta" && page == $page',
          params: { page: main.pageMeta },
        },
);
