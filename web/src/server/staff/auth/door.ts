/**
 * What a request to /api/staff/auth/* has shown so far, for the endpoint table's access levels
 * (./endpoints.ts, docs/staff-desk.md "The endpoint table"): a live desk session (and whether
 * its second factor is fresh), a sign-in waiting for its second factor (the link's signed
 * challenge cookie with its verification row still there), or an enrolment session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { staffSession, staffUser } from '@/server/db/staff-auth-schema';
import { staffNow } from '../clock';
import { headersOf, liveStaffSession } from '../session';
import { STEP_UP_MINUTES, type StaffAuthAccess } from './endpoints';
import { staffAuth, TWO_FACTOR_COOKIE } from './index';

type Req = Pick<IncomingMessage, 'headers' | 'method'>;

export type DoorState = {
  /** A live desk session: its id, account and whether a second factor was proved lately. */
  live: { sessionId: string; staffId: string; fresh: boolean } | null;
  /** A sign-in's second-factor challenge or an enrolment session. */
  pending: boolean;
};

/** Which refusal an access level gives in this state, or null when the request may pass. */
export function doorRefusal(
  access: StaffAuthAccess,
  state: DoorState,
): { status: 401 | 403 | 404; id: 'sign-in' | 'step-up' | 'forbidden' | 'closed' } | null {
  switch (access) {
    case 'anonymous':
      return null;
    case 'pending':
      // Never a desk session: it has its second factor already (a code would replace it).
      if (state.live) return { status: 403, id: 'forbidden' };
      return state.pending ? null : { status: 401, id: 'sign-in' };
    case 'session':
      return state.live ? null : { status: 401, id: 'sign-in' };
    case 'fresh':
      if (!state.live) return { status: 401, id: 'sign-in' };
      return state.live.fresh ? null : { status: 403, id: 'step-up' };
    case 'closed':
      return { status: 404, id: 'closed' };
  }
}

export async function doorState(db: Db, req: Req): Promise<DoorState> {
  if (!req.headers.cookie) return { live: null, pending: false };
  // A person's POST here (a code, a passkey change) is input; reading options is not.
  const use = req.method === 'POST' ? 'input' : 'read';
  const live = await liveStaffSession(db, req, { use });
  if (live) {
    const [row] = await db
      .select({ at: staffSession.secondFactorAt })
      .from(staffSession)
      .where(eq(staffSession.id, live.sessionId));
    const since = staffNow().getTime() - STEP_UP_MINUTES * 60_000;
    const fresh = !!row?.at && row.at.getTime() > since;
    return { live: { sessionId: live.sessionId, staffId: live.user.id, fresh }, pending: false };
  }
  return { live: null, pending: (await enrolling(db, req)) || (await challenged(db, req)) };
}

/** A session whose account has not set up its second factor yet (enrolment). */
async function enrolling(db: Db, req: Req): Promise<boolean> {
  const found = await staffAuth(db).api.getSession({
    headers: headersOf(req),
    query: { disableRefresh: true },
  });
  if (!found) return false;
  const [user] = await db.select().from(staffUser).where(eq(staffUser.id, found.user.id));
  return !!user && !user.disabledAt && !user.twoFactorEnabled;
}

/** The link's challenge cookie, signed by the library's secret, with its row not yet used. */
async function challenged(db: Db, req: Req): Promise<boolean> {
  const ctx = await staffAuth(db).$context;
  const name = ctx.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const raw = cookieValue(req.headers.cookie ?? '', name);
  if (!raw) return false;
  const dot = raw.lastIndexOf('.');
  if (dot <= 0) return false;
  const identifier = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', ctx.secret).update(identifier).digest('base64'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const row = await ctx.internalAdapter.findVerificationValue(identifier);
  return !!row && new Date(row.expiresAt) > new Date();
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
