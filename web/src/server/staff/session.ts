/**
 * The signed-in staff member of a request, or null (docs/staff-desk.md, "Sign-in"). better-auth
 * checks the signed session cookie; here the desk's rules: a second factor was set up, the
 * account is enabled, the session was used within 30 minutes (sliding) and is less than 12 hours
 * old. An ended session is deleted. Times come from the staff clock (./clock.ts).
 *
 * Only a person's input counts as use (docs/staff-desk.md "Idle desks"): every caller says
 * whether its request is `input` (a mutation, POST /api/staff/activity) or a `read` (GET, the
 * event stream's checks, background refreshes), and only input moves the session's last use.
 */
import type { IncomingMessage } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { NextApiRequest } from 'next';
import { getDb, type Db } from '@/server/db/client';
import { clientHash } from '@/server/holds/client';
import { clientKey } from '@/server/http/client-key';
import type { StaffActor } from './actor';
import { recordAudit } from './audit';
import { staffAuth } from './auth';
import { STAFF_SESSION } from './auth/policy';
import { staffSession, staffUser, type StaffUserRow } from '@/server/db/staff-auth-schema';
import { staffNow } from './clock';

/** Last use is written at most this often (one write per request would be wasteful). */
const TOUCH_MS = 60_000;

/**
 * What a request is (docs/staff-desk.md "Idle desks"): `input` is a person acting (a change,
 * the desk's activity signal) and extends the session; a `read` never does, so a desk left open
 * with its background refreshes and event stream still idles out.
 */
export type StaffSessionUse = { use: 'input' | 'read' };

export function headersOf(req: Pick<IncomingMessage, 'headers'>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

export function actorOf(user: StaffUserRow, hash: string): StaffActor {
  return {
    staffId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    locations: user.role === 'admin' ? 'all' : user.locations,
    language: user.language,
    clientHash: hash,
  };
}

/**
 * The session behind the request's cookie, if it is still alive by the desk's rules; `input`
 * stamps its last use (at most once a minute), `read` leaves it. Without the option a request
 * is a read: nothing extends a session unless its caller says it is a person's input.
 */
export async function liveStaffSession(
  db: Db,
  req: Pick<IncomingMessage, 'headers'>,
  { use }: StaffSessionUse = { use: 'read' },
): Promise<{ sessionId: string; user: StaffUserRow } | null> {
  if (!req.headers.cookie) return null;
  const found = await staffAuth(db).api.getSession({
    headers: headersOf(req),
    query: { disableRefresh: true },
  });
  if (!found) return null;
  const { session } = found;
  const [user] = await db.select().from(staffUser).where(eq(staffUser.id, session.userId));
  if (!user || user.disabledAt || !user.twoFactorEnabled) return null;
  const now = staffNow().getTime();
  const lastUsed = new Date(session.updatedAt).getTime();
  const idle = now - lastUsed >= STAFF_SESSION.idleMinutes * 60_000;
  const tooOld =
    now - new Date(session.createdAt).getTime() >= STAFF_SESSION.absoluteHours * 3600_000;
  if (idle || tooOld) {
    await db.delete(staffSession).where(eq(staffSession.id, session.id));
    return null;
  }
  if (use === 'input' && now - lastUsed >= TOUCH_MS)
    await db
      .update(staffSession)
      .set({ updatedAt: new Date(now) })
      .where(eq(staffSession.id, session.id));
  return { sessionId: session.id, user };
}

/** The request's staff member and session id, or null (see liveStaffSession for `use`). */
export async function staffSessionOf(
  req: NextApiRequest,
  use: StaffSessionUse,
): Promise<{ actor: StaffActor; sessionId: string } | null> {
  // No cookie, no session: answered without opening the database.
  if (!req.headers.cookie) return null;
  const db = await getDb();
  const live = await liveStaffSession(db, req, use);
  return live
    ? { actor: actorOf(live.user, clientHash(clientKey(req))), sessionId: live.sessionId }
    : null;
}

export async function staffActorOf(
  req: NextApiRequest,
  use: StaffSessionUse,
): Promise<StaffActor | null> {
  return (await staffSessionOf(req, use))?.actor ?? null;
}

/**
 * Ends the request's session, or every session of the staff member (`everywhere`), audited
 * in the same transaction; answers how many ended and the Set-Cookie value that clears the
 * session cookie (POST /api/staff/sign-out).
 */
export async function signOut(
  req: NextApiRequest,
  actor: StaffActor,
  everywhere: boolean,
): Promise<{ ended: number; clearCookie: string }> {
  const db = await getDb();
  // Ending it is not use: the session only needs finding.
  const live = await liveStaffSession(db, req, { use: 'read' });
  const ended = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(staffSession)
      .where(
        everywhere
          ? eq(staffSession.userId, actor.staffId)
          : and(eq(staffSession.userId, actor.staffId), eq(staffSession.id, live?.sessionId ?? '')),
      )
      .returning({ id: staffSession.id });
    await recordAudit(tx, actor, {
      action: everywhere ? 'sign-out-everywhere' : 'sign-out',
      detail: { sessions: gone.length },
    });
    return gone.length;
  });
  const { name, attributes } = (await staffAuth(db).$context).authCookies.sessionToken;
  const clearCookie = `${name}=; Path=${attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`;
  return { ended, clearCookie };
}
