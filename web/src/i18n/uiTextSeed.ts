/** Reading the locale files and laying their `uiText` documents into the seed (script + test). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { emailTextDocuments } from 'schemas/src/emailTexts';
import { withConfirmedSources } from 'schemas/src/lib/translationStatus';
import { uiTextDocuments, UI_LANGUAGES, type LocaleFiles, type Messages } from './uiText';

export const SEED_FILE = (webDir: string) =>
  path.join(webDir, '..', 'schemas', 'seed', 'production.ndjson');

/** Where each namespace's texts appear: shown to translators in Studio. */
export const NAMESPACE_DESCRIPTIONS: Record<string, string> = {
  common: 'Header, footer, step names, check-up step and texts used on every page',
  overlays: 'Dialogs and notices: idle dialog, error dialog, toasts',
  addons: 'Add-ons step',
  location: 'Location step',
  timeslot: 'Appointment step (calendar and times)',
  summary: 'Summary step: the form, consent and discount code',
  payment: 'Payment and payment-return steps',
  success: 'Booking confirmed page',
  partner: 'Partner booking pages',
  manage: 'Manage page (link in the emails): view, move or cancel a booking',
  screening: 'MRI safety questionnaire after booking (link in the emails and on the manage page)',
};

function readFolder(dir: string): Record<string, Messages> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Messages,
      ]),
  );
}

/** The language folders, and the de-de layer of Germany-German texts (docs/manage-booking.md). */
export function readLocaleFiles(webDir: string): LocaleFiles {
  const locales = path.join(webDir, 'public', 'locales');
  const files = {} as LocaleFiles;
  for (const language of UI_LANGUAGES) files[language] = readFolder(path.join(locales, language));
  files.de_DE = readFolder(path.join(locales, 'de-de'));
  return files;
}

const GENERATED_TYPES = new Set(['uiText', 'emailText']);
/** Where the generated documents keep their texts (as TRANSLATABLE_TYPES finds in the schema). */
const GENERATED_TEXTS = [...GENERATED_TYPES].map((type) => ({
  type,
  title: type,
  pairs: [],
  arrays: [{ field: 'entries', bases: ['text'] }],
}));

/**
 * The seed text with its uiText and emailText lines replaced by the ones the locale files and
 * the email text catalogue (schemas/src/emailTexts.ts) give (at the end).
 */
export function seedWithUiTexts(seed: string, files: LocaleFiles): string {
  const kept = seed
    .split('\n')
    .filter(
      (line) =>
        line.trim() !== '' &&
        !GENERATED_TYPES.has((JSON.parse(line) as { _type?: string })._type ?? ''),
    );
  // Every seed text counts as translated for the English beside it, each Germany-German text for
  // the Swiss German (docs/languages.md, "Translation status"): the tools show what changes after.
  const docs = [...uiTextDocuments(files, NAMESPACE_DESCRIPTIONS), ...emailTextDocuments()].map(
    (d) => JSON.stringify(withConfirmedSources(d, GENERATED_TEXTS)),
  );
  return [...kept, ...docs].join('\n') + '\n';
}
