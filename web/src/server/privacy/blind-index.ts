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

// --- Name terms (migration 0026, docs/staff-desk.md "Search however typed") ---

/** Shortest prefix indexed and searched: two letters would match half the patients. */
export const NAME_TERM_MIN = 3;
/** Longest prefix indexed: a longer word typed is cut to it (still a match, of its prefix). */
export const NAME_TERM_MAX = 24;
/** Hex characters kept of each term's HMAC: 64 bits, ample for a per-row term set. */
const TERM_HEX = 16;

/**
 * The spellings a name word is typed in, folded: umlauts written out (Müller -> mueller, the
 * Swiss typing without umlauts) and dropped (Müller -> muller, as a foreign keyboard gives it);
 * other accents dropped, ß as ss, case and punctuation gone. Both are indexed and both are
 * searched, so Mueller, Muller and Müller find each other.
 */
export function nameWordVariants(word: string): string[] {
  const base = word.normalize('NFC').toLowerCase().replace(/ß/g, 'ss');
  const fold = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]/gu, '');
  const spelled = fold(
    base
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'oe'),
  );
  const dropped = fold(base);
  return [...new Set([spelled, dropped])].filter((v) => v.length > 0);
}

/** The words of a name: split at spaces and hyphens, plus the whole name run together. */
function nameWords(name: string): string[] {
  const words = name.split(/[\s\-\u2010-\u2015]+/u).filter(Boolean);
  return words.length > 1 ? [...words, words.join('')] : words;
}

function termHashWith(key: DataKey, term: string): string {
  return labelledHashWith(key, 'name-term', term).slice(0, TERM_HEX);
}

/**
 * What a row stores for first and last name (current key): the hash of every prefix (from
 * NAME_TERM_MIN letters) of every spelling of every word. A search word then matches by one
 * equality in a GIN index, whatever part of the name it starts.
 */
export function nameTermHashes(firstName: string, lastName: string): string[] {
  const key = keyring().current;
  const terms = new Set<string>();
  for (const word of [...nameWords(firstName), ...nameWords(lastName)])
    for (const v of nameWordVariants(word))
      for (let n = NAME_TERM_MIN; n <= Math.min(v.length, NAME_TERM_MAX); n++)
        terms.add(v.slice(0, n));
  // A word shorter than the minimum ("Li", "Ng") is kept whole, so it can be found in full.
  for (const word of [...nameWords(firstName), ...nameWords(lastName)])
    for (const v of nameWordVariants(word)) if (v.length < NAME_TERM_MIN) terms.add(v);
  return [...terms].map((t) => termHashWith(key, t)).sort();
}

/**
 * Per word of a typed query, the term hashes it may match (its spellings, under every known
 * key); words without a letter or digit are dropped. Every word must match (Hans Müller).
 */
export function nameQueryTerms(query: string): string[][] {
  const words = query
    .trim()
    .split(/\s+/u)
    .map((w) => nameWordVariants(w).map((v) => v.slice(0, NAME_TERM_MAX)))
    .filter((variants) => variants.length > 0);
  // An initial ("Hans M") narrows nothing down by itself: left out when a longer word is there.
  const long = words.filter((variants) => variants.some((v) => v.length >= NAME_TERM_MIN));
  const out: string[][] = [];
  for (const variants of long.length > 0 ? long : words) {
    out.push([
      ...new Set(keyring().all.flatMap((key) => variants.map((v) => termHashWith(key, v)))),
    ]);
  }
  return out;
}
