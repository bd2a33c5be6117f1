/**
 * The language picker of content fields, apart from the zod model: step components use it
 * in the browser, and importing it from model.ts would bundle zod and every content schema
 * into the page (docs/performance.md).
 */
import type { Language } from '@/server/content/model';

/** Picks the field of the given language: localized(pkg, 'title', 'de') -> pkg.title_de. */
export function localized<K extends string, T extends Record<`${K}_${Language}`, unknown>>(
  doc: T,
  key: K,
  language: Language,
): T[`${K}_${Language}`] {
  return doc[`${key}_${language}` as `${K}_${Language}`];
}
