/**
 * Requests from Sanity Studio to the site (how many upcoming bookings depend on a document,
 * which documents the site leaves out) carry an HMAC-SHA256 signature made with the shared
 * secret STUDIO_SHARED_SECRET (Studio: SANITY_STUDIO_SHARED_SECRET) over the endpoint, type,
 * id and a timestamp; a signature older than MAX_AGE_MS is refused. Studio computes the same
 * message with Web Crypto (studio/siteApi.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_AGE_MS = 5 * 60_000;

export type StudioRequest = { endpoint: string; type: string; id: string; ts: number };

export function studioMessage(r: StudioRequest): string {
  return `${r.endpoint}\n${r.type}\n${r.id}\n${r.ts}`;
}

export function signStudioRequest(r: StudioRequest, secret: string): string {
  return createHmac('sha256', secret).update(studioMessage(r)).digest('hex');
}

/** True when `sig` signs this request with `secret` and is fresh. */
export function verifyStudioRequest(
  r: StudioRequest,
  sig: string,
  secret: string | undefined,
  now: number = Date.now(),
): boolean {
  if (!secret) return false; // no secret configured: the endpoints stay closed
  if (!Number.isFinite(r.ts) || Math.abs(now - r.ts) > MAX_AGE_MS) return false;
  const expected = Buffer.from(signStudioRequest(r, secret), 'hex');
  const given = Buffer.from(sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
