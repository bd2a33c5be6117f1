/**
 * Holds cannot be hoarded (docs/security.md), over real HTTP with the seed's own Settings
 * (one live hold per email, three per client, a burst floor of 10 holds per 10 minutes):
 * - a script rotating X-Forwarded-For (no proxy trusted) and emails is one client: 3 holds;
 * - one email holds one slot at a time;
 * - behind a trusted proxy, many real addresses at one location trigger the proof-of-work
 *   challenge after the burst floor; a solved challenge lets exactly one hold through, and
 *   staff get one summary (a job with the location's and window's id), not a message per hold;
 * - a hold is short until create-intent, which extends it once.
 */
import { sql } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as challengeRoute from '@/pages/api/reservation/challenge';
import * as createRoute from '@/pages/api/reservation/create';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import { localSource, setContentSource } from '@/server/content/source';
import { burstSummaryKey, burstWindow, challengeLevel } from '@/server/holds';
import { jobIdFor } from '@/server/jobs/ids';
import { routeApis } from '@/test/api';
import { booker, clientIp, createBody, slotSupply, upcomingSlots } from '@/test/booking';
import { SEED_PATH } from '@/test/content-seed';
import { rowsOf, setupTestDb } from '@/test/db';

const t = setupTestDb();
const { create, challenge, createIntent } = routeApis({
  create: [createRoute, '/api/reservation/create'],
  challenge: [challengeRoute, '/api/reservation/challenge'],
  createIntent: [createIntentRoute, '/api/payment/create-intent'],
});
const slots = slotSupply();
const slot = () => slots.take();

type Created = { reservation?: { id: string; name: string }; error?: string };

