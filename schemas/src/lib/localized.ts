/**
 * Localized field pairs: every text that visitors read exists as <name>_en and <name>_de
 * (spec field names), so one helper defines both halves with the same rules.
 */
import {
  defineField,
  type CustomValidator,
  type FieldDefinition,
  type LocalizedValidationMessages,
} from 'sanity';
import { glossaryCheck } from './glossary';
import { MESSAGES } from '../i18n/messages';
import { isFilled, type Check } from './text';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * both: each language required. pair: optional, but both or neither.
 * A function picks per document (e.g. required unless the error is internal only).
 */
export type Requirement = 'both' | 'pair';
type RequirementOption = Requirement | ((parent: Record<string, unknown>) => Requirement);

export interface LocalizedFieldOptions {
  title: string;
  type?: 'string' | 'text';
  requirement?: RequirementOption;
  rows?: number;
  description?: string;
  group?: string;
  fieldset?: string;
}

/** The language names in the Studio's two interface languages (Sanity locale ids). */
const LANGUAGE_NAME: Record<Language, { 'en-US': string; 'de-DE': string }> = {
  en: { 'en-US': 'English', 'de-DE': 'Englischer' },
  de: { 'en-US': 'German', 'de-DE': 'Deutscher' },
};

/**
 * A problem with one half of a pair, naming the field, in the editor's Studio language
 * (English or German Studio; Sanity picks the message of the interface locale).
 */
export function pairMessage(
  kind: 'required' | 'missing',
  language: Language,
  fieldTitle: string,
): LocalizedValidationMessages {
  const name = LANGUAGE_NAME[language];
  return kind === 'required'
    ? {
        'en-US': `${fieldTitle}: ${name['en-US']} text is required`,
        'de-DE': `${fieldTitle}: ${name['de-DE']} Text ist erforderlich`,
      }
    : {
        'en-US': `${fieldTitle}: ${name['en-US']} translation is missing`,
        'de-DE': `${fieldTitle}: ${name['de-DE']} Text fehlt (Übersetzung)`,
      };
}

/**
 * Pure rule for one half of a pair: `own` is this language's value, `other` the other one's.
 * Exported so tests (and the seed check) apply exactly what Studio applies.
 */
export function localizedValueProblem(
  own: unknown,
  other: unknown,
  requirement: Requirement,
  language: Language,
  fieldTitle = 'Text',
): Check | LocalizedValidationMessages {
  if (isFilled(own)) return true;
  if (own !== undefined && own !== null && typeof own !== 'string') return MESSAGES.mustBeText;
  if (requirement === 'both') return pairMessage('required', language, fieldTitle);
  return isFilled(other) ? pairMessage('missing', language, fieldTitle) : true;
}

/** Languages whose value is missing while the other is filled (or required): used in previews. */
export function missingLanguages(
  doc: Record<string, unknown>,
  names: readonly string[],
): Language[] {
  return LANGUAGES.filter((language) =>
    names.some((name) => {
      const own = doc[`${name}_${language}`];
      const others = LANGUAGES.filter((l) => l !== language).map((l) => doc[`${name}_${l}`]);
      return !isFilled(own) && others.some(isFilled);
    }),
  );
}

/** Shown under every Germany-German field (docs/manage-booking.md). */
export const GERMANY_GERMAN_DESCRIPTION = 'Germany German; empty = the Swiss German text';

/**
 * The optional Germany-German field beside a German one (`<name>_de_DE`): read on de-de pages,
 * emails and calendar files only, falling back to `<name>_de` when empty (docs/staff-desk.md).
 */
function germanyGermanField(
  name: string,
  title: string,
  type: 'string' | 'text',
  rows: number | undefined,
  group: string | undefined,
  fieldset: string | undefined,
): FieldDefinition {
  const base = {
    name: `${name}_de_DE`,
    title: `${title} (DE-DE)`,
    description: GERMANY_GERMAN_DESCRIPTION,
    group,
    fieldset,
  };
  return type === 'text'
    ? defineField({
        ...base,
        type: 'text',
        rows: rows ?? 4,
        validation: (rule) => rule.custom(glossaryCheck('de_DE')).warning(),
      })
    : defineField({
        ...base,
        type: 'string',
        validation: (rule) => rule.custom(glossaryCheck('de_DE')).warning(),
      });
}

export function localizedFields(name: string, options: LocalizedFieldOptions): FieldDefinition[] {
  const {
    title,
    type = 'string',
    requirement = 'both',
    rows,
    description,
    group,
    fieldset,
  } = options;
  const pair = LANGUAGES.map((language) => {
    const other = LANGUAGES.find((l) => l !== language) as Language;
    const validate: CustomValidator<string | undefined> = (value, context) => {
      const parent = (context.parent ?? {}) as Record<string, unknown>;
      const req = typeof requirement === 'function' ? requirement(parent) : requirement;
      return localizedValueProblem(value, parent[`${name}_${other}`], req, language, title);
    };
    const base = {
      name: `${name}_${language}`,
      title: `${title} (${language.toUpperCase()})`,
      description,
      group,
      fieldset,
    };
    // A static "both" also marks the field required, so TypeGen types it as non-optional.
    const required = requirement === 'both';
    return type === 'text'
      ? defineField({
          ...base,
          type: 'text',
          rows: rows ?? 4,
          validation: (rule) => [
            required ? rule.required().custom(validate) : rule.custom(validate),
            rule.custom(glossaryCheck(language)).warning(),
          ],
        })
      : defineField({
          ...base,
          type: 'string',
          validation: (rule) => [
            required ? rule.required().custom(validate) : rule.custom(validate),
            rule.custom(glossaryCheck(language)).warning(),
          ],
        });
  });
  // English, German, then Germany German right under the German field.
  return [...pair, germanyGermanField(name, title, type, rows, group, fieldset)];
}
