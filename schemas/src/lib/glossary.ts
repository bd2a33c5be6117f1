/**
 * Consistent wording (docs/languages.md, "Glossary"): a glossary term names the preferred
 * English, German and Germany-German wording and the variants to avoid; every visitor-facing
 * text gets a warning (never an error) when it uses a variant to avoid.
 */
import type { CustomValidator } from 'sanity';
import { MESSAGES, type StudioMessage } from '../i18n/messages';
import { isFilled } from './text';
import { VALIDATION_API_VERSION } from './unique';

export type GlossaryLanguage = 'en' | 'de' | 'de_DE';

export interface GlossaryTerm {
  term?: string;
  preferred_en?: string;
  preferred_de?: string;
  preferred_de_DE?: string;
  avoidEnglish?: string[];
  avoidGerman?: string[];
}

/** Published terms only: a term being drafted does not warn yet. */
export const GLOSSARY_QUERY = `*[_type == "glossaryTerm" && !(_id in path("drafts.**"))]{term, preferred_en, preferred_de, preferred_de_DE, avoidEnglish, avoidGerman}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The variant as a whole word or phrase, written as listed (so "Enthalten" ≠ "enthalten"). */
function uses(text: string, variant: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(variant.trim())}(?![\\p{L}\\p{N}])`, 'u').test(
    text,
  );
}

/**
 * The first variant to avoid that a text uses, with what to write instead, in the Studio's
 * interface languages (../i18n/messages.ts); or null.
 */
export function glossaryProblem(
  text: string,
  language: GlossaryLanguage,
  terms: readonly GlossaryTerm[],
): StudioMessage | null {
  for (const term of terms) {
    // Germany German avoids what Swiss German avoids, and prefers its own wording when it has one.
    const avoid = language === 'en' ? term.avoidEnglish : term.avoidGerman;
    const preferred =
      language === 'en'
        ? term.preferred_en
        : language === 'de_DE'
          ? (term.preferred_de_DE ?? term.preferred_de)
          : term.preferred_de;
    const variant = (avoid ?? []).find((v) => isFilled(v) && uses(text, v));
    if (variant) {
      return MESSAGES.glossary(term.term ?? preferred ?? '', preferred ?? '?', variant.trim());
    }
  }
  return null;
}

// One fetch of the glossary serves the many text fields Studio validates at once.
const CACHE_MS = 30_000;
let cached: { at: number; terms: Promise<GlossaryTerm[]> } | undefined;

/** Custom validator (used as a warning) for a text in one language. */
export function glossaryCheck(language: GlossaryLanguage): CustomValidator<string | undefined> {
  return async (value, context) => {
    if (!isFilled(value)) return true;
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const terms = context
        .getClient({ apiVersion: VALIDATION_API_VERSION })
        .fetch<GlossaryTerm[]>(GLOSSARY_QUERY);
      cached = { at: Date.now(), terms };
    }
    return glossaryProblem(value, language, await cached.terms) ?? true;
  };
}

/** Forget the fetched glossary (tests). */
export function resetGlossaryCache(): void {
  cached = undefined;
}
