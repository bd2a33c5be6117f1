/**
 * The cross-site guard of every state-changing API route (POST, PUT, PATCH, DELETE), applied
 * once in apiHandler. A page on another site can make its visitors' browsers send "simple"
 * requests (form posts, `fetch` with `text/plain`) without a CORS preflight, so:
 * - the body must be `application/json` (which a foreign page can only send after a preflight
 *   this app never grants): 415 `unsupported-media-type` otherwise;
 * - `Sec-Fetch-Site: cross-site` or an `Origin` other than the site's own: 403
 *   `cross-site-request-refused`.
 * Requests without Origin and Sec-Fetch-Site (curl, server-to-server) are not a browser acting
 * for a visitor and pass. Provider webhooks (Stripe, Sanity revalidate) are exempt by design:
 * they come from the provider's servers and are authenticated by their signature.
 */
import type { IncomingMessage } from 'node:http';
import { trustedProxyHops } from './client-key';
import { CROSS_SITE_REQUEST, UNSUPPORTED_MEDIA_TYPE } from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type GuardRefusal = { status: 403 | 415; id: ErrorId };

function header(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** `application/json`, optionally with parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

/** The origins this app answers as: SITE_URL's, and the Host the request was sent to. */
export function ownOrigins(req: Pick<IncomingMessage, 'headers' | 'socket'>): string[] {
  const origins: string[] = [];
  const site = process.env.SITE_URL;
  if (site) {
    try {
      origins.push(new URL(site).origin);
    } catch {
      // a malformed SITE_URL is reported where links are built; here it simply does not match
    }
  }
  // Behind a trusted proxy, the Host the visitor used may arrive as X-Forwarded-Host.
  const behindProxy = trustedProxyHops() > 0;
  const host = (behindProxy && header(req, 'x-forwarded-host')) || header(req, 'host');
  if (host) {
    const proto =
      (behindProxy && header(req, 'x-forwarded-proto')?.split(',')[0].trim()) ||
      ((req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http');
    origins.push(`${proto}://${host.split(',')[0].trim()}`.toLowerCase());
  }
  return origins;
}

/** Null when the request may proceed, else the refusal to answer with. */
export function crossSiteRefusal(
  req: Pick<IncomingMessage, 'headers' | 'socket' | 'method'>,
): GuardRefusal | null {
  if (!STATE_CHANGING.has((req.method ?? 'GET').toUpperCase())) return null;
  if (header(req, 'sec-fetch-site')?.toLowerCase() === 'cross-site')
    return { status: 403, id: CROSS_SITE_REQUEST };
  const origin = header(req, 'origin');
  // "null" is what sandboxed frames and file: pages send: foreign as well.
  if (origin !== undefined && !ownOrigins(req).includes(origin.toLowerCase()))
    return { status: 403, id: CROSS_SITE_REQUEST };
  if (!isJsonContentType(header(req, 'content-type')))
    return { status: 415, id: UNSUPPORTED_MEDIA_TYPE };
  return null;
}
