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
