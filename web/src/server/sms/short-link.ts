/**
 * The SMS's short link to the manage page (docs/sms.md "Short link"): `<SITE_URL>/s/<code>`,
 * 12 letters and digits (about 71 bits). The code is a keyed digest (HMAC-SHA256 under a key
 * derived from TOKEN_SECRET) of the SMS job's id: the same on every try of one job, guessable by
 * nobody without the secret, and unrelated to the manage token, which it never contains. The
 * table keeps only the SHA-256 of each code, with the reservation and the manage token's own
 * expiry; opening the link mints the manage link then (pages/s/[code].tsx).
 */
import { createHash, createHmac } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { smsLinks } from '@/server/db/schema';
import { siteUrl } from '@/server/notify/emails';
import { tokenSecret } from '@/server/tokens';
import { MANAGE_LINK_GRACE_MS } from '@/server/tokens/manage';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SHORT_CODE_LENGTH = 12;
const CODE = /^[A-Za-z0-9]{12}$/;

/** The code of one SMS job: 12 of 62 characters from a keyed digest (about 71 bits). */
export function shortCodeFor(jobId: string, secret: string = tokenSecret()): string {
  const key = createHmac('sha256', secret).update('sms-short-link-key').digest();
  const digest = createHmac('sha256', key).update(jobId).digest();
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += ALPHABET[digest[i] % ALPHABET.length];
  return code;
}

export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

export function shortLinkUrl(code: string): string {
  return `${siteUrl()}/s/${code}`;
}

/**
 * Stores the link of `jobId` for the reservation (a repeated try stores nothing new) and
 * returns its URL. It expires when the manage token of the appointment would.
 */
export async function createShortLink(
  db: Db,
  jobId: string,
  reservation: { id: string; endsAt: Date },
): Promise<string> {
  const code = shortCodeFor(jobId);
  await db
    .insert(smsLinks)
    .values({
      codeHash: codeHash(code),
      reservationId: reservation.id,
      expiresAt: new Date(reservation.endsAt.getTime() + MANAGE_LINK_GRACE_MS),
    })
    .onConflictDoUpdate({
      target: smsLinks.codeHash,
      set: { expiresAt: new Date(reservation.endsAt.getTime() + MANAGE_LINK_GRACE_MS) },
    });
  return shortLinkUrl(code);
}

/** The reservation a code opens, or null (malformed, unknown or expired). */
export async function resolveShortLink(db: Db, code: string, now: Date): Promise<string | null> {
  if (!CODE.test(code)) return null;
  const [row] = await db
    .select({ reservationId: smsLinks.reservationId })
    .from(smsLinks)
    .where(and(eq(smsLinks.codeHash, codeHash(code)), gt(smsLinks.expiresAt, now)));
  return row?.reservationId ?? null;
}

/** Expired links go (the daily maintenance job). */
export async function forgetExpiredShortLinks(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(smsLinks)
    .where(lt(smsLinks.expiresAt, now))
    .returning({ codeHash: smsLinks.codeHash });
  return gone.length;
}
