/**
 * Staff sign-in for route tests (docs/staff-desk.md "Sign-in"):
 *
 *   const staff = await signedInStaff(db, { role: 'reception', locations: ['location.bern'] });
 *   await api.get({ date: '2026-12-01' }, staff.headers); // Cookie header of a live session
 *
 * It creates an enrolled account (TOTP set up) and a session directly, skipping the emailed link
 * and the code; `staff.actor` is the StaffActor the routes will see (clientHash aside).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { StaffActor } from '@/server/staff/actor';
import type { StaffRole } from '@/shared/staff-roles';
import { sessionCookieHeader, staffAuth } from '@/server/staff/auth';
import { staffUser } from '@/server/db/staff-auth-schema';
import { staffNow } from '@/server/staff/clock';

export type SignedInStaff = {
  staffId: string;
  email: string;
  /** Request headers with the session cookie. */
  headers: Record<string, string>;
  actor: StaffActor;
  sessionToken: string;
};

export async function signedInStaff(
  db: Db,
  options: { role: StaffRole; locations?: string[]; language?: 'en' | 'de'; email?: string },
): Promise<SignedInStaff> {
  const staffId = randomUUID();
  const email = options.email ?? `staff-${staffId.slice(0, 8)}@clinic.test`;
  const now = staffNow();
  await db.insert(staffUser).values({
    id: staffId,
    email,
    name: `Staff ${options.role}`,
    emailVerified: true,
    twoFactorEnabled: true,
    role: options.role,
    locations: options.locations ?? [],
    language: options.language ?? 'en',
    createdAt: now,
    updatedAt: now,
  });
  const ctx = await staffAuth(db).$context;
  const session = await ctx.internalAdapter.createSession(staffId);
  // The staff clock may be moved in tests: the session starts at its "now".
  const { staffSession } = await import('@/server/db/staff-auth-schema');
  const { eq } = await import('drizzle-orm');
  await db
    .update(staffSession)
    .set({ createdAt: now, updatedAt: now })
    .where(eq(staffSession.id, session.id));
  return {
    staffId,
    email,
    sessionToken: session.token,
    headers: { cookie: await sessionCookieHeader(db, session.token) },
    actor: {
      staffId,
      email,
      name: `Staff ${options.role}`,
      role: options.role,
      locations: options.role === 'admin' ? 'all' : (options.locations ?? []),
      language: options.language ?? 'en',
      clientHash: '',
    },
  };
}
