/**
 * Studio's signed requests to the booking site (web/src/server/studio): how many upcoming
 * bookings depend on a document, and which documents the site leaves out. The signature is
 * HMAC-SHA256 over "<endpoint>\n<type>\n<id>\n<ts>" with SANITY_STUDIO_SHARED_SECRET, which
 * must equal the site's STUDIO_SHARED_SECRET. Note: Studio env vars are built into the Studio
 * bundle, so the secret is readable by anyone who can load the Studio; it only guards counts.
 */
export const SITE_URL = (process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
const SECRET = process.env.SANITY_STUDIO_SHARED_SECRET || '';

export function signedMessage(endpoint: string, type: string, id: string, ts: number): string {
  return `${endpoint}\n${type}\n${id}\n${ts}`;
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function signedUrl(
  endpoint: 'dependents' | 'content-problems',
  type: string,
  id: string,
  options: { secret?: string; siteUrl?: string; now?: number } = {},
): Promise<string> {
  const ts = options.now ?? Date.now();
  const sig = await hmacHex(options.secret ?? SECRET, signedMessage(endpoint, type, id, ts));
  const query = new URLSearchParams({ type, id, ts: String(ts), sig });
  return `${options.siteUrl ?? SITE_URL}/api/studio/${endpoint}?${query}`;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(8000) });
  if (!res.ok) throw new Error(`site answered ${res.status}`);
  return (await res.json()) as T;
}

/** Upcoming bookings (confirmed or held) that refer to the document or room. */
export async function upcomingBookings(type: string, id: string): Promise<number> {
  return (await getJson<{ upcoming: number }>(await signedUrl('dependents', type, id))).upcoming;
}

/** `kind` set: not a reason the document is left out, e.g. `unnamed-room-bookings`. */
export type SiteContentProblem = { type: string; id: string; summary: string; kind?: string };

/** Why the site leaves this document out (empty: it is shown). */
export async function contentProblems(id: string): Promise<SiteContentProblem[]> {
  return (await getJson<{ problems: SiteContentProblem[] }>(await signedUrl('content-problems', 'content', id)))
    .problems;
}
