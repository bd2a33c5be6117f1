/**
 * Staff sign-in end to end through the real routes (docs/staff-desk.md "Sign-in"): invite,
 * enrolment once within 24 h, magic link then TOTP, lockout, idle and absolute expiry,
 * disabled accounts, sign out everywhere, role refusals, cross-site refusal.
 */
import { eq } from 'drizzle-orm';
import accountsRoute from '@/pages/api/staff/accounts';
import auditRoute from '@/pages/api/staff/audit';
import signOutRoute from '@/pages/api/staff/sign-out';
import { staffAudit } from '@/server/db/schema';
import type { OutgoingMail } from '@/server/notify/mailer';
import { startApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { jobsSettled } from '@/server/jobs';
import { signedInStaff } from '@/test/staff';
import { codeOf, Jar, staffAuthApis, staffDoor } from '@/test/staff-door';
import { auditRetentionJob, pruneAudit } from '../audit';
import { changeStaff, inviteStaff } from './accounts';
import { staffUser } from '@/server/db/staff-auth-schema';

// With the job worker: the emailed sign-in link goes through a job (./link-job.ts).
const t = setupTestDb();
const mails: OutgoingMail[] = [];
// better-auth stamps rows with the real time; the staff clock starts there and moves on.
let now = new Date();
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

const apis = staffAuthApis({ mails, now: () => now });

const { call } = staffDoor({ db: () => t.db, auth: () => apis.auth, mails });
const meWith = (jar: Jar) => apis.me.get({}, { cookie: jar.header });

async function enrol(email: string): Promise<{ jar: Jar; uri: string; staffId: string }> {
  const invited = await inviteStaff(
    t.db,
    { email, name: 'Rita', role: 'reception', locations: ['location.bern'], language: 'de' },
    null,
    { send: true, baseUrl: 'http://desk.test' },
  );
  const token = new URL(invited.url).searchParams.get('token')!;
  const jar = new Jar();
  expect((await call(jar, '/enrol', { body: { token } })).status).toBe(200);
  expect((await meWith(jar)).status).toBe(401); // no second factor yet
  const enabled = await call(jar, '/two-factor/enable', { body: { method: 'totp' } });
  expect(enabled.status).toBe(200);
  const uri = enabled.body.totpURI as string;
  const verified = await call(jar, '/two-factor/verify-totp', { body: { code: codeOf(uri) } });
  expect(verified.status).toBe(200);
  return { jar, uri, staffId: invited.staffId };
}

async function signIn(email: string, code: (jar: Jar) => Promise<unknown> | unknown) {
  const jar = new Jar();
  mails.length = 0;
  expect((await call(jar, '/sign-in/magic-link', { body: { email } })).status).toBe(200);
  await jobsSettled();
  const link = /https?:\/\/\S+/.exec(mails.at(-1)!.text)![0];
  const token = new URL(link).searchParams.get('token')!;
  const verified = await call(jar, `/magic-link/verify?token=${token}`);
  expect(verified.body).toMatchObject({ twoFactorRedirect: true });
  expect((await meWith(jar)).status).toBe(401); // the link alone is not enough
  return { jar, result: await code(jar) };
}

it('enrols once through the invite link, then signs in with link and TOTP', async () => {
  const { jar, uri } = await enrol('rita@clinic.test');
  expect(mails.at(-1)?.to).toBe('rita@clinic.test');
  const mine = await meWith(jar);
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({
    role: 'reception',
    locations: ['location.bern'],
    language: 'de',
  });

  const { jar: second } = await signIn('rita@clinic.test', (j) =>
    call(j, '/two-factor/verify-totp', { body: { code: codeOf(uri, 1) } }),
  );
  expect((await meWith(second)).status).toBe(200);
  const actions = (await t.db.select().from(staffAudit)).map((r) => r.action);
  expect(actions).toEqual(expect.arrayContaining(['staff-invited', 'enrolled', 'sign-in']));
});

it('refuses a used or expired enrolment link', async () => {
  const invited = await inviteStaff(
    t.db,
    { email: 'once@clinic.test', name: 'O', role: 'viewer', locations: [], language: 'en' },
    null,
    { send: false },
  );
  const token = new URL(invited.url).searchParams.get('token')!;
  expect((await call(new Jar(), '/enrol', { body: { token } })).status).toBe(200);
  const again = await call(new Jar(), '/enrol', { body: { token } });
  expect(again).toMatchObject({ status: 403, body: { error: 'staff-enrolment-link-invalid' } });

  const late = await inviteStaff(
    t.db,
    { email: 'late@clinic.test', name: 'L', role: 'viewer', locations: [], language: 'en' },
    null,
    { send: false },
  );
  later(24 * 60 + 1);
  const lateToken = new URL(late.url).searchParams.get('token')!;
  expect((await call(new Jar(), '/enrol', { body: { token: lateToken } })).status).toBe(403);
});

it('locks the account for 15 minutes after 5 wrong codes', async () => {
  const { uri, staffId } = await enrol('lock@clinic.test');
  const { jar } = await signIn('lock@clinic.test', () => null);
  for (let i = 0; i < 5; i++) {
    const wrong = await call(jar, '/two-factor/verify-totp', { body: { code: '000000' } });
    expect(wrong.body).toEqual({ error: 'staff-invalid-code' });
  }
  const [user] = await t.db.select().from(staffUser).where(eq(staffUser.id, staffId));
  expect(user.lockedUntil?.getTime()).toBe(now.getTime() + 15 * 60_000);
  // While locked, a fresh sign-in link is refused before any code is asked for.
  mails.length = 0;
  await call(new Jar(), '/sign-in/magic-link', { body: { email: 'lock@clinic.test' } });
  await jobsSettled();
  const token = new URL(/https?:\/\/\S+/.exec(mails.at(-1)!.text)![0]).searchParams.get('token');
  const refused = await call(new Jar(), `/magic-link/verify?token=${token}`);
  expect(refused).toMatchObject({ status: 423, body: { error: 'staff-account-locked' } });
  later(16);
  const { jar: after } = await signIn('lock@clinic.test', (j) =>
    call(j, '/two-factor/verify-totp', { body: { code: codeOf(uri, 1) } }),
  );
  expect((await meWith(after)).status).toBe(200);
  const actions = (await t.db.select().from(staffAudit)).map((r) => r.action);
  expect(actions).toContain('account-locked');
});

it('ends a session idle for 30 minutes and any session after 12 hours', async () => {
  // Only input extends a session (docs/staff-desk.md "Idle desks"): PATCH /me is a change.
  const use = (headers: Record<string, string>) =>
    apis.me.request({ method: 'PATCH', body: { language: 'en' }, headers });
  const idle = await signedInStaff(t.db, { role: 'viewer', locations: ['location.bern'] });
  later(29);
  expect((await use(idle.headers)).status).toBe(200);
  later(29); // used 29 minutes ago: still alive (sliding)
  expect((await apis.me.get({}, idle.headers)).status).toBe(200);
  later(2); // a read 2 minutes ago did not count: last used 31 minutes ago
  expect((await apis.me.get({}, idle.headers)).status).toBe(401);

  const busy = await signedInStaff(t.db, { role: 'viewer' });
  for (let i = 0; i < 28; i++) {
    later(25);
    expect((await use(busy.headers)).status).toBe(200);
  }
  later(25); // 12 h 5 min after creation, used 25 minutes ago
  expect((await apis.me.get({}, busy.headers)).status).toBe(401);
});

it('refuses a disabled account at once and signs out everywhere', async () => {
  const staff = await signedInStaff(t.db, { role: 'reception', locations: ['location.bern'] });
  expect((await apis.me.get({}, staff.headers)).status).toBe(200);
  await changeStaff(t.db, { id: staff.staffId, disabled: true }, null);
  expect((await apis.me.get({}, staff.headers)).status).toBe(401);

  const other = await signedInStaff(t.db, { role: 'viewer', email: 'two@clinic.test' });
  const ctxCookie = other.headers;
  const signOut = await startApi(signOutRoute, '/api/staff/sign-out');
  try {
    const ended = await signOut.post({ everywhere: true }, ctxCookie);
    expect(ended.status).toBe(200);
    expect((await apis.me.get({}, ctxCookie)).status).toBe(401);
  } finally {
    await signOut.close();
  }
});

it('answers 401 without a session, 403 below the role, and refuses cross-site posts', async () => {
  expect(await apis.me.get()).toMatchObject({
    status: 401,
    body: { error: 'staff-sign-in-required' },
  });
  const reception = await signedInStaff(t.db, { role: 'reception', locations: ['location.bern'] });
  const admin = await signedInStaff(t.db, { role: 'admin' });
  for (const route of [accountsRoute, auditRoute]) {
    const api = await startApi(route);
    try {
      expect((await api.get({}, reception.headers)).status).toBe(403);
      expect((await api.get({}, admin.headers)).status).toBe(200);
    } finally {
      await api.close();
    }
  }
  const accounts = await startApi(accountsRoute, '/api/staff/accounts');
  try {
    const crossSite = await accounts.post(
      { email: 'x@clinic.test', name: 'X', role: 'viewer' },
      { ...admin.headers, origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const link = await call(new Jar(), '/sign-in/magic-link', { body: { email: 'a@b.ch' } });
    expect(link.status).toBe(200);
    const evil = await fetch(`${apis.auth.url}/sign-in/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'rita@clinic.test' }),
    });
    expect(evil.status).toBe(403);
  } finally {
    await accounts.close();
  }
});

it('keeps the audit trail append-only; only old entries are pruned', async () => {
  await expect(t.db.update(staffAudit).set({ action: 'x' })).rejects.toThrow();
  await expect(t.db.delete(staffAudit)).rejects.toThrow();
  await expect(t.db.execute('truncate staff_audit' as never)).rejects.toThrow();
  const before = (await t.db.select().from(staffAudit)).length;
  expect(before).toBeGreaterThan(0);
  // Recent entries stay whatever the cutoff asked for (docs/staff-desk.md "Audit retention").
  await expect(pruneAudit(t.db, new Date(Date.now() + 60_000))).rejects.toThrow();
  expect(await t.db.select().from(staffAudit)).toHaveLength(before);

  // The daily job keeps Settings' auditRetentionDays (730 by default) and no more.
  const day = 86_400_000;
  await t.db.insert(staffAudit).values([
    { action: 'sign-in', detail: {}, at: new Date(Date.now() - 731 * day) },
    { action: 'sign-in', detail: {}, at: new Date(Date.now() - 729 * day) },
  ]);
  expect(await auditRetentionJob(t.db, new Date())).toBe(1);
  expect(await t.db.select().from(staffAudit)).toHaveLength(before + 1);
});
