/**
 * Signed tokens bound to a reservation and its booker's email, for links that must not carry
 * the email or let anyone with a reservation id in (the payment link; the manage-booking link
 * reuses it with its own purpose). Format: `v1.<payload>.<mac>`, both base64url; the payload
 * names the purpose, the reservation id, a keyed digest of the email (not the email: the
 * token ends up in URLs and access logs) and the expiry; the MAC is HMAC-SHA256 over
 * `v1.<payload>` with TOKEN_SECRET. A token verifies only for its purpose, before its expiry,
 * and for the reservation and email it was made for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';
/** Used only outside production, so that a fresh clone and the tests run without setup. */
const DEV_SECRET = 'dev-only-token-secret-never-used-in-production';
/** HMAC keys shorter than this are refused: a guessable secret forges every link. */
export const MIN_SECRET_LENGTH = 32;

export type TokenPurpose = 'payment' | 'manage';

export type TokenSubject = { reservationId: string; email: string };

type Payload = { p: TokenPurpose; r: string; e: string; x: number };

export class TokenSecretMissingError extends Error {
  constructor() {
    super(`TOKEN_SECRET must be set (at least ${MIN_SECRET_LENGTH} characters) in production`);
    this.name = 'TokenSecretMissingError';
  }
}

/** TOKEN_SECRET, or the dev default outside production; throws in production without one. */
export function tokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.TOKEN_SECRET;
  if (secret && secret.length >= MIN_SECRET_LENGTH) return secret;
  if (env.NODE_ENV === 'production') throw new TokenSecretMissingError();
  return DEV_SECRET;
}

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** A keyed digest of the (case-insensitive) email: binds the token without revealing it. */
function emailDigest(secret: string, email: string): string {
  return mac(secret, `email:${email.trim().toLowerCase()}`).subarray(0, 16).toString('base64url');
}

/** A token for `subject` and `purpose`, valid until `expiresAt`. */
export function signToken(
  purpose: TokenPurpose,
  subject: TokenSubject,
  expiresAt: Date,
  secret: string = tokenSecret(),
): string {
  const payload: Payload = {
    p: purpose,
    r: subject.reservationId,
    e: emailDigest(secret, subject.email),
    x: Math.floor(expiresAt.getTime() / 1000),
  };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The reservation id a well-formed, authentic, unexpired token of `purpose` names, or null.
 * The caller still checks the email with tokenMatchesEmail() once it has read the row.
 */
export function readToken(
  purpose: TokenPurpose,
  token: string,
  now: Date = new Date(),
  secret: string = tokenSecret(),
): { reservationId: string; expiresAt: Date; emailDigest: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const expected = mac(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (payload.p !== purpose || typeof payload.r !== 'string' || typeof payload.e !== 'string')
    return null;
  if (typeof payload.x !== 'number' || payload.x * 1000 <= now.getTime()) return null;
  return {
    reservationId: payload.r,
    expiresAt: new Date(payload.x * 1000),
    emailDigest: payload.e,
  };
}

/** True when `token` is a valid `purpose` token for exactly this reservation and email. */
export function verifyToken(
  purpose: TokenPurpose,
  token: string,
  subject: TokenSubject,
  now: Date = new Date(),
  secret: string = tokenSecret(),
): boolean {
  const read = readToken(purpose, token, now, secret);
  if (!read || read.reservationId !== subject.reservationId) return false;
  const a = Buffer.from(read.emailDigest);
  const b = Buffer.from(emailDigest(secret, subject.email));
  return a.length === b.length && timingSafeEqual(a, b);
}
