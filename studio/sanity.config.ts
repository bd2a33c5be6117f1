import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { deDELocale } from '@sanity/locale-de-de';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, VALIDATION_API_VERSION } from 'schemas';
import { withBookingGuards } from './actions';
import { bookingsTool } from './bookingsTool';
import { LocalizedField } from './fieldTitles';
import { studioBundles, withLocalizedTemplates } from './i18n';
import {
  ExampleQuestionnaireBadge,
  NotShownOnSiteBadge,
  UnnamedRoomBookingsBadge,
  UpcomingBookingsBadge,
} from './badges';
import { presentation } from './presentation';
import { PublishedLockInput } from './readOnly';
import {
  filterSingletonActions,
  withoutSingletonOptions,
  withoutSingletonTemplates,
} from './singletons';
import { structure } from './structure';
import { StudioLanguageLayout } from './studioLanguage';
import { LocalizedToolMenu } from './toolMenu';
import { textsTool } from './texts/tools';

// Placeholder so the Studio builds without an account; set SANITY_STUDIO_PROJECT_ID for a real project.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder';
const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

export default defineConfig({
  name: 'default',
  title: 'Check-up booking',
  icon: EarthGlobeIcon,
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // Draft preview of the site (SANITY_STUDIO_SITE_URL) in a frame: see ./presentation.ts.
    presentation,
    visionTool({ defaultApiVersion: VALIDATION_API_VERSION }),
    // The Studio interface in German for staff who prefer it (each user picks the language).
    deDELocale(),
  ],
  // "Texts": the table of texts (docs/languages.md). "Bookings": a link to the staff desk on the
  // site (its own sign-in, no embedded session).
  tools: (tools) => [...tools, textsTool, bookingsTool],
  // The project's own words in the Studio's language: structure and type titles (./i18n.ts).
  i18n: { bundles: studioBundles },
  schema: {
    types: schemaTypes,
    // A new document's type in the "create" menu in the Studio's language (./i18n.ts).
    templates: (templates) => withLocalizedTemplates(withoutSingletonTemplates(templates)),
  },
  // The interface language for the words outside React (schemas/src/i18n/messages.ts) and the
  // tools' titles in it (./toolMenu.tsx).
  studio: { components: { layout: StudioLanguageLayout, toolMenu: LocalizedToolMenu } },
  form: {
    // Field titles and descriptions in German in a German Studio (./fieldTitles.tsx).
    components: { input: PublishedLockInput, field: LocalizedField },
  },
  document: {
    actions: (actions, { schemaType }) =>
      withBookingGuards(filterSingletonActions(actions, schemaType), schemaType),
    badges: (badges) => [
      ...badges,
      UpcomingBookingsBadge,
      NotShownOnSiteBadge,
      UnnamedRoomBookingsBadge,
      ExampleQuestionnaireBadge,
    ],
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? withoutSingletonOptions(options) : options,
  },
});
