/**
 * The idle dialog's single field takes an email address or a phone number (SPEC 5):
 * anything with an @ or a letter is read as an email, the rest as a phone number.
 */
import type { IdleContactRequest } from '@/contracts/idle-contact';
import { isEmailAddress, PHONE_PATTERN, PHONE_SEPARATORS } from '@/shared/contact-patterns';

/** Where the idle dialog and the pre-check's call back send the contact. */
export const IDLE_CONTACT_PATH = '/api/idle-contact';

export type IdleContact =
  { ok: true; body: IdleContactRequest } | { ok: false; error: 'email' | 'phone' };

export function parseIdleContact(input: string): IdleContact {
  const value = input.trim();
  if (value.includes('@') || /[a-z]/i.test(value)) {
    return isEmailAddress(value)
      ? { ok: true, body: { email: value } }
      : { ok: false, error: 'email' };
  }
  // People type numbers with spaces, dashes, dots or brackets: keep the plus and the digits.
  const phone = value.replace(PHONE_SEPARATORS, '');
  return PHONE_PATTERN.test(phone)
    ? { ok: true, body: { phoneNumber: phone } }
    : { ok: false, error: 'phone' };
}
