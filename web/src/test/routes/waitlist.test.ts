/**
 * Integration (docs/waitlist.md): the waitlist routes over real HTTP, seed content,
 * a fresh database (PGlite, or PostgreSQL with DATABASE_URL). Join answers 202 and sends the
 * double opt-in email; 400 with a catalogue id for a bad email, range or catalogue id; 409 for
 * a fourth live entry of one email; 429 past the client's limit. The confirm link activates
 * the entry; the leave link works once (then 409) and a forged or foreign token is refused
 * (401) without changing anything; the one-click form (RFC 8058) leaves too.
 */
import { sql } from 'drizzle-orm';
import * as confirmRoute from '@/pages/api/waitlist/confirm';
import * as joinRoute from '@/pages/api/waitlist/join';
import * as leaveRoute from '@/pages/api/waitlist/leave';
import * as offerRoute from '@/pages/api/waitlist/offer';
import * as acceptRoute from '@/pages/api/waitlist/accept';
import * as earlierSlotRoute from '@/pages/api/booking/earlier-slot';
import { waitlistEntries } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import { RATE_LIMITS } from '@/server/http';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { zurichDatePlus } from '@/server/availability/zone';
import { waitlistLeaveToken } from '@/server/tokens/waitlist';
import { startApi, type TestApi } from '@/test/api';
import { clientIp } from '@/test/booking';
import type { JoinRequest } from '@/contracts/waitlist-join';
import { rowsOf, setupTestDb } from '@/test/db';

const t = setupTestDb();
let join: TestApi;
let confirm: TestApi;
let leave: TestApi;
let offer: TestApi;
let accept: TestApi;
let earlierSlot: TestApi;
const sent: OutgoingMail[] = [];
let n = 0;

beforeAll(async () => {
  [join, confirm, leave, offer, accept, earlierSlot] = await Promise.all([
    startApi(joinRoute),
    startApi(confirmRoute),
    startApi(leaveRoute),
    startApi(offerRoute),
    startApi(acceptRoute),
    startApi(earlierSlotRoute),
  ]);
  setMailer({ send: async (mail) => void sent.push(mail) });
});
afterAll(async () => {
  setMailer(null);
  await Promise.all([join, confirm, leave, offer, accept, earlierSlot].map((api) => api.close()));
});

const days = (d: number) => zurichDatePlus(new Date(), d);
/** A join request body; unique email per call. */
function body(overrides: Partial<JoinRequest> = {}): JoinRequest {
  n += 1;
  return {
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: ['dxa'],
    locationSlug: 'zurich_bellevue',
    from: days(3),
    to: days(20),
    weekdays: [1, 3],
    timeOfDay: 'morning',
    email: `wait.${n}.${Date.now()}@example.com`,
    language: 'de',
    localization: 'de-ch',
    ...overrides,
  };
}

/** The token in the link of the last email to `to` that points at `page`. */
function linkToken(to: string, page: 'confirm' | 'leave'): string {
  const mail = sent.filter((m) => m.to === to).at(-1);
  const match = mail?.text.match(new RegExp(`/waitlist/${page}\\?token=([^\\s)\\]]+)`));
  if (!match) throw new Error(`no ${page} link in the email to ${to}`);
  return decodeURIComponent(match[1]);
}

async function stateOf(email: string): Promise<string[]> {
  const rows = await t.db.select().from(waitlistEntries);
  return rows.filter((r) => r.contact.email === email).map((r) => r.state);
}

