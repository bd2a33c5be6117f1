/**
 * The staff door tried as an attacker would (docs/staff-desk.md "The endpoint table",
 * docs/security.md "The staff door"): the emailed link with redirect parameters, endpoints the
 * desk does not use, second-factor secrets without a fresh second factor, backup codes, a
 * replayed TOTP code, rate limits and an oversized body, through the real route over HTTP.
 */
import http from 'node:http';
import { and, count, eq } from 'drizzle-orm';
import { staffAudit } from '@/server/db/schema';
import { staffSession, staffUser } from '@/server/db/staff-auth-schema';
import type { OutgoingMail } from '@/server/notify/mailer';
import { setupTestDb } from '@/test/db';
import { signedInStaff } from '@/test/staff';
import { codeOf, Jar, staffAuthApis, staffDoor } from '@/test/staff-door';
import { STAFF_AUTH_BASE_PATH, staffAuth } from './index';
import { inviteStaff } from './accounts';
import { STAFF_AUTH_ENDPOINTS } from './endpoints';

const t = setupTestDb();
const mails: OutgoingMail[] = [];
let now = new Date();
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
const door = staffDoor({ db: () => t.db, auth: () => apis.auth, mails });
const { call, enrol, requestLink, challenge } = door;

const apis = staffAuthApis({ mails, now: () => now });

const meWith = (jar: Jar) => apis.me.get({}, { cookie: jar.header });
const sessions = async () => (await t.db.select({ n: count() }).from(staffSession))[0].n;
const auditOf = async (staffId: string) =>
  t.db.select().from(staffAudit).where(eq(staffAudit.staffId, staffId));

describe('the endpoint table', () => {
  it("places every endpoint of the library's router, with its method", async () => {
    const api = staffAuth(t.db).api as unknown as Record<
      string,
      { path?: string; options?: { method?: string | string[] } }
    >;
    const routed = Object.values(api).filter((e) => typeof e.path === 'string');
    expect(routed.length).toBeGreaterThan(40);
    const table: Record<string, { method: string }> = STAFF_AUTH_ENDPOINTS;
    const unplaced = routed.filter((e) => !Object.hasOwn(table, e.path!)).map((e) => e.path);
    expect(unplaced).toEqual([]);
    for (const e of routed) {
      const methods = [e.options?.method ?? []].flat();
      if (!methods.includes('*')) expect(methods).toContain(table[e.path!].method);
    }
    // And nothing in the table that the router does not have.
    const paths = new Set(routed.map((e) => e.path));
    expect(Object.keys(table).filter((p) => !paths.has(p))).toEqual([]);
  });

  it('answers 404 for closed or unknown endpoints, even to a live session', async () => {
    const { jar } = await enrol('closed@clinic.test');
    for (const [path, method] of [
      ['/get-session', 'GET'],
      ['/list-sessions', 'GET'],
      ['/update-user', 'POST'],
      ['/two-factor/disable', 'POST'],
      ['/sign-in/email', 'POST'],
      ['/passkey/update-passkey', 'POST'],
      ['/not-an-endpoint', 'GET'],
    ] as const) {
      const answer = await call(jar, path, {
        method,
        body: method === 'POST' ? { name: 'Mallory', password: 'x', email: 'x@y.ch' } : undefined,
      });
      expect({ path, ...answer.body, status: answer.status }).toEqual({
        path,
        status: 404,
        error: 'staff-auth-closed',
      });
    }
    // An open endpoint with the other method: 405 with the one it takes.
    const wrong = await call(new Jar(), '/sign-in/magic-link');
    expect(wrong).toMatchObject({ status: 405, body: { error: 'method-not-allowed' } });
    expect(wrong.headers.get('allow')).toBe('POST');
    const [user] = await t.db
      .select()
      .from(staffUser)
      .where(eq(staffUser.email, 'closed@clinic.test'));
    expect(user.name).toBe('Rita');
  });

  it('keeps a desk session away from the sign-in steps and an enrolment session away from the desk', async () => {
    const { jar, uri } = await enrol('steps@clinic.test');
    // A desk session cannot answer a code again or set up a new secret.
    expect(
      await call(jar, '/two-factor/verify-totp', { body: { code: codeOf(uri, 1) } }),
    ).toMatchObject({ status: 403, body: { error: 'staff-forbidden' } });
    expect(await call(jar, '/two-factor/enable', { body: { method: 'totp' } })).toMatchObject({
      status: 403,
    });
    // An enrolment session (no second factor yet) reaches no desk endpoint.
    const invited = await inviteStaff(
      t.db,
      { email: 'half@clinic.test', name: 'H', role: 'viewer', locations: [], language: 'en' },
      null,
      { send: false },
    );
    const half = new Jar();
    await call(half, '/enrol', { body: { token: new URL(invited.url).searchParams.get('token') } });
    expect(await call(half, '/passkey/list-user-passkeys')).toMatchObject({ status: 401 });
    expect(await call(half, '/step-up', { body: { code: '123456' } })).toMatchObject({
      status: 401,
    });
    // Anonymous: no pending second factor.
    expect(
      await call(new Jar(), '/two-factor/verify-totp', { body: { code: '123456' } }),
    ).toMatchObject({ status: 401, body: { error: 'staff-sign-in-required' } });
  });
});

