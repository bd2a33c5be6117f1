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
import { PREVIEW_WORDS, say } from 'schemas';
import { EMAIL_KINDS } from './emailPreviewKinds';
import { PREVIEW_LOCALE, mainDocuments, namespaceLocations, page, steps } from './presentationPages';
import { SITE_URL } from './siteApi';

/**
 * Locations worded when Presentation resolves them, so in the Studio's language of that moment
 * (schemas/src/i18n/messages.ts): every document type selects its id only to be resolved then.
 */
const located = (
  resolve: (step: ReturnType<typeof steps>) => {
    locations: ReturnType<typeof page>;
    message?: string;
    tone?: 'caution';
  },
) => defineLocations({ select: { _id: '_id' }, resolve: () => resolve(steps()) });

const everywhere = located((step) => ({
  locations: [...step.checkup, ...step.summary, ...step.manage],
  message: say(PREVIEW_WORDS.everyFlowPage),
  tone: 'caution',
}));

export const presentation = presentationTool({
  previewUrl: {
    origin: SITE_URL,
    preview: `/${PREVIEW_LOCALE}/check-up`,
    previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' },
  },
  resolve: {
    mainDocuments: defineDocuments(mainDocuments),
    locations: {
      checkupPackage: located((step) => ({
        locations: [...step.checkup, ...step.summary, ...step.manage],
      })),
      service: located((step) => ({ locations: [...step.addons, ...step.summary] })),
      location: located((step) => ({ locations: [...step.location, ...step.timeslot] })),
      siteSettings: everywhere,
      uiText: defineLocations({
        select: { namespace: 'namespace' },
        resolve: (doc) => namespaceLocations(String(doc?.namespace ?? '')),
      }),
      errorMessage: located((step) => ({
        locations: step.summary,
        message: say(PREVIEW_WORDS.whenFailing),
      })),
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
