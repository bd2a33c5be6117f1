/**
 * Data-encryption keys from the environment. DATA_ENCRYPTION_KEY is the current key (new
 * values are sealed with it); DATA_ENCRYPTION_KEYS lists older keys, comma-separated, still
 * accepted for reading until `npm run privacy -- reencrypt` has moved every value to the
 * current key. Each entry is `<key id>:<secret>` or just `<secret>`; the secret is 32 bytes as
 * base64 or 64 hex digits; without an id the id is a fingerprint of the secret.
 *
 * Outside production a fixed dev key stands in (and stays readable), so a fresh clone runs
 * without setup; production refuses to start without a key of its own.
 */
import { createHash, hkdfSync } from 'node:crypto';

export type DataKey = {
  /** Stored beside every value sealed with this key. */
  id: string;
  /** AES-256-GCM key. */
  secret: Buffer;
  /** HMAC-SHA256 key of the email blind index, derived from the secret. */
  indexSecret: Buffer;
};

export type Keyring = { current: DataKey; all: DataKey[] };

/** Public on purpose: it protects nothing, it only lets dev and test data be read again. */
const DEV_SECRET = createHash('sha256')
  .update('checkup-booking development data key: never used in production')
  .digest();
export const DEV_KEY_ID = 'dev';

export class PrivacyConfigError extends Error {}

const KEY_ID_RE = /^[A-Za-z0-9_-]{1,32}$/;

function toKey(id: string, secret: Buffer): DataKey {
  const indexSecret = Buffer.from(
    hkdfSync('sha256', secret, Buffer.alloc(0), 'reservations email blind index v1', 32),
  );
  return { id, secret, indexSecret };
}

function decodeSecret(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/** Parses one `[id:]secret` entry; throws PrivacyConfigError naming the variable, never the key. */
export function parseKeyEntry(entry: string, variable: string): DataKey {
  const text = entry.trim();
  const colon = text.indexOf(':');
  const id = colon > 0 ? text.slice(0, colon) : null;
  const secret = decodeSecret(colon > 0 ? text.slice(colon + 1) : text);
  if (!secret)
    throw new PrivacyConfigError(`${variable}: a key must be 32 bytes (base64 or 64 hex digits)`);
  if (id !== null && !KEY_ID_RE.test(id))
    throw new PrivacyConfigError(`${variable}: key id must be 1-32 of A-Z a-z 0-9 _ -`);
  const fingerprint = createHash('sha256').update(secret).digest('hex').slice(0, 8);
  return toKey(id ?? `k${fingerprint}`, secret);
}

type Env = Record<string, string | undefined>;

function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}

/** The keyring this environment describes; throws PrivacyConfigError when it is unusable. */
export function keyringFromEnv(env: Env = process.env): Keyring {
  const currentText = env.DATA_ENCRYPTION_KEY?.trim();
  if (!currentText && isProduction(env))
    throw new PrivacyConfigError('DATA_ENCRYPTION_KEY must be set in production');
  const current = currentText
    ? parseKeyEntry(currentText, 'DATA_ENCRYPTION_KEY')
    : toKey(DEV_KEY_ID, DEV_SECRET);
  if (isProduction(env) && current.secret.equals(DEV_SECRET))
    throw new PrivacyConfigError('DATA_ENCRYPTION_KEY must not be the development key');
  const older = (env.DATA_ENCRYPTION_KEYS ?? '')
    .split(',')
    .filter((s) => s.trim())
    .map((s) => parseKeyEntry(s, 'DATA_ENCRYPTION_KEYS'));
  // Dev and test data stay readable after a real key is set outside production.
  if (!isProduction(env) && current.id !== DEV_KEY_ID) older.push(toKey(DEV_KEY_ID, DEV_SECRET));
  const all = [current];
  for (const key of older) {
    const same = all.find((k) => k.id === key.id);
    if (same && !same.secret.equals(key.secret))
      throw new PrivacyConfigError(`two different keys share the id "${key.id}"`);
    if (!same) all.push(key);
  }
  return { current, all };
}

let cached: { source: string; keyring: Keyring } | null = null;

/** The process's keyring, read on first use (re-read when the variables change, for tests). */
export function keyring(): Keyring {
  const source = [
    process.env.NODE_ENV,
    process.env.DATA_ENCRYPTION_KEY,
    process.env.DATA_ENCRYPTION_KEYS,
  ].join('\u0000');
  if (cached?.source !== source) cached = { source, keyring: keyringFromEnv() };
  return cached.keyring;
}

/**
 * Throws when personal data could not be protected with this configuration. The server start
 * calls it; the codec calls it on first use as well, so a misconfigured instance fails at
 * once either way.
 */
export function assertPrivacyConfig(): void {
  keyring();
}