describe('the emailed link', () => {
  it.each(['callbackURL', 'newUserCallbackURL', 'errorCallbackURL'])(
    'gives no session with %s, and the route lets no extra parameter through',
    async (param) => {
      await enrol(`link-${param}@clinic.test`);
      const token = await requestLink(`link-${param}@clinic.test`);
      const jar = new Jar();
      const before = await sessions();
      const answer = await call(jar, `/magic-link/verify?token=${token}&${param}=%2F`);
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
      expect(answer.headers.get('location')).toBeNull();
      expect(await sessions()).toBe(before);
      expect((await meWith(jar)).status).toBe(401);
    },
  );

  it('gives no session when the library itself is asked to redirect, and audits it', async () => {
    const { staffId } = await enrol('redirect@clinic.test');
    const token = await requestLink('redirect@clinic.test');
    const before = await sessions();
    const answer = await staffAuth(t.db).handler(
      new Request(
        `http://localhost${STAFF_AUTH_BASE_PATH}/magic-link/verify?token=${token}&callbackURL=%2F`,
      ),
    );
    // The library keeps its redirect's status (the route answers anything but 2xx as an error
    // and drops Location); what matters is that no session is left.
    expect(answer.status).not.toBe(200);
    expect(await sessions()).toBe(before);
    const cookie = answer.headers
      .getSetCookie()
      .find((c) => c.includes('session_token=') && !/max-age=0/i.test(c));
    expect(cookie).toBeUndefined();
    const audited = await auditOf(staffId);
    expect(audited.map((a) => [a.action, a.detail])).toContainEqual([
      'sign-in-failed',
      { method: 'link', reason: 'redirect-refused' },
    ]);
  });

  it('refuses and audits a wrong link', async () => {
    const jar = new Jar();
    const before = (await t.db.select().from(staffAudit)).length;
    expect(await call(jar, '/magic-link/verify?token=nope')).toMatchObject({
      status: 403,
      body: { error: 'staff-sign-in-link-invalid' },
    });
    expect((await t.db.select().from(staffAudit)).length).toBe(before + 1);
  });
});

describe('second-factor secrets', () => {
  it('need a second factor proved within 5 minutes, and are audited', async () => {
    const { jar, uri, staffId } = await enrol('fresh@clinic.test');
    later(6); // the enrolment's second factor is no longer fresh
    for (const [path, method] of [
      ['/two-factor/get-totp-uri', 'POST'],
      ['/two-factor/generate-backup-codes', 'POST'],
      ['/passkey/generate-register-options', 'GET'],
    ] as const)
      expect(
        await call(jar, path, { method, body: method === 'POST' ? {} : undefined }),
      ).toMatchObject({ status: 403, body: { error: 'staff-step-up-required' } });
    // A session made without any second factor (a test's direct session) is never fresh.
    const viewer = await signedInStaff(t.db, { role: 'viewer' });
    const direct = await fetch(`${apis.auth.url}/two-factor/generate-backup-codes`, {
      method: 'POST',
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(direct.status).toBe(403);

    const stepped = await call(jar, '/step-up', { body: { code: codeOf(uri, 1) } });
    expect(stepped.status).toBe(200);
    expect(new Date(stepped.body.freshUntil).getTime()).toBe(now.getTime() + 5 * 60_000);
    const shown = await call(jar, '/two-factor/get-totp-uri', { body: {} });
    expect(shown.status).toBe(200);
    expect(shown.body.totpURI).toBe(uri);
    const codes = await call(jar, '/two-factor/generate-backup-codes', { body: {} });
    expect(codes.status).toBe(200);
    expect(codes.body.backupCodes).toHaveLength(10);
    const actions = (await auditOf(staffId)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'second-factor-confirmed',
        'totp-secret-shown',
        'backup-codes-generated',
      ]),
    );
    later(6);
    expect(await call(jar, '/two-factor/get-totp-uri', { body: {} })).toMatchObject({
      status: 403,
    });
  });

  it('refuses a wrong step-up code and counts it toward the lock', async () => {
    const { jar, staffId } = await enrol('stepwrong@clinic.test');
    expect(await call(jar, '/step-up', { body: { code: '000000' } })).toMatchObject({
      status: 401,
      body: { error: 'staff-invalid-code' },
    });
    const [user] = await t.db.select().from(staffUser).where(eq(staffUser.id, staffId));
    expect(user.failedCodes).toBe(1);
  });
});

