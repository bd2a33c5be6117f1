/**
 * The staff door: better-auth's endpoints for staff sign-in (server/staff/auth,
 * docs/staff-desk.md "Sign-in" and "The endpoint table"), on the same stack as every route
 * (apiHandler: methods, same-origin, errors). In order, before the library sees the request:
 * the path must be in the endpoint table and open; the body is read whole, at most 16 kB (413
 * before any authentication); only the table's query parameters pass; the table's rate limits
 * (per client, and per address and for everyone on link requests); the access level (anonymous,
 * pending second factor, session, fresh second factor). Errors are `{ "error": "staff-…" }`.
 */
import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import { clientHash } from '@/server/holds/client';
import { apiHandler, clientKey, holdsUnstorableText, sendError } from '@/server/http';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { rateLimitRule } from '@/server/http/rate-limits';
import { emailHash } from '@/server/privacy/blind-index';
import { STAFF_AUTH_ERROR_IDS, type StaffAuthErrorId } from '@/contracts/staff-auth';
import { CLIENT_HASH_HEADER, STAFF_AUTH_BASE_PATH, staffAuth } from '@/server/staff/auth';
import { doorRefusal, doorState } from '@/server/staff/auth/door';
import { staffAuthEndpoint } from '@/server/staff/auth/endpoints';
import { recordAudit } from '@/server/staff/audit';
import { headersOf } from '@/server/staff/session';
import {
  INVALID_REQUEST,
  METHOD_NOT_ALLOWED,
  STAFF_AUTH_CLOSED,
  STAFF_FORBIDDEN,
  STAFF_SIGN_IN_REQUIRED,
  STAFF_STEP_UP_REQUIRED,
} from '@/contracts/error-ids';

// The library reads the body; this route reads it first, bounded.
export const config: PageConfig = { api: { bodyParser: false } };

/** The largest body a sign-in step sends (a passkey registration is a few kB). */
export const STAFF_AUTH_BODY_LIMIT = 16 * 1024;

const REFUSAL_IDS = {
  'sign-in': STAFF_SIGN_IN_REQUIRED,
  'step-up': STAFF_STEP_UP_REQUIRED,
  forbidden: STAFF_FORBIDDEN,
  closed: STAFF_AUTH_CLOSED,
} as const;

const linkRequest = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

/** Codes of better-auth's that the door's table says in its own words. */
const LIBRARY_CODES: Record<string, StaffAuthErrorId | typeof INVALID_REQUEST> = {
  VALIDATION_ERROR: INVALID_REQUEST,
  // A step-up code that is not six digits is read as a backup code.
  BACKUP_CODES_NOT_ENABLED: 'staff-invalid-backup-code',
};

/**
 * better-auth's error code (e.g. INVALID_CODE) as the door's id (contracts/staff-auth.ts); a code
 * the table lacks is a refusal, so no library word reaches the desk as an id it cannot say.
 */
export function staffAuthErrorId(code: unknown): StaffAuthErrorId | typeof INVALID_REQUEST {
  const id = `staff-${String(code).toLowerCase().replace(/_/g, '-')}`;
  const known = STAFF_AUTH_ERROR_IDS.find((listed) => listed === id);
  return known ?? LIBRARY_CODES[String(code)] ?? 'staff-sign-in-refused';
}

async function door(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const url = new URL(req.url ?? '/', 'http://staff.invalid');
  const path = url.pathname.startsWith(STAFF_AUTH_BASE_PATH)
    ? url.pathname.slice(STAFF_AUTH_BASE_PATH.length)
    : url.pathname;
  const endpoint = staffAuthEndpoint(path);
  if (!endpoint || endpoint.access === 'closed') return sendError(res, 404, STAFF_AUTH_CLOSED);
  if (endpoint.method !== req.method) {
    res.setHeader('Allow', endpoint.method);
    return sendError(res, 405, METHOD_NOT_ALLOWED);
  }

  let body: Buffer | undefined;
  if (req.method === 'POST') {
    body = (await boundedBody(req)) ?? undefined;
    if (!body) return sendError(res, 413, INVALID_REQUEST);
  }
  const allowed: readonly string[] = 'query' in endpoint ? (endpoint.query ?? []) : [];
  if ([...url.searchParams.keys()].some((key) => !allowed.includes(key)))
    return sendError(res, 400, INVALID_REQUEST);
  // The same refusal as every parsed input (server/http/parse.ts), before the library reads it.
  if (holdsUnstorableText([safeJson(body), [...url.searchParams]]))
    return sendError(res, 400, INVALID_REQUEST);

  for (const bucket of 'limits' in endpoint ? (endpoint.limits ?? []) : [])
    if (!(await enforceRateLimit(req, res, rateLimitRule(bucket)))) return;
  if (path === '/sign-in/magic-link') {
    const parsed = linkRequest.safeParse(safeJson(body));
    if (!parsed.success) return sendError(res, 400, INVALID_REQUEST);
    // The address's blind index: a stranger cannot flood one inbox from many clients.
    const address = emailHash(parsed.data.email);
    if (!(await enforceRateLimit(req, res, rateLimitRule('staff-link-address'), address))) return;
    if (!(await enforceRateLimit(req, res, rateLimitRule('staff-link-all'), 'all'))) return;
  }
  if (path === '/passkey/generate-authenticate-options')
    if (!(await enforceRateLimit(req, res, rateLimitRule('staff-passkey-all'), 'all'))) return;

  const db = await getDb();
  const state = await doorState(db, req);
  const refusal = doorRefusal(endpoint.access, state);
  if (refusal) return sendError(res, refusal.status, REFUSAL_IDS[refusal.id]);

  const headers = headersOf(req);
  const hash = clientHash(clientKey(req));
  headers.set(CLIENT_HASH_HEADER, hash);
  const host = headers.get('host') ?? 'localhost';
  const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const answer = await staffAuth(db).handler(
    new Request(`${proto}://${host}${STAFF_AUTH_BASE_PATH}${path}${url.search}`, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    }),
  );
  const text = await answer.text();
  // No redirect leaves the door: every step answers JSON to the desk's own pages.
  answer.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'location'].includes(name)) res.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  if (answer.status >= 300) {
    let code: unknown;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      // not JSON
    }
    const status = answer.status < 400 ? 403 : answer.status;
    res.status(status).setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: staffAuthErrorId(code) }));
    return;
  }
  if ('audit' in endpoint && endpoint.audit && state.live)
    await recordAudit(
      db,
      { staffId: state.live.staffId, clientHash: hash },
      {
        action: endpoint.audit,
      },
    );
  res.status(answer.status);
  res.end(text);
}

/** Bodies up to this size are read to their end even when too large, so the 413 arrives. */
const DRAIN_LIMIT = 2 * 1024 * 1024;

/**
 * The body, or null when it is over STAFF_AUTH_BODY_LIMIT. An oversized body up to DRAIN_LIMIT
 * is read to its end and dropped, so the client gets its 413 on a connection kept alive instead
 * of a reset while it is still sending; a larger one closes the connection.
 */
async function boundedBody(req: NextApiRequest): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= STAFF_AUTH_BODY_LIMIT) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) {
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
      }
    });
    req.on('end', () => resolve(size > STAFF_AUTH_BODY_LIMIT ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function safeJson(body: Buffer | undefined): unknown {
  try {
    return body ? JSON.parse(body.toString('utf8')) : null;
  } catch {
    return null;
  }
}

export default apiHandler('staff/auth', { GET: door, POST: door });
