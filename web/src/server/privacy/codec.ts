/**
 * The codec of personal data at rest: AES-256-GCM (authenticated) with a fresh 96-bit nonce
 * per value and the key id stored beside it. The purpose (which column) is bound in as
 * additional data, so a sealed value cannot be moved into another column unnoticed.
 * An anonymised value is a marker without any of the person's data.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyring } from './keys';

export type Sealed = { v: 1; kid: string; iv: string; ct: string; tag: string };
export type AnonymisedMarker = { anonymised: true };
export const ANONYMISED_MARKER: AnonymisedMarker = Object.freeze({ anonymised: true });

export class DecryptError extends Error {}

export function isSealed(value: unknown): value is Sealed {
  const v = value as Partial<Sealed> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === 1 &&
    typeof v.kid === 'string' &&
    typeof v.iv === 'string' &&
    typeof v.ct === 'string' &&
    typeof v.tag === 'string'
  );
}

export function isAnonymisedMarker(value: unknown): value is AnonymisedMarker {
  return (
    typeof value === 'object' && value !== null && (value as AnonymisedMarker).anonymised === true
  );
}

/** Encrypts a JSON value with the current key. */
export function seal(value: unknown, purpose: string): Sealed {
  const key = keyring().current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.secret, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    v: 1,
    kid: key.id,
    iv: iv.toString('base64'),
    ct: ct.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** Decrypts a sealed value; throws DecryptError for an unknown key or a changed value. */
export function unseal<T>(sealed: Sealed, purpose: string): T {
  const key = keyring().all.find((k) => k.id === sealed.kid);
  if (!key) throw new DecryptError(`personal data sealed with unknown key id "${sealed.kid}"`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed.ct, 'base64')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as T;
  } catch {
    throw new DecryptError(`personal data did not authenticate (key id "${sealed.kid}")`);
  }
}