describe('backup codes', () => {
  it('sign in once each, audited', async () => {
    const { backupCodes, staffId } = await enrol('backup@clinic.test');
    const jar = await challenge('backup@clinic.test');
    const answer = await call(jar, '/two-factor/verify-backup-code', {
      body: { code: backupCodes[0] },
    });
    expect(answer.status).toBe(200);
    expect((await meWith(jar)).status).toBe(200);
    const signIns = (await auditOf(staffId)).filter((a) => a.action === 'sign-in');
    expect(signIns.map((a) => a.detail)).toEqual([{ method: 'backup-code' }]);

    const again = await challenge('backup@clinic.test');
    expect(
      await call(again, '/two-factor/verify-backup-code', { body: { code: backupCodes[0] } }),
    ).toMatchObject({ status: 401, body: { error: 'staff-invalid-backup-code' } });
  });

  it('lock the account after 5 wrong ones', async () => {
    const { staffId } = await enrol('backuplock@clinic.test');
    const jar = await challenge('backuplock@clinic.test');
    for (let i = 0; i < 5; i++)
      await call(jar, '/two-factor/verify-backup-code', { body: { code: `wrong-${i}abcd` } });
    const [user] = await t.db.select().from(staffUser).where(eq(staffUser.id, staffId));
    expect(user.lockedUntil?.getTime()).toBe(now.getTime() + 15 * 60_000);
    const failed = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, staffId), eq(staffAudit.action, 'sign-in-failed')));
    expect(failed).toHaveLength(5);
    later(16);
  });
});

describe('a TOTP code', () => {
  it('is accepted once: a replay within its window is refused', async () => {
    const { uri, staffId } = await enrol('replay@clinic.test');
    const used = codeOf(uri); // the code enrolment just used
    const jar = await challenge('replay@clinic.test');
    expect(await call(jar, '/two-factor/verify-totp', { body: { code: used } })).toMatchObject({
      status: 401,
      body: { error: 'staff-invalid-code' },
    });
    const failed = (await auditOf(staffId)).filter((a) => a.action === 'sign-in-failed');
    expect(failed.map((a) => a.detail)).toContainEqual({
      method: 'totp',
      reason: 'replayed',
      during: 'sign-in',
    });
    expect(
      (await call(jar, '/two-factor/verify-totp', { body: { code: codeOf(uri, 1) } })).status,
    ).toBe(200);
    expect((await meWith(jar)).status).toBe(200);
  });
});

describe('limits', () => {
  it('answers 429 to a flood of link requests from one client, or for one address', async () => {
    const jar = new Jar();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await call(jar, '/sign-in/magic-link', { body: { email: `flood${i}@clinic.test` } }))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    const address: number[] = [];
    for (let i = 0; i < 7; i++)
      address.push(
        (await call(new Jar(), '/sign-in/magic-link', { body: { email: 'inbox@clinic.test' } }))
          .status,
      );
    expect(address).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('answers 429 to a flood of codes from one client', async () => {
    const jar = new Jar();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await call(jar, '/two-factor/verify-totp', { body: { code: '123456' } })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers an oversized body 413 before authentication, on a connection kept clean', async () => {
    const big = JSON.stringify({ email: 'x@clinic.test', pad: 'x'.repeat(1024 * 1024) });
    const url = new URL(`${apis.auth.url}/sign-in/magic-link`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject); // EPIPE or a reset would fail the test here
      req.end(big);
    });
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ error: 'invalid-request' }) });
  });
});
