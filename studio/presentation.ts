/**
 * Draft preview in the Studio (Presentation tool): the site in a frame, switched into draft
 * mode through its /api/preview/enable route, which checks the secret Presentation writes
 * (web/src/pages/api/preview/enable.ts). The site's CSP lets only STUDIO_ORIGIN frame it.
 * In draft mode the site marks its texts with their fields (Visual Editing: a click on a text
 * opens its field here) and reloads as a draft changes; its preview bar switches language and
 * market and opens the manage page's sample booking and the email previews (docs/preview.md).
 * Locations list the pages a document appears on, in each language, so editors and
 * translators can jump to them; a page opens its own document (mainDocuments).
 */
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import { EMAIL_KINDS } from './emailPreviewKinds';
import {
  PREVIEW_LOCALE,
  STEPS,
  mainDocuments,
  namespaceLocations,
  page,
} from './presentationPages';
import { SITE_URL } from './siteApi';

const everywhere = defineLocations({
  locations: [...STEPS.checkup, ...STEPS.summary, ...STEPS.manage],
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
    mainDocuments: defineDocuments(mainDocuments),
    locations: {
      checkupPackage: defineLocations({
        locations: [...STEPS.checkup, ...STEPS.summary, ...STEPS.manage],
      }),
      service: defineLocations({ locations: [...STEPS.addons, ...STEPS.summary] }),
      location: defineLocations({ locations: [...STEPS.location, ...STEPS.timeslot] }),
      siteSettings: everywhere,
      uiText: defineLocations({
        select: { namespace: 'namespace' },
        resolve: (doc) => namespaceLocations(String(doc?.namespace ?? '')),
      }),
      errorMessage: defineLocations({
        locations: STEPS.summary,
        message: 'Shown when something fails',
      }),
      pageMeta: defineLocations({
        select: { page: 'page' },
        resolve: (doc) => ({ locations: doc?.page ? page(String(doc.page), `/${doc.page}`) : [] }),
      }),
      emailText: defineLocations({
        select: { email: 'email' },
        resolve: (doc) => {
          const kind = EMAIL_KINDS[String(doc?.email)];
          return {
            locations: page(
              'Email preview',
              kind ? `/preview/email?kind=${kind}` : '/preview/email',
            ),
          };
        },
      }),
    },
  },
});
