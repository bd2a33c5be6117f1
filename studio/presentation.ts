/**
 * Draft preview in the Studio (Presentation tool): the site in a frame, switched into draft
 * mode through its /api/preview/enable route, which checks the secret Presentation writes
 * (web/src/pages/api/preview/enable.ts). The site's CSP lets only STUDIO_ORIGIN frame it.
 * Locations list the pages a document appears on, so editors can jump to them.
 */
import { defineLocations, presentationTool, type DocumentLocation } from 'sanity/presentation';
import { SITE_URL } from './siteApi';

/** The Studio previews in German for Switzerland first, the site's main market. */
const PREVIEW_LOCALE = 'de-ch';

const page = (title: string, path: string): DocumentLocation => ({ title, href: `/${PREVIEW_LOCALE}${path}` });

const STEPS = [
  page('Check-up', '/check-up'),
  page('Add-ons', '/add-ons'),
  page('Location', '/location'),
  page('Time slot', '/timeslot'),
  page('Summary', '/summary'),
];

const everywhere = defineLocations({
  locations: STEPS,
  message: 'Used on every page of the booking flow',
  tone: 'caution',
});

export const presentation = presentationTool({
  previewUrl: {
    origin: SITE_URL,
    preview: `/${PREVIEW_LOCALE}/check-up`,
    previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' },
  },
  resolve: {
    locations: {
      checkupPackage: defineLocations({ locations: [STEPS[0], STEPS[4]] }),
      service: defineLocations({ locations: [STEPS[1], STEPS[4]] }),
      location: defineLocations({ locations: [STEPS[2], STEPS[3]] }),
      siteSettings: everywhere,
      uiText: everywhere,
      errorMessage: defineLocations({ locations: [STEPS[4]], message: 'Shown when something fails' }),
      pageMeta: defineLocations({
        select: { page: 'page' },
        resolve: (doc) => ({ locations: doc?.page ? [page(String(doc.page), `/${doc.page}`)] : [] }),
      }),
    },
  },
});
