/**
 * The project's own words in the Studio's language (docs/languages.md, "German Studio").
 * Desk structure titles go through Sanity's i18n: a resource bundle per interface locale in the
 * `checkup` namespace, referenced from structure.ts with `.i18n({ title: { key, ns } })`.
 * Schema titles and descriptions are German in schemas/src/i18n/german.ts; the field wrapper
 * (fieldTitles.tsx) shows them.
 */
import type { LocaleResourceBundle } from 'sanity';
import { germanSchemaText, schemaTypes } from 'schemas';

export const STUDIO_NAMESPACE = 'checkup';

/** Desk structure and pane titles: key, English, German. */
export const STRUCTURE_TITLES = {
  content: { en: 'Content', de: 'Inhalte' },
  checkups: { en: 'Check-ups', de: 'Check-ups' },
  services: { en: 'Services', de: 'Leistungen' },
  tags: { en: 'Tags', de: 'Schlagwörter' },
  locations: { en: 'Locations', de: 'Standorte' },
  discountCodes: { en: 'Discount codes', de: 'Rabattcodes' },
  errorMessages: { en: 'Error messages', de: 'Fehlermeldungen' },
  redirects: { en: 'Redirects', de: 'Weiterleitungen' },
  pageDescriptions: { en: 'Page descriptions', de: 'Seitenbeschreibungen' },
  siteTexts: { en: 'Site texts', de: 'Website-Texte' },
  emailTexts: { en: 'Email texts', de: 'E-Mail-Texte' },
  glossary: { en: 'Glossary', de: 'Glossar' },
  needsTranslation: { en: 'Needs translation', de: 'Übersetzung fehlt' },
  screening: { en: 'MRI safety questionnaire', de: 'MRI-Sicherheitsfragebogen' },
  settings: { en: 'Settings', de: 'Einstellungen' },
} as const;

export type StructureKey = keyof typeof STRUCTURE_TITLES;

/**
 * Document type titles, for what Sanity lists by type itself: the "create" menu offers one
 * template per type (`withLocalizedTemplates`). Key `type.<name>`; German from the schema's
 * German texts (schemas/src/i18n/german.ts).
 */
const DOCUMENT_TYPE_TITLES = Object.fromEntries(
  schemaTypes
    .filter((type) => type.type === 'document')
    .map((type) => {
      const en = type.title ?? type.name;
      return [type.name, { en, de: germanSchemaText(en) ?? en }];
    }),
) as Record<string, { en: string; de: string }>;

/** The "Texts" and "Bookings" tools (texts/tools.tsx, bookingsTool.tsx): titles and the Bookings page. */
export const TOOL_WORDS = {
  texts: { en: 'Texts', de: 'Texte' },
  bookings: { en: 'Bookings', de: 'Buchungen' },
  bookingsIntro: {
    en: 'Appointments, arrivals, payments and bookings for callers are handled in the staff desk, which opens in its own tab with its own sign-in.',
    de: 'Termine, Ankünfte, Zahlungen und Buchungen für Anrufende werden im Empfang erledigt, der sich in einem eigenen Tab mit eigener Anmeldung öffnet.',
  },
  openDesk: { en: 'Open the staff desk', de: 'Empfang öffnen' },
} as const;

/**
 * "New <type>" in German needs the noun's gender ("Neue Leistung", "Neuer Standort", "Neues
 * Schlagwort"), which Sanity's German ("Neues {{schemaType}}") cannot know: each document type's
 * whole phrase, keyed by the type's title (what Sanity interpolates). English keeps Sanity's.
 */
const NEW_DOCUMENT_DE: Record<string, string> = {
  'Check-up': 'Neuer Check-up',
  Service: 'Neue Leistung',
  Tag: 'Neues Schlagwort',
  Location: 'Neuer Standort',
  'Discount code': 'Neuer Rabattcode',
  'Error message': 'Neue Fehlermeldung',
  Redirect: 'Neue Weiterleitung',
  'Page description': 'Neue Seitenbeschreibung',
  Settings: 'Einstellungen',
  'Site texts': 'Neue Website-Texte',
  'Email texts': 'Neue E-Mail-Texte',
  'Glossary term': 'Neuer Glossarbegriff',
  'MRI safety questionnaire': 'MRI-Sicherheitsfragebogen',
};

export function newDocumentTitleDe(typeTitle: string): string | undefined {
  return NEW_DOCUMENT_DE[typeTitle];
}

/**
 * Sanity's structure keys for a new document's title (pane header and browser tab), in German:
 * the phrase of this bundle's `new.<type title>` through i18next's nesting (interpolated first,
 * then looked up), "Neu: <type>" for a type without one.
 */
const NEW_DOCUMENT_KEYS = [
  'panes.document-header-title.new.text',
  'browser-document-title.new-document',
] as const;
const nestedNewTitle = `$t(new.{{schemaType}}, {"ns": "${STUDIO_NAMESPACE}", "defaultValue": "Neu: {{schemaType}}"})`;

const resources = (language: 'en' | 'de') => ({
  ...Object.fromEntries(
    Object.entries(TOOL_WORDS).map(([key, words]) => [`tool.${key}`, words[language]]),
  ),
  ...(language === 'de'
    ? Object.fromEntries(Object.entries(NEW_DOCUMENT_DE).map(([title, de]) => [`new.${title}`, de]))
    : {}),
  ...Object.fromEntries(
    Object.entries(STRUCTURE_TITLES).map(([key, titles]) => [`structure.${key}`, titles[language]]),
  ),
  ...Object.fromEntries(
    Object.entries(DOCUMENT_TYPE_TITLES).map(([name, titles]) => [
      `type.${name}`,
      titles[language],
    ]),
  ),
});

// Plain bundles (what defineLocaleResourceBundle, an identity function, returns), so the tests
// read them without loading the Studio.
export const studioBundles: LocaleResourceBundle[] = [
  { locale: 'en-US', namespace: STUDIO_NAMESPACE, resources: resources('en') },
  { locale: 'de-DE', namespace: STUDIO_NAMESPACE, resources: resources('de') },
  // Over @sanity/locale-de-de's structure bundle (config bundles are merged after plugins').
  {
    locale: 'de-DE',
    namespace: 'structure',
    resources: Object.fromEntries(NEW_DOCUMENT_KEYS.map((key) => [key, nestedNewTitle])),
  },
];

/** The English title and the i18n reference of a structure item. */
export function structureTitle(key: StructureKey) {
  return {
    title: STRUCTURE_TITLES[key].en,
    i18n: { title: { key: `structure.${key}`, ns: STUDIO_NAMESPACE } },
  };
}

/**
 * Each type's own template (the "create" menu's entry for a new document of that type) titled
 * in the Studio's language; templates of their own (another id) keep their title.
 */
export function withLocalizedTemplates<T extends { id: string; schemaType: string }>(
  templates: T[],
): (T & { i18n?: { title: { key: string; ns: string } } })[] {
  return templates.map((template) =>
    template.id === template.schemaType && template.schemaType in DOCUMENT_TYPE_TITLES
      ? {
          ...template,
          i18n: { title: { key: `type.${template.schemaType}`, ns: STUDIO_NAMESPACE } },
        }
      : template,
  );
}
