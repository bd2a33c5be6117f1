/**
 * Pages as Latin-1 text: every character beyond U+00FF written as an escape that means the
 * same (a character reference in markup, \uXXXX in JSON). One such character (a typographic
 * dash from a translation) makes V8 hold the whole page as a two-byte string, and Node then
 * spends ~30 µs more per request encoding the 26 kB check-up page
 * (docs/performance.md "Pages"). Used by pages/_document.tsx when a page is rendered.
 * Not ASCII: Node sends a one-byte string with ä and ö as fast as a pure-ASCII one (a plain
 * Node server, 26 kB: 86 vs 86 µs per request, two-byte 207 µs), and Latin-1 keeps the page
 * smaller.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/gu;
const HAS_BEYOND_LATIN1 = /[^\u0000-\u00ff]/u;

/**
 * The same text stored one byte per character. Escaping alone is not enough: V8 builds the
 * result of a replace on a two-byte string two bytes wide even when no wide character is left,
 * and the page Next assembles around it (and keeps for every request until the next
 * revalidation) is then two-byte as well: measured, the regenerated check-up page was, and
 * cost 2.4 times the CPU to send. Decoding Latin-1 bytes gives a one-byte string.
 */
function oneByte(latin1: string): string {
  return Buffer.from(latin1, 'latin1').toString('latin1');
}

/** Markup (text and attribute values; no <script> or <style> content) in Latin-1. */
export function latin1Markup(html: string): string {
  return oneByte(html.replace(BEYOND_LATIN1, (c) => `&#x${c.codePointAt(0)!.toString(16)};`));
}

/** JSON in Latin-1: \uXXXX per UTF-16 unit (a pair for characters beyond the BMP). */
export function latin1Json(json: string): string {
  return oneByte(
    json.replace(/[^\u0000-\u00ff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function textOf(children: ReactNode): string | null {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) {
    const parts = children.map(textOf);
    return parts.every((p) => p !== null) ? parts.join('') : null;
  }
  return null;
}

/**
 * A head element in Latin-1: a <title> with plain text becomes the same title written as
 * markup (React would escape the character references); anything else is left as it is.
 */
export function latin1HeadElement(element: ReactElement | null): ReactElement | null {
  if (!isValidElement<{ children?: ReactNode }>(element) || element.type !== 'title')
    return element;
  const text = textOf(element.props.children);
  if (text === null || !HAS_BEYOND_LATIN1.test(text)) return element;
  return cloneElement(element as ReactElement<Record<string, unknown>>, {
    children: undefined,
    dangerouslySetInnerHTML: { __html: latin1Markup(escapeText(text)) },
  });
}
