/**
 * The email blind index: HMAC-SHA256 of the normalised email under a key derived from the
 * data key (keys.ts), so rows can be found by email without storing it readable. Lookups try
 * the hash under every known key, so a key rotation needs no downtime; `reencrypt` rewrites the
 * hashes under the current key with the values.
 */
import { createHmac } from 'node:crypto';
import { keyring, type DataKey } from './keys';

export function normaliseEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

function hashWith(key: DataKey, email: string): string {
  return createHmac('sha256', key.indexSecret).update(normaliseEmail(email), 'utf8').digest('hex');
}

/** The hash stored for this email (current key). */
export function emailHash(email: string): string {
  return hashWith(keyring().current, email);
}

/** Every hash this email may be stored under (current and older keys). */
export function emailHashCandidates(email: string): string[] {
  return [...new Set(keyring().all.map((key) => hashWith(key, email)))];
}

/** Whether a stored email is this one; an anonymised person (empty email) matches nothing. */
export function sameEmail(stored: string, given: string): boolean {
  return stored !== '' && normaliseEmail(stored) === normaliseEmail(given);
}
