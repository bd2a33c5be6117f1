/**
 * The site's pages as Presentation names them (./presentation.ts): where each document is
 * shown, and each page's own document. Plain data, without Studio's runtime, so it is tested
 * as it is (presentationPages.test.ts).
 */
import type { DocumentLocation, DocumentResolver } from 'sanity/presentation';
import { PAGE_TEXTS, SHARED_NAMESPACES, pagesOfNamespace } from 'schemas/src/pageTexts';

/** The Studio previews in German for Switzerland first, the site's main market. */
export const PREVIEW_LOCALE = 'de-ch';
/** Every locale of the site: language and market (Germany German on de-de). */
const LOCALES = ['de-ch', 'en-ch', 'de-de', 'en-de'] as const;

export const page = (title: string, path: string): DocumentLocation[] =>
  LOCALES.map((locale) => ({ title: `${title} (${locale})`, href: `/${locale}${path}` }));

export const STEPS = {
  checkup: page('Check-up', '/check-up'),
  addons: page('Add-ons', '/add-ons'),
  location: page('Location', '/location'),
  timeslot: page('Time slot', '/timeslot'),
  summary: page('Summary', '/summary'),
  manage: page('Manage booking (sample)', '/booking'),
};

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
  if (SHARED_NAMESPACES.includes(namespace))
    return {
      locations: [...STEPS.checkup, ...STEPS.summary, ...STEPS.manage],
      message: 'Used on every page of the site',
      tone: 'caution',
    };
  const pages = pagesOfNamespace(namespace);
  if (pages.length <= MANY_PAGES)
    return { locations: pages.flatMap((path) => page(PAGE_TEXTS[path].title, path)) };
  return {
    locations: pages.map((path) => ({
      title: PAGE_TEXTS[path].title,
      href: `/${PREVIEW_LOCALE}${path}`,
    })),
    message: `Used on ${pages.length} pages`,
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