beforeAll(async () => {
  // The seed's Settings, not the raised burst floor the other route tests use (jest.setup.ts).
  setContentSource(localSource(SEED_PATH));
  // Slots that do not overlap (the check-up takes 155 min), so no room runs out.
  await slots.fill({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
});
afterAll(async () => {
  setContentSource(null);
});

/** Starts every test at a location with no recent holds (the burst counts creation times). */
beforeEach(async () => {
  await t.db.execute(sql`delete from reservations`);
});

const hops = process.env.TRUSTED_PROXY_HOPS;
afterEach(() => {
  process.env.TRUSTED_PROXY_HOPS = hops;
});

const count = async (where: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql.raw(`select count(*)::int as n from reservations where ${where}`)),
  )[0].n;

async function staffJobs(): Promise<{ id: string; event: string }[]> {
  return rowsOf<{ id: string; event: string }>(
    await t.db.execute(
      sql.raw(
        `select id::text as id, data->>'event' as event from ${t.handle.jobsSchema}.job where name = 'staff'`,
      ),
    ),
  );
}

describe('caps', () => {
  it('limits a script rotating X-Forwarded-For and emails to the per-client cap (no proxy trusted)', async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    const statuses: (number | string | undefined)[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await create.post<Created>(createBody({ timeSlotStart: slot() }), {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(res.status === 201 ? 201 : res.body.error);
    }
    expect(statuses).toEqual([201, 201, 201, ...Array(5).fill('hold-limit-client')]);
    expect(await count(`status = 'pending'`)).toBe(3);
  });

  it('allows one live hold per email, and another once it lapsed', async () => {
    const person = booker();
    const first = await create.post<Created>(
      createBody({ timeSlotStart: slot(), personalData: person }),
      clientIp(),
    );
    expect(first.status).toBe(201);
    // another slot, another client, the same email in other letters
    const second = await create.post<Created>(
      createBody({
        timeSlotStart: slot(),
        personalData: { ...person, email: person.email.toUpperCase() },
      }),
      clientIp(),
    );
    expect(second).toMatchObject({ status: 409, body: { error: 'hold-limit-email' } });
    await t.db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${first.body.reservation!.id}`,
    );
    const third = await create.post<Created>(
      createBody({ timeSlotStart: slot(), personalData: person }),
      clientIp(),
    );
    expect(third.status).toBe(201);
  });
});

describe('burst at one location', () => {
  async function solved(location = 'zurich_bellevue'): Promise<string> {
    const res = await challenge.get<Challenge>({ location });
    expect(res.status).toBe(200);
    const solution = await solveChallenge({ challenge: res.body, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge: res.body, solution })).toString('base64');
  }

  it('100 creates at once from 100 addresses: at most the floor granted, the rest 428 (docs/operations.md)', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    // Bern, as in the audit; 50 slots that do not overlap, two requests each: never more than
    // the floor (10) granted, so no slot runs out of rooms.
    const starts = (
      await upcomingSlots(
        { locationSlug: 'bern', checkupSlug: 'whole_body_scan_with_blood_test' },
        60,
      )
    )
      .filter((s) => ['08:00', '11:00', '14:00'].includes(s.slice(11, 16)))
      .slice(0, 50);
    expect(starts).toHaveLength(50);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        create.post<Created>(
          createBody({ timeSlotStart: starts[i % 50], locationSlug: 'bern' }),
          clientIp(),
        ),
      ),
    );
    const answers = results.map((r) => (r.status === 201 ? 201 : `${r.status} ${r.body.error}`));
    const granted = answers.filter((a) => a === 201).length;
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a !== 201)).toEqual(
      Array(100 - granted).fill('428 hold-challenge-required'),
    );
    expect(await count(`status = 'pending'`)).toBe(granted);
  });

  it('asks for the proof-of-work above the floor; a solved one lets one hold through', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'; // real, distinct addresses behind a proxy
    await t.db.execute(sql.raw(`delete from ${t.handle.jobsSchema}.job where name = 'staff'`));
    const windowsBefore = burstWindow(new Date()).start;
    const statuses: (number | string | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await create.post<Created>(createBody({ timeSlotStart: slot() }), clientIp());
      statuses.push(res.status === 201 ? 201 : res.body.error);
    }
    // the seed's holdBurstMinimum (10): the 11th hold at the location needs the challenge
    expect(statuses).toEqual([
      ...Array(10).fill(201),
      'hold-challenge-required',
      'hold-challenge-required',
    ]);

    const payload = await solved();
    const body = { ...createBody({ timeSlotStart: slot() }), challenge: payload };
    const ok = await create.post<Created>(body, clientIp());
    expect(ok.status).toBe(201);
    // spent: the same solution does not let a second hold through
    const replay = await create.post<Created>(
      { ...createBody({ timeSlotStart: slot() }), challenge: payload },
      clientIp(),
    );
    expect(replay).toMatchObject({ status: 403, body: { error: 'hold-challenge-invalid' } });
    const forged = await create.post<Created>(
      {
        ...createBody({ timeSlotStart: slot() }),
        challenge: Buffer.from('{"challenge":{}}').toString('base64'),
      },
      clientIp(),
    );
    expect(forged).toMatchObject({ status: 403, body: { error: 'hold-challenge-invalid' } });
    // a (cheap) challenge of a quiet location does not pay for a hold here
    const elsewhere = await create.post<Created>(
      { ...createBody({ timeSlotStart: slot() }), challenge: await solved('bern') },
      clientIp(),
    );
    expect(elsewhere).toMatchObject({ status: 403, body: { error: 'hold-challenge-invalid' } });
    expect(await count(`status = 'pending'`)).toBe(11);

    // Staff: ten messages for the ten holds before the burst, one summary for the burst.
    const windowsAfter = burstWindow(new Date()).start;
    const jobs = await staffJobs();
    expect(jobs.filter((j) => j.event === 'reserve-timeslot-success')).toHaveLength(10);
    const summaries = jobs.filter((j) => j.event === 'hold-burst');
    // One per window: two only when the test ran across a window's end.
    const expected = [...new Set([windowsBefore, windowsAfter].map((w) => w.toISOString()))].map(
      (w) => jobIdFor(burstSummaryKey('location.zurich_bellevue', new Date(w))),
    );
    expect(summaries.length).toBeGreaterThanOrEqual(1);
    expect(summaries.length).toBeLessThanOrEqual(expected.length);
    for (const summary of summaries) expect(expected).toContain(summary.id);
  }, 60_000);

  it('does not ask at another location', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    for (let i = 0; i < 10; i++)
      expect((await create.post(createBody({ timeSlotStart: slot() }), clientIp())).status).toBe(
        201,
      );
    const [bern] = await upcomingSlots({
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
    });
    const res = await create.post(
      createBody({ timeSlotStart: bern, locationSlug: 'bern' }),
      clientIp(),
    );
    expect(res.status).toBe(201);
  });
});

describe('challengeLevel', () => {
  it('doubles the work for every further burst floor of holds, up to 2^6', () => {
    expect(
      [9, 10, 19, 20, 30, 40, 1000].map((recent) => challengeLevel({ recent, threshold: 10 })),
    ).toEqual([0, 0, 0, 1, 2, 3, 6]);
  });
});

describe('hold time', () => {
  it('is short until the payment starts, then extended once', async () => {
    const person = booker();
    const res = await create.post<Created>(
      createBody({ timeSlotStart: slot(), personalData: person }),
      clientIp(),
    );
    expect(res.status).toBe(201);
    const id = res.body.reservation!.id;
    const expiry = async () =>
      rowsOf<{ ms: number }>(
        await t.db.execute(
          sql`select extract(epoch from hold_expires_at - now()) * 1000 as ms from reservations where id = ${id}`,
        ),
      ).map((r) => Number(r.ms))[0];
    expect(await expiry()).toBeLessThanOrEqual(10 * 60_000 + 5000); // initialHoldMinutes
    const intent = await createIntent.post(
      { reservationId: id, email: person.email, option: 'full' },
      clientIp(),
    );
    expect(intent.status).toBe(200);
    const extended = await expiry();
    expect(extended).toBeGreaterThan(25 * 60_000); // holdMinutes (30)
    // a second create-intent does not renew it
    await t.db.execute(
      sql`update reservations set hold_expires_at = now() + interval '2 minutes' where id = ${id}`,
    );
    expect(
      (
        await createIntent.post(
          { reservationId: id, email: person.email, option: 'deposit' },
          clientIp(),
        )
      ).status,
    ).toBe(200);
    expect(await expiry()).toBeLessThanOrEqual(2 * 60_000 + 5000);
  });
});
