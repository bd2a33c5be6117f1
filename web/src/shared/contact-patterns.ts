/**
 * The patterns behind the person rules of SPEC 5 (shared/person.ts builds the zod/mini
 * schemas of the form and the API from them). Tiny and dependency-free for the pages that
 * check without zod (the URL prefill on every step, the partner gate, the idle dialog): the
 * whole module is in every step's first-load JS, so only what those need belongs here.
 */

/** SPEC 5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** SPEC 5: optional plus and 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;

/** Characters people type inside phone numbers (spaces, dashes, dots, brackets), removed before the check. */
export const PHONE_SEPARATORS = /[\s\-./()]/g;

export const NAME_MAX_LENGTH = 100;

/**
 * Characters a name must not contain: control characters (CR/LF would break email headers and
 * text layouts) and the bidi controls that reorder what follows (U+202A-202E embeddings and
 * overrides, U+2066-2069 isolates, U+200E/200F/061C marks), which make a name in a
 * clinic-branded email read as something else. U+2028/2029 are line breaks too (docs/operations.md).
 */
export const NAME_FORBIDDEN_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when `value` contains a character that NAME_FORBIDDEN_CHARACTERS refuses. */
export function hasForbiddenNameCharacters(value: string): boolean {
  return NAME_FORBIDDEN_CHARACTERS.test(value);
}

/** What the form refuses in names, street and city on top of the API (shared/person.ts formName). */
export const MARKUP_CHARACTERS = /[<>{}]/;

/** SPEC 5: 3 to 10 letters, digits, spaces or dashes (the form's rule; shared/person.ts). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;

/** An email address by SPEC 5 once trimmed, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
