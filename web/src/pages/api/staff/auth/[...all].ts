/**
 * better-auth's endpoints for staff sign-in (server/staff/auth, docs/staff-desk.md "Sign-in"):
 * magic link, TOTP, passkey, enrolment. Not behind staffRoute (these make the session), but
 * behind the same cross-site guard; errors are answered as `{ "error": "staff-…" }`.
 */
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { clientHash } from '@/server/holds/client';
import { clientKey, crossSiteRefusal, sendError } from '@/server/http';
import { CLIENT_HASH_HEADER, staffAuth } from '@/server/staff/auth';
import { recordAudit } from '@/server/staff/audit';
import { headersOf, liveStaffSession } from '@/server/staff/session';
import { log } from '@/server/log';

// better-auth reads the raw body itself.
export const config = { api: { bodyParser: false } };

/**
 * Passkey management (not sign-in): only for a live desk session with its second factor, so an
 * enrolment session that has not set up TOTP yet cannot add a passkey and skip it.
 */
const PASSKEY_MANAGEMENT =
  /^\/api\/staff\/auth\/passkey\/(generate-register-options|verify-registration|delete-passkey|update-passkey|list-user-passkeys)(\?|$)/;
const PASSKEY_AUDIT: Record<string, 'passkey-added' | 'passkey-removed'> = {
  'verify-registration': 'passkey-added',
  'delete-passkey': 'passkey-removed',
};

/** better-auth's error code (e.g. INVALID_CODE) as the project's error id. */
export const staffAuthErrorId = (code: unknown) =>
  `staff-${String(code ?? 'sign-in-failed')
    .toLowerCase()
    .replace(/_/g, '-')}`;

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const refusal = crossSiteRefusal(req);
  if (refusal) return sendError(res, refusal.status, refusal.id);
  try {
    const db = await getDb();
    const managing = PASSKEY_MANAGEMENT.exec(req.url ?? '');
    const live = managing ? await liveStaffSession(db, req) : null;
    if (managing && !live) return sendError(res, 401, 'staff-sign-in-required');
    const headers = headersOf(req);
    headers.set(CLIENT_HASH_HEADER, clientHash(clientKey(req)));
    const host = headers.get('host') ?? 'localhost';
    const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const answer = await staffAuth(db).handler(
      new Request(`${proto}://${host}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // @ts-expect-error Node's fetch needs this for a streamed body
        duplex: 'half',
      }),
    );
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    res.status(answer.status);
    const text = await answer.text();
    if (answer.status >= 400 && answer.status !== 404) {
      let code: unknown;
      try {
        code = (JSON.parse(text) as { code?: unknown }).code;
      } catch {
        // not JSON
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error: staffAuthErrorId(code) }));
      return;
    }
    const audited = managing ? PASSKEY_AUDIT[managing[1]] : undefined;
    if (audited && answer.ok && live)
      await recordAudit(
        db,
        { staffId: live.user.id, clientHash: clientHash(clientKey(req)) },
        { action: audited },
      );
    res.end(text);
  } catch (err) {
    log.error('staff-auth-failed', { error: err instanceof Error ? err.message : String(err) });
    sendError(res, 500, 'internal-error');
  }
}
