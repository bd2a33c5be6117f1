/**
 * Tokens bound to a reservation and its booker's email, for links that must not carry the email
 * or the reservation id (the payment link, the manage-booking link). Format `v2.<sealed>`:
 * AES-256-GCM over a small binary payload (purpose, reservation id, a keyed digest of the email,
 * expiry), key derived from TOKEN_SECRET. The token is opaque (nothing in it is readable
 * without the secret: it ends up in URLs, access logs and browser history) and authenticated
 * (any changed bit fails the GCM tag). A token opens only for its purpose, before its expiry,
 * and for the reservation and email it was made for.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const VERSION = 'v2';
/** Used only outside production, so that a fresh clone and the tests run without setup. */
const DEV_SECRET = 'dev-only-token-secret-never-used-in-production';
/** Keys shorter than this are refused: a guessable secret forges every link. */
export const MIN_SECRET_LENGTH = 32;

export type TokenPurpose =
  | 'payment'
  | 'manage'
  | 'waitlist-confirm'
  | 'waitlist-leave'
  | 'waitlist-offer'
  | 'rebook';
const PURPOSE_BYTE: Record<TokenPurpose, number> = {
  payment: 1,
  manage: 2,
  // The waitlist's links (docs/waitlist.md): the subject id is the entry's or the offer's.
  'waitlist-confirm': 3,
  'waitlist-leave': 4,
  'waitlist-offer': 5,
  // The desk's "choose a new time" link (docs/staff-desk.md "Blocks"): the rebooking row's id.
  rebook: 6,
};

export type TokenSubject = { reservationId: string; email: string };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DIGEST_BYTES = 16;
/** purpose (1) + reservation id (16) + email digest (16) + expiry in seconds (4, until 2106). */
const PAYLOAD_BYTES = 1 + 16 + DIGEST_BYTES + 4;

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

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** One key per use of the secret: the encryption key is never the digest key. */
const encryptionKey = (secret: string) => hmac(secret, 'token-encryption:v2');

/** A keyed digest of the (case-insensitive) email: binds the token without revealing it. */
function emailDigest(secret: string, email: string): Buffer {
  return hmac(secret, `email:${email.trim().toLowerCase()}`).subarray(0, DIGEST_BYTES);
}

/** A token for `subject` and `purpose`, valid until `expiresAt`. */
export function signToken(
  purpose: TokenPurpose,
  subject: TokenSubject,
  expiresAt: Date,
  secret: string = tokenSecret(),
): string {
  if (!UUID_RE.test(subject.reservationId)) throw new Error('token subject: not a reservation id');
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload[0] = PURPOSE_BYTE[purpose];
  Buffer.from(subject.reservationId.replace(/-/g, ''), 'hex').copy(payload, 1);
  emailDigest(secret, subject.email).copy(payload, 17);
  payload.writeUInt32BE(Math.max(0, Math.floor(expiresAt.getTime() / 1000)), 17 + DIGEST_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv);
  cipher.setAAD(Buffer.from(VERSION));
  const sealed = Buffer.concat([iv, cipher.update(payload), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

function uuidOf(bytes: Buffer): string {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The reservation id an authentic, unexpired token of `purpose` names, or null (wrong format,
 * wrong secret, any change, another purpose, expired). The caller still checks the email with
 * verifyToken() or tokenMatchesEmail() once it has read the row.
 */
export function readToken(
  purpose: TokenPurpose,
  token: string,
  now: Date = new Date(),
  secret: string = tokenSecret(),
): { reservationId: string; expiresAt: Date; emailDigest: string } | null {
  if (typeof token !== 'string' || token.length > 400) return null;
  const dot = token.indexOf('.');
  if (dot < 0 || token.slice(0, dot) !== VERSION) return null;
  const sealed = Buffer.from(token.slice(dot + 1), 'base64url');
  if (sealed.length !== IV_BYTES + PAYLOAD_BYTES + TAG_BYTES) return null;
  let payload: Buffer;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      encryptionKey(secret),
      sealed.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    payload = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null; // tag mismatch: tampered, or made with another secret
  }
  if (payload[0] !== PURPOSE_BYTE[purpose]) return null;
  const expiresAt = new Date(payload.readUInt32BE(17 + DIGEST_BYTES) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return {
    reservationId: uuidOf(payload.subarray(1, 17)),
    expiresAt,
    emailDigest: payload.subarray(17, 17 + DIGEST_BYTES).toString('base64url'),
  };
}

/** True when the digest read from a token is this email's. */
export function tokenMatchesEmail(
  digest: string,
  email: string,
  secret: string = tokenSecret(),
): boolean {
  const a = Buffer.from(digest, 'base64url');
  const b = emailDigest(secret, email);
  return a.length === b.length && timingSafeEqual(a, b);
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
  if (!read || read.reservationId !== subject.reservationId.toLowerCase()) return false;
  return tokenMatchesEmail(read.emailDigest, subject.email, secret);
}
