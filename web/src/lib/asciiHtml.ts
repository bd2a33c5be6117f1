/**
 * Pages as ASCII text: every character beyond U+007F written as an escape that means the same
 * (a character reference in markup, \uXXXX in JSON). Node sends a pure-ASCII string by
 * copying it; one character beyond Latin-1 (a typographic dash from a translation) makes V8
 * hold the whole page two bytes wide, and Latin-1 letters (ä, ö, ü) still have to be
 * transcoded to UTF-8 and counted on every request: together ~70 µs of the check-up page's
 * CPU per request (docs/performance.md "Pages"). Used by pages/_document.tsx when a page is
 * rendered (build and ISR regeneration).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const NON_ASCII = /[^\u0000-\u007f]/gu;
const HAS_NON_ASCII = /[^\u0000-\u007f]/u;

/** Markup (text and attribute values; no <script> or <style> content) in ASCII. */
export function asciiMarkup(html: string): string {
  return html.replace(NON_ASCII, (c) => `&#x${c.codePointAt(0)!.toString(16)};`);
}

/** JSON in ASCII: \uXXXX per UTF-16 unit (a pair for characters beyond the BMP). */
export function asciiJson(json: string): string {
  return json.replace(
    /[^\u0000-\u007f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
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
 * A head element in ASCII where React allows it: a <title> with plain text becomes the same
 * title written as markup (React would escape the character references). Attribute values
 * (the meta description) cannot be written so through React and stay as they are: a few
 * Latin-1 letters there cost far less than the page's text did.
 */
export function asciiHeadElement(element: ReactElement | null): ReactElement | null {
  if (!isValidElement<{ children?: ReactNode }>(element) || element.type !== 'title')
    return element;
  const text = textOf(element.props.children);
  if (text === null || !HAS_NON_ASCII.test(text)) return element;
  return cloneElement(element as ReactElement<Record<string, unknown>>, {
    children: undefined,
    dangerouslySetInnerHTML: { __html: asciiMarkup(escapeText(text)) },
  });
}
