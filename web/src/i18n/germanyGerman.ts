/**
 * Germany German (docs/manage-booking.md): every German text may have a Germany-German variant beside it
 * (`de_DE`; in content and Studio `<name>_de_DE`, `text_de_DE`), used on de-de only and
 * falling back to the Swiss German text when empty. de-ch never gets it. Pure, safe for the
 * browser. Dates and amounts keep the de-CH display (SPEC 3): only words change.
 */
import { languageOf, toLocale, type Locale } from './locales';

/** Which written text a locale reads: English, Swiss German, or Germany German. */
export type TextVariant = 'en' | 'de' | 'de_DE';

export function textVariantOf(locale: Locale): TextVariant {
  if (locale === 'de-de') return 'de_DE';
  return languageOf(locale);
}

/**
 * A booking's variant: its stored language decides the language, its locale only picks Germany
 * German within German (docs/manage-booking.md).
 */
export function textVariantOfBooking(language: 'en' | 'de', locale: string): TextVariant {
  return language === 'de' && toLocale(locale) === 'de-de' ? 'de_DE' : language;
}

/** A text in its variants; `de_DE` is optional everywhere. */
export type LocalizedValue = { en: string; de: string; de_DE?: string | null };

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The text `locale` shows: de_DE on de-de when filled, else the language's own text. */
export function textFor(value: LocalizedValue, locale: Locale): string {
  if (locale === 'de-de' && filled(value.de_DE)) return value.de_DE;
  return value[languageOf(locale)];
}

/** Same as textFor, by variant (for code that carries a TextVariant rather than a locale). */
export function textOfVariant(value: LocalizedValue, variant: TextVariant): string {
  if (variant === 'de_DE') return filled(value.de_DE) ? value.de_DE : value.de;
  return value[variant];
}

/** The suffix of a Germany-German field beside its `<name>_de`. */
export const GERMANY_SUFFIX = '_de_DE';

/**
 * Content (documents, lists of them, the catalogue) as a de-de page or booking reads it: every
 * filled `<name>_de_DE` replaces its `<name>_de`, so code that picks `<name>_de` needs no change.
 * Other locales get the value unchanged (the same object).
 */
export function contentForLocale<T>(value: T, locale: Locale): T {
  return locale === 'de-de' ? overlay(value) : value;
}

function overlay<T>(value: T): T {
  if (Array.isArray(value)) return value.map(overlay) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(source)) out[key] = overlay(inner);
  for (const [key, inner] of Object.entries(source)) {
    if (key.endsWith(GERMANY_SUFFIX) && typeof inner === 'string' && filled(inner))
      out[key.slice(0, -'_DE'.length)] = inner; // title_de_DE -> title_de
  }
  return out as T;
}
