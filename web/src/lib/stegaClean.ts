/**
 * Text without the invisible edit marks draft preview adds (stega, server/preview/stega.ts;
 * docs/preview.md), for a text used as data or an attribute (the document title, aria-label,
 * alt, href): there the marks would be read aloud, break a URL or never be seen by the overlay.
 * Published pages carry no marks; this is then the text as it is.
 */
import { vercelStegaClean } from '@vercel/stega';

export function stegaClean(text: string): string;
export function stegaClean(text: string | null | undefined): string | null | undefined;
export function stegaClean(text: string | null | undefined): string | null | undefined {
  return typeof text === 'string' ? vercelStegaClean(text) : text;
}
