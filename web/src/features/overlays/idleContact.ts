/**
 * The idle dialog's single field takes an email address or a phone number (SPEC 5):
 * anything with an @ or a letter is read as an email, the rest as a phone number.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC 5: optional plus and 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;

export type IdleContact =
  | { ok: true; body: { email: string } | { phoneNumber: string } }
  | { ok: false; error: 'email' | 'phone' };

export function parseIdleContact(input: string): IdleContact {
  const value = input.trim();
  if (value.includes('@') || /[a-z]/i.test(value)) {
    return EMAIL_PATTERN.test(value)
      ? { ok: true, body: { email: value } }
      : { ok: false, error: 'email' };
  }
  // People type numbers with spaces, dashes, dots or brackets: keep the plus and the digits.
  const phone = value.replace(/[\s\-./()]/g, '');
  return PHONE_PATTERN.test(phone)
    ? { ok: true, body: { phoneNumber: phone } }
    : { ok: false, error: 'phone' };
}
