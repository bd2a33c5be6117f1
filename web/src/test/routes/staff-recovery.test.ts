/**
 * Recovery in the team page's route (docs/staff-desk.md "Recovery"): an admin resets a member's
 * lost second factor (TOTP secret, backup codes, passkeys and sessions gone, a new enrolment link
 * emailed, audited with the reason), enables a disabled account again; nobody demotes or
 * disables the last enabled admin, and an admin's own role change needs `confirmSelf`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import accountsRoute from '@/pages/api/staff/accounts';
import meRoute from '@/pages/api/staff/me';
import { staffAudit } from '@/server/db/schema';
import {
  staffPasskey,
  staffTwoFactor,
  staffUser,
  staffVerification,
} from '@/server/db/staff-auth-schema';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { consumeEnrolment, enrolmentIdentifier } from '@/server/staff/auth/accounts';
import { routeApis } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { signedInStaff, type SignedInStaff } from '@/test/staff';

const t = setupTestDb({ worker: false });
const { accounts, me } = routeApis({
  accounts: [accountsRoute, '/api/staff/accounts'],
  me: [meRoute, '/api/staff/me'],
});
const mails: OutgoingMail[] = [];

beforeAll(async () => {
  setMailer({ send: async (m) => void mails.push(m) });
});
afterAll(async () => {
  setMailer(null);
});
beforeEach(async () => {
  mails.length = 0;
  // Each test starts with no admin but the ones it signs in.
  await t.db.update(staffUser).set({ disabledAt: new Date() }).where(eq(staffUser.role, 'admin'));
});

const patch = (who: SignedInStaff, body: unknown) =>
  accounts.request<{ account?: { enrolled: boolean; disabled: boolean; role: string } }>({
    method: 'PATCH',
    body,
    headers: who.headers,
  });

const auditOf = (action: string, staffId: string) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.staffId, staffId)));

/** A TOTP secret with backup codes and a passkey, as enrolment and the account page leave. */
async function withFactors(staffId: string) {
  await t.db.insert(staffTwoFactor).values({
    id: randomUUID(),
    userId: staffId,
    secret: 'sealed-secret',
    backupCodes: 'sealed-codes',
  });
  await t.db.insert(staffPasskey).values({
    id: randomUUID(),
    userId: staffId,
    publicKey: 'key',
    credentialID: randomUUID(),
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
  });
}

describe('reset second factor', () => {
  it('removes every factor and session of an enrolled member and emails a new link', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    const rita = await signedInStaff(t.db, {
      role: 'reception',
      locations: ['location.bern'],
      language: 'de',
    });
    await withFactors(rita.staffId);
    expect((await me.get({}, rita.headers)).status).toBe(200);

    const res = await patch(admin, {
      id: rita.staffId,
      action: 'reset-second-factor',
      reason: 'lost her phone',
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ enrolled: false, disabled: false });

    expect(
      await t.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, rita.staffId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(staffPasskey).where(eq(staffPasskey.userId, rita.staffId)),
    ).toEqual([]);
    expect((await me.get({}, rita.headers)).status).toBe(401);

    const [audited] = await auditOf('staff-2fa-reset', admin.staffId);
    expect(audited.detail).toEqual({ staffId: rita.staffId, reason: 'lost her phone' });

    // The new link, in her language, says role, location by name and the app she needs.
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(rita.email);
    expect(mails[0].text).toContain('Empfang');
    expect(mails[0].text).toContain('Bern');
    expect(mails[0].text).toMatch(/Authenticator-App auf Ihrem Telefon/);
    const link = /https?:\/\/\S+\/de-ch\/staff\/enrol\?token=\S+/.exec(mails[0].text)![0];
    const token = new URL(link).searchParams.get('token')!;
    expect(await consumeEnrolment(t.db, token)).toBe(rita.staffId);
  });

  it('keeps one live link, answers 404 for an unknown id and 400 without a reason', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    const rita = await signedInStaff(t.db, { role: 'viewer' });
    for (let i = 0; i < 2; i++)
      expect(
        (await patch(admin, { id: rita.staffId, action: 'reset-second-factor', reason: 'x' }))
          .status,
      ).toBe(200);
    const links = await t.db
      .select()
      .from(staffVerification)
      .where(eq(staffVerification.value, rita.staffId));
    expect(links).toHaveLength(1);
    const first = new URL(/https?:\/\/\S+/.exec(mails[0].text)![0]).searchParams.get('token')!;
    expect(links[0].identifier).not.toBe(enrolmentIdentifier(first));

    expect(
      (await patch(admin, { id: 'nobody', action: 'reset-second-factor', reason: 'x' })).body,
    ).toEqual({ error: 'staff-not-found' });
    for (const reason of [undefined, '', '   ', 'x'.repeat(201)])
      expect(
        (await patch(admin, { id: rita.staffId, action: 'reset-second-factor', reason })).status,
      ).toBe(400);
  });

  it('is for admins only', async () => {
    const reception = await signedInStaff(t.db, { role: 'reception' });
    const res = await patch(reception, {
      id: reception.staffId,
      action: 'reset-second-factor',
      reason: 'x',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'staff-forbidden' });
  });
});

