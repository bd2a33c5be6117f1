/**
 * Signed staff requests: `X-Staff-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `<t>.<raw body>` with PRIVACY_STAFF_SECRET. The time bounds replays to five minutes; the
 * comparison is constant-time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const STAFF_SIGNATURE_HEADER = 'x-staff-signature';
export const STAFF_SIGNATURE_TOLERANCE_S = 300;

function mac(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
}

/** The header value for this body (used by staff tools and tests). */
export function signStaffRequest(body: string, secret: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

export function verifyStaffSignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = new Date(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => p.trim().split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now.getTime() / 1000 - t) > STAFF_SIGNATURE_TOLERANCE_S) return false;
  return timingSafeEqual(Buffer.from(mac(secret, t, body), 'hex'), Buffer.from(parts.v1, 'hex'));
}
