/**
 * The contact rules of SPEC 5 in one place, for every form and the URL prefill: tiny and
 * dependency-free, so any page may import it without a JS budget cost.
 */

/** SPEC 5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC 5: optional plus and 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;

/** Characters people type inside phone numbers (spaces, dashes, dots, brackets), removed before the check. */
export const PHONE_SEPARATORS = /[\s\-./()]/g;

/**
 * Characters a name must not contain: control characters (CR/LF would break email headers and
 * text layouts) and the bidi controls that reorder what follows (U+202A-202E embeddings and
 * overrides, U+2066-2069 isolates, U+200E/200F/061C marks), which make a name in a
 * clinic-branded email read as something else. U+2028/2029 are line breaks too (issue 34.9).
 */
export const NAME_FORBIDDEN_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when `value` contains a character that NAME_FORBIDDEN_CHARACTERS refuses. */
export function hasForbiddenNameCharacters(value: string): boolean {
  return NAME_FORBIDDEN_CHARACTERS.test(value);
}