describe('enable again', () => {
  it('re-enables a disabled account with a reason, audited; disabling takes one too', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    const rolf = await signedInStaff(t.db, { role: 'reception' });
    const off = await patch(admin, { id: rolf.staffId, disabled: true, reason: 'left for now' });
    expect(off.body.account).toMatchObject({ disabled: true });
    expect((await auditOf('staff-disabled', admin.staffId))[0].detail).toEqual({
      staffId: rolf.staffId,
      reason: 'left for now',
    });
    expect((await me.get({}, rolf.headers)).status).toBe(401); // sessions ended

    const on = await patch(admin, { id: rolf.staffId, action: 'enable', reason: 'back at work' });
    expect(on.status).toBe(200);
    expect(on.body.account).toMatchObject({ disabled: false, enrolled: true });
    expect((await auditOf('staff-enabled', admin.staffId))[0].detail).toEqual({
      staffId: rolf.staffId,
      reason: 'back at work',
    });
    // Enabling an enabled account changes nothing and writes nothing.
    expect((await patch(admin, { id: rolf.staffId, action: 'enable', reason: 'x' })).status).toBe(
      200,
    );
    expect(await auditOf('staff-enabled', admin.staffId)).toHaveLength(1);
    expect((await patch(admin, { id: 'nobody', action: 'enable', reason: 'x' })).status).toBe(404);
  });

  it('refuses a body mixing a recovery action with a change', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    const res = await patch(admin, {
      id: admin.staffId,
      action: 'enable',
      reason: 'x',
      role: 'viewer',
    });
    expect(res.status).toBe(400);
  });
});

describe('the last admin and one’s own role', () => {
  it('never demotes or disables the last enabled admin, not even with confirmSelf', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    for (const body of [
      { id: admin.staffId, role: 'reception', confirmSelf: true },
      { id: admin.staffId, disabled: true, reason: 'x', confirmSelf: true },
    ]) {
      const res = await patch(admin, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'staff-last-admin' });
    }
    // A disabled admin is no admin to fall back on.
    const other = await signedInStaff(t.db, { role: 'admin' });
    await t.db
      .update(staffUser)
      .set({ disabledAt: new Date() })
      .where(eq(staffUser.id, other.staffId));
    expect(
      (await patch(admin, { id: admin.staffId, role: 'viewer', confirmSelf: true })).body,
    ).toEqual({ error: 'staff-last-admin' });
    const [row] = await t.db.select().from(staffUser).where(eq(staffUser.id, admin.staffId));
    expect(row.role).toBe('admin');
  });

  it('lets another admin be demoted while one stays', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    const second = await signedInStaff(t.db, { role: 'admin' });
    const res = await patch(admin, { id: second.staffId, role: 'reception' });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ role: 'reception' });
    expect((await patch(admin, { id: second.staffId, role: 'admin' })).status).toBe(200);
    expect((await patch(admin, { id: second.staffId, disabled: true })).status).toBe(200);
  });

  it('asks an admin to confirm a change of their own role or account', async () => {
    const admin = await signedInStaff(t.db, { role: 'admin' });
    await signedInStaff(t.db, { role: 'admin' });
    const unconfirmed = await patch(admin, { id: admin.staffId, role: 'reception' });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toEqual({ error: 'staff-confirm-self' });
    expect((await patch(admin, { id: admin.staffId, disabled: true })).body).toEqual({
      error: 'staff-confirm-self',
    });
    // Locations or the same role are no change of role.
    expect((await patch(admin, { id: admin.staffId, role: 'admin' })).status).toBe(200);
    const confirmed = await patch(admin, {
      id: admin.staffId,
      role: 'reception',
      confirmSelf: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.account).toMatchObject({ role: 'reception' });
    // Now a receptionist: the route is an admin's.
    expect((await patch(admin, { id: admin.staffId, role: 'admin' })).status).toBe(403);
  });
});