describe('POST /api/waitlist/join', () => {
  it('answers 202, stores a pending entry with the email sealed, and sends the opt-in email', async () => {
    const b = body();
    const res = await join.post(b, clientIp());
    expect(res).toMatchObject({ status: 202, body: { status: 'confirmation-sent' } });
    expect(await stateOf(b.email)).toEqual(['pending']);
    // Sealed at rest: the raw column does not contain the address.
    const raw = rowsOf<{ c: string }>(
      await t.db.execute(sql`select contact::text as c from waitlist_entries`),
    );
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.map((r) => r.c).join('\n')).not.toContain(b.email);
    await jobsSettled();
    const mail = sent.find((m) => m.to === b.email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihren Eintrag auf der Warteliste');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('/de-ch/waitlist/confirm?token=');
    expect(mail?.text).not.toContain(encodeURIComponent(b.email));
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'waitlist-email-invalid'],
    ['a date that is not a date', { from: '2030-02-30' }, 'waitlist-range-invalid'],
    ['an end before the start', { from: days(10), to: days(5) }, 'waitlist-range-invalid'],
    ['a start in the past', { from: days(-2) }, 'waitlist-range-invalid'],
    ['an end past the booking horizon', { to: days(400) }, 'waitlist-range-invalid'],
    ['an unknown check-up', { checkupSlug: 'no_such_checkup' }, 'waitlist-selection-invalid'],
    ['an unknown add-on', { services: ['no_such_service'] }, 'waitlist-selection-invalid'],
    ['an unknown location', { locationSlug: 'atlantis' }, 'waitlist-selection-invalid'],
  ])('answers 400 for %s', async (_what, overrides, error) => {
    const b = body(overrides);
    const res = await join.post(b, clientIp());
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await stateOf(b.email)).toEqual([]);
  });

  it('accepts any location offering the check-up (locationSlug null)', async () => {
    const b = body({ locationSlug: null });
    expect((await join.post(b, clientIp())).status).toBe(202);
    const [row] = (await t.db.select().from(waitlistEntries)).filter(
      (r) => r.contact.email === b.email,
    );
    expect(row.locationId).toBeNull();
  });

  it('answers 409 waitlist-limit-reached for a fourth live entry of one email', async () => {
    const email = `capped.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await join.post(body({ email }), clientIp())).status).toBe(202);
    // Another spelling of the same address counts too (the blind index is case-insensitive).
    const res = await join.post(body({ email: email.toUpperCase() }), clientIp());
    expect(res).toMatchObject({ status: 409, body: { error: 'waitlist-limit-reached' } });
    expect(await stateOf(email)).toEqual(['pending', 'pending', 'pending']);
  });

  it('answers 429 rate-limited past the per-client limit', async () => {
    const ip = clientIp();
    const limit = RATE_LIMITS['waitlist-join'].limit;
    for (let i = 0; i < limit; i++) expect((await join.post(body(), ip)).status).toBe(202);
    const res = await join.post(body(), ip);
    expect(res).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('confirm and leave links', () => {
  it('confirms by the emailed link, leaves once, then answers 409', async () => {
    const b = body();
    expect((await join.post(b, clientIp())).status).toBe(202);
    await jobsSettled();
    const res = await confirm.post({ token: linkToken(b.email, 'confirm') }, clientIp());
    expect(res).toMatchObject({ status: 200, body: { entry: { state: 'active' } } });
    expect(await stateOf(b.email)).toEqual(['active']);
    // Confirming again answers the same active entry.
    expect((await confirm.post({ token: linkToken(b.email, 'confirm') }, clientIp())).status).toBe(
      200,
    );

    const token = linkToken(b.email, 'leave');
    const first = await leave.post({ token }, clientIp());
    expect(first).toMatchObject({ status: 200, body: { entry: { state: 'left' } } });
    const again = await leave.post({ token }, clientIp());
    expect(again).toMatchObject({ status: 409, body: { error: 'waitlist-entry-ended' } });
    expect(await stateOf(b.email)).toEqual(['left']);
    // A left entry is not confirmed back.
    const late = await confirm.post({ token: linkToken(b.email, 'confirm') }, clientIp());
    expect(late).toMatchObject({ status: 409, body: { error: 'waitlist-entry-ended' } });
  });

  it('refuses a forged, altered or foreign token with 401 and changes nothing', async () => {
    const b = body();
    expect((await join.post(b, clientIp())).status).toBe(202);
    await jobsSettled();
    const token = linkToken(b.email, 'leave');
    const [row] = (await t.db.select().from(waitlistEntries)).filter(
      (r) => r.contact.email === b.email,
    );
    const altered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const foreign = waitlistLeaveToken({
      id: row.id,
      email: 'other@example.com',
      toDate: row.toDate,
    });
    const wrongPurpose = linkToken(b.email, 'confirm');
    for (const forged of ['v2.forged', altered, foreign, wrongPurpose]) {
      const res = await leave.post({ token: forged }, clientIp());
      expect(res).toMatchObject({ status: 401, body: { error: 'waitlist-link-invalid' } });
    }
    expect(await stateOf(b.email)).toEqual(['pending']);
  });

  it('leaves by the RFC 8058 one-click POST (form body, token in the query)', async () => {
    const b = body();
    expect((await join.post(b, clientIp())).status).toBe(202);
    await jobsSettled();
    const token = linkToken(b.email, 'leave');
    const res = await leave.request({
      method: 'POST',
      query: { token },
      body: 'List-Unsubscribe=One-Click',
      headers: {
        ...clientIp(),
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
      },
    });
    expect(res.status).toBe(200);
    expect(await stateOf(b.email)).toEqual(['left']);
    const [row] = (await t.db.select().from(waitlistEntries)).filter(
      (r) => r.contact.email === b.email,
    );
    expect(row.endedAt).not.toBeNull();
  });
});

describe('offer, accept and earlier-slot links', () => {
  it('refuse forged tokens with 401 and a link of another kind too', async () => {
    const b = body();
    expect((await join.post(b, clientIp())).status).toBe(202);
    await jobsSettled();
    const leaveToken = linkToken(b.email, 'leave');
    for (const api of [offer, accept])
      for (const token of ['v2.forged', leaveToken]) {
        const res = await api.post({ token }, clientIp());
        expect(res).toMatchObject({ status: 401, body: { error: 'waitlist-link-invalid' } });
      }
    const res = await earlierSlot.post({ token: leaveToken, on: true }, clientIp());
    expect(res).toMatchObject({ status: 401, body: { error: 'booking-link-invalid' } });
  });

  it('answer 400 for a body that is not the contract', async () => {
    for (const api of [offer, accept, confirm, leave])
      expect(await api.post({ token: 1 }, clientIp())).toMatchObject({
        status: 400,
        body: { error: 'invalid-request' },
      });
    expect(await earlierSlot.post({ token: 'x', on: 'yes' }, clientIp())).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });
});
