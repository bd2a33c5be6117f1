/**
 * The email blind index: HMAC-SHA256 of the normalised email under a key derived from the
 * data key (keys.ts), so rows can be found by email without storing it readable. Lookups try
 * the hash under every known key, so a key rotation needs no downtime; `reencrypt` rewrites the
 * hashes under the current key with the values. The staff desk's search (docs/staff-desk.md)
 * adds indexes of the phone number and the last name, each hashed under its own label so equal
 * strings in different fields never share a hash.
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

/**
 * A phone number as the desk compares it: its last 9 digits, so "+41 79 123 45 67",
 * "0041791234567" and "079 123 45 67" are one number (9 digits: a Swiss or German subscriber
 * number without its trunk or country prefix). Null when it has fewer than 6 digits.
 */
export function normalisePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 6 ? null : digits.slice(-9);
}

/** A last name with case, accents and punctuation folded: "Müller-Lüdi" -> "mullerludi". */
export function normaliseLastName(name: string): string | null {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return folded === '' ? null : folded;
}

function labelledHashWith(key: DataKey, label: string, value: string): string {
  return createHmac('sha256', key.indexSecret).update(`${label}:${value}`, 'utf8').digest('hex');
}

/** The stored phone index (current key), or null for no usable number. */
export function phoneHash(phone: string | null): string | null {
  const n = phone ? normalisePhone(phone) : null;
  return n ? labelledHashWith(keyring().current, 'phone', n) : null;
}

/** Every hash this phone number may be stored under; empty when it is no usable number. */
export function phoneHashCandidates(phone: string): string[] {
  const n = normalisePhone(phone);
  return n ? [...new Set(keyring().all.map((key) => labelledHashWith(key, 'phone', n)))] : [];
}

/** The stored last-name index (current key), or null for an empty name. */
export function lastNameHash(name: string): string | null {
  const n = normaliseLastName(name);
  return n ? labelledHashWith(keyring().current, 'last-name', n) : null;
}

/** Every hash this last name may be stored under. */
export function lastNameHashCandidates(name: string): string[] {
  const n = normaliseLastName(name);
  return n ? [...new Set(keyring().all.map((key) => labelledHashWith(key, 'last-name', n)))] : [];
}
