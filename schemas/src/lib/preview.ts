/** Pieces of Studio list previews: "CHF 2490 · 90 min · DE missing". */
import { missingLanguages } from './localized';
import { isFilled } from './text';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export function chf(amount: unknown): string | undefined {
  return typeof amount === 'number' ? `CHF ${amount}` : undefined;
}

export function minutes(duration: unknown): string | undefined {
  return typeof duration === 'number' ? `${duration} min` : undefined;
}

/** "DE missing", "EN missing", "EN, DE missing" (in the Studio's language) or undefined when complete. */
export function translationWarning(
  doc: Record<string, unknown>,
  names: readonly string[],
): string | undefined {
  const missing = missingLanguages(doc, names);
  return missing.length ? say(PREVIEW_WORDS.missing(missing)) : undefined;
}

export function subtitle(...parts: Array<string | undefined | null | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' · ');
}

/** List preview of one key's pair of texts (site and email texts): the key, a text, what is missing. */
export const textPairPreview = {
  select: { key: 'key', text_en: 'text_en', text_de: 'text_de' },
  prepare(entry: Record<string, unknown>) {
    const missing = ['en', 'de'].filter((l) => !isFilled(entry[`text_${l}`]));
    return {
      title: entry.key as string,
      subtitle: subtitle(
        (entry.text_de as string | undefined) ?? (entry.text_en as string | undefined),
        missing.length > 0 && `⚠ ${say(PREVIEW_WORDS.missing(missing))}`,
      ),
    };
  },
};
