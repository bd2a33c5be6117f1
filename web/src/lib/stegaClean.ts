/**
 * Text without the invisible edit marks draft preview adds (stega, server/content/stega.ts;
 * docs/preview.md), for a text used as data or an attribute (the document title, aria-label,
 * alt, href): there the marks would be read aloud, break a URL or never be seen by the overlay.
 * Published pages carry no marks; this is then the text as it is.
 *
 * The characters are @vercel/stega's (its VERCEL_STEGA_REGEX, which lib/stegaClean.test.ts
 * checks this against); written out here because every step's layout calls this, and the
 * library's encoder and decoder would add to every step's script (docs/performance.md).
 */
export const STEGA_MARKS = /[\u200b-\u200d\u2060-\u2063\ufeff\u{1d173}-\u{1d17a}]{4,}/gu;

export function stegaClean(text: string): string;
export function stegaClean(text: string | null | undefined): string | null | undefined;
export function stegaClean(text: string | null | undefined): string | null | undefined {
  return typeof text === 'string' ? text.replace(STEGA_MARKS, '') : text;
}
