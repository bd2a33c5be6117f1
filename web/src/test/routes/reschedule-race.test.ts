/**
 * docs/operations.md and 34.3 over HTTP: reschedules race creates for one slot without a deadlock
 * (winners = rooms, no overlap, no 5xx, losers 409 already-booked, repeated), and a reschedule
 * is idempotent (the same move twice at once: one move, count +1, one "moved" email; the same
 * Idempotency-Key moves nothing again); resend twice at once sends one email. PGlite and, with
 * DATABASE_URL, PostgreSQL (where the requests really run in parallel).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as rescheduleRoute from '@/pages/api/booking/reschedule';
import * as resendRoute from '@/pages/api/booking/resend';
import { getCatalog } from '@/server/content';
import { reservationDeps } from '@/server/deps';
import { reservations } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import { rescheduleReservation } from '@/server/lifecycle';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { createReservation } from '@/server/hold-requests';
import { createReservationBodySchema } from '@/shared/reservation-input';
import { manageToken } from '@/server/tokens/manage';
import { startApi, type TestApi } from '@/test/api';
import { booker, clientIp, createBody, upcomingSlots } from '@/test/booking';
import { roomOverlaps, rowsOf, setupTestDb } from '@/test/db';
import { payWithDevProvider } from '@/test/pay';
import type { ErrorId } from '@/contracts/error-id';

const t = setupTestDb({ maxConnections: 10 });
const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';
const HOUR = 3_600_000;
/** 20 rounds on PostgreSQL (the audit's setting); fewer on the embedded database. */
const ROUNDS = process.env.DATABASE_URL ? 20 : 4;
let create: TestApi;
let reschedule: TestApi;
let resend: TestApi;
let rooms: number;
/** Upcoming slots at least 5 days ahead, 2 hours apart (no two overlap). */
let free: string[];
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  setMailer({ send: async (mail) => void sent.push(mail) });
  process.env.STAFF_WEBHOOK_URL = '';
  rooms = (await getCatalog({ fresh: true })).locations.find((l) => l.slug === LOCATION)!.roomId
    .length;
  const all = await upcomingSlots({ locationSlug: LOCATION, checkupSlug: CHECKUP }, 85);
  free = [];
  for (const s of all) {
    const at = new Date(s).getTime();
    if (at - Date.now() < 5 * 24 * HOUR) continue;
    if (free.length && at - new Date(free[free.length - 1]).getTime() < 2 * HOUR) continue;
    free.push(s);
  }
  create = await startApi(createRoute, '/api/reservation/create');
  reschedule = await startApi(rescheduleRoute, '/api/booking/reschedule');
  resend = await startApi(resendRoute, '/api/booking/resend');
}, 60_000);
afterAll(async () => {
  await Promise.all([create, reschedule, resend].map((a) => a.close()));
});

function nextSlot(): string {
  const s = free.shift();
  if (!s) throw new Error('out of free slots');
  return s;
}

/** A confirmed, fully paid booking and its manage token. */
async function bookAndPay(start: string) {
  const person = booker({ language: 'en', localization: 'en-ch' });
  const created = await createReservation(
    createReservationBodySchema.parse(createBody({ timeSlotStart: start, personalData: person })),
    await reservationDeps({ fresh: true }),
  );
  const [r] = await t.db.select().from(reservations).where(eq(reservations.id, created.id));
  await payWithDevProvider(r, 'full');
  return {
    id: r.id,
    token: manageToken({ reservationId: r.id, email: person.email, end: r.endsAt }),
  };
}

const overlaps = () => roomOverlaps(t.db, { liveHoldsOnly: true });

type Answer = { error?: string; booking?: { start: string } };

describe('reschedule is idempotent', () => {
  const moved = (id: string) =>
    sent.filter(
      (m) =>
        m.subject.includes('moved') &&
        (m.attachments ?? []).some((a) => String(a.content).includes(id)),
    );

  it('the same move twice at once: one move, count +1, one "moved" email; a repeat answers the booking', async () => {
    const b = await bookAndPay(nextSlot());
    const target = nextSlot();
    await jobsSettled();
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        reschedule.post<Answer>({ token: b.token, timeSlotStart: target }, clientIp()),
      ),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const res of [first, second])
      expect(new Date(res.body.booking!.start).getTime()).toBe(new Date(target).getTime());
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, b.id));
    expect(row.rescheduleCount).toBe(1);
    expect(row.startsAt.getTime()).toBe(new Date(target).getTime());
    // Later, the same move again: nothing changes, the booking answers.
    const again = await reschedule.post<Answer>(
      { token: b.token, timeSlotStart: target },
      clientIp(),
    );
    expect(again.status).toBe(200);
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, b.id));
    expect(after.rescheduleCount).toBe(1);
    await jobsSettled();
    expect(moved(b.id)).toHaveLength(1);
  });

  it('the same Idempotency-Key moves once, even to another slot; a key of another booking is refused', async () => {
    const b = await bookAndPay(nextSlot());
    const [x, y] = [nextSlot(), nextSlot()];
    const key = `move-key-${Date.now()}-abcdef`;
    const headers = () => ({ ...clientIp(), 'idempotency-key': key });
    const [r1, r2] = await Promise.all([
      reschedule.post<Answer>({ token: b.token, timeSlotStart: x }, headers()),
      reschedule.post<Answer>({ token: b.token, timeSlotStart: x }, headers()),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    // A retry of the same request that (wrongly) names another slot still moves nothing.
    const r3 = await reschedule.post<Answer>({ token: b.token, timeSlotStart: y }, headers());
    expect(r3.status).toBe(200);
    expect(new Date(r3.body.booking!.start).getTime()).toBe(new Date(x).getTime());
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, b.id));
    expect(row.rescheduleCount).toBe(1);
    expect(row.startsAt.getTime()).toBe(new Date(x).getTime());

    const other = await bookAndPay(nextSlot());
    const foreign = await reschedule.post<Answer>(
      { token: other.token, timeSlotStart: y },
      headers(),
    );
    expect(foreign).toMatchObject({ status: 400, body: { error: 'reserve-timeslot-error-other' } });
    // A malformed key is a client mistake.
    const bad = await reschedule.post<Answer>(
      { token: other.token, timeSlotStart: y },
      { ...clientIp(), 'idempotency-key': 'short' },
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'reserve-timeslot-error-other' } });
  });

  it('resend twice at once (and again with the same Idempotency-Key): one email', async () => {
    const b = await bookAndPay(nextSlot());
    await jobsSettled();
    sent.length = 0;
    const key = `resend-key-${Date.now()}-abcdef`;
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        resend.post({ token: b.token }, { ...clientIp(), 'idempotency-key': key }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await jobsSettled();
    const booked = sent.filter((m) => m.subject.includes('booked'));
    expect(booked).toHaveLength(1);
  });
});

describe('contention inside a move', () => {
  const contention = (code: string) => Object.assign(new Error('contention'), { code });
  const moveTo = async (id: string, start: string, check: () => ErrorId | null) => {
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    const from = new Date(start);
    return rescheduleReservation(
      id,
      {
        locationId: row.locationId,
        locationSlug: row.locationSlug,
        start: from,
        end: new Date(from.getTime() + (row.endsAt.getTime() - row.startsAt.getTime())),
        roomKeys: [row.roomKey],
        snapshotFor: (locked) => locked.snapshot!,
      },
      check,
      t.db,
    );
  };

  it('a deadlock or serialisation failure is retried once, then answered slot-taken (never thrown)', async () => {
    const b = await bookAndPay(nextSlot());
    let calls = 0;
    const once = await moveTo(b.id, nextSlot(), () => {
      calls += 1;
      if (calls === 1) throw contention('40P01');
      return null;
    });
    expect({ ok: once.ok, calls }).toEqual({ ok: true, calls: 2 });
    const always = await moveTo(b.id, nextSlot(), () => {
      throw contention('40001');
    });
    expect(always).toEqual({ ok: false, reason: 'slot-taken' });
    // Anything else is no contention: it is thrown as before.
    await expect(
      moveTo(b.id, nextSlot(), () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

// Last: its hundreds of emails are still queued when the file ends (the worker is slow, 34.4).
describe('10 reschedules + 10 creates for one slot', () => {
  it(`winners = rooms, no overlap, no 5xx, losers 409 already-booked (${ROUNDS} rounds)`, async () => {
    const movers = [];
    for (let i = 0; i < 10; i++) movers.push(await bookAndPay(nextSlot()));
    for (let round = 0; round < ROUNDS; round++) {
      // Every mover may move again (the policy allows two moves).
      await t.db
        .update(reservations)
        .set({ rescheduleCount: 0 })
        .where(
          inArray(
            reservations.id,
            movers.map((m) => m.id),
          ),
        );
      const target = nextSlot();
      // Abandoned holds in every room of the target, lapsed: both writers expire them first
      // (where the audit's deadlocks came from).
      const abandoned = [];
      for (let i = 0; i < rooms; i++)
        abandoned.push(
          (
            await createReservation(
              createReservationBodySchema.parse(createBody({ timeSlotStart: target })),
              await reservationDeps({ fresh: true }),
            )
          ).id,
        );
      await t.db
        .update(reservations)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(inArray(reservations.id, abandoned));
      const requests = [
        ...movers.map((m) => async () => ({
          kind: 'move' as const,
          res: await reschedule.post<Answer>({ token: m.token, timeSlotStart: target }, clientIp()),
        })),
        ...Array.from({ length: 10 }, () => async () => ({
          kind: 'create' as const,
          res: await create.post<Answer>(createBody({ timeSlotStart: target }), clientIp()),
        })),
      ];
      // Interleaved, so creates and moves really meet.
      const order = requests.map((r, i) => ({ r, k: (i * 7) % requests.length }));
      order.sort((a, b) => a.k - b.k);
      const results = await Promise.all(order.map(({ r }) => r()));
      const statuses = results.map((r) => r.res.status);
      const won = results.filter(
        (r) =>
          (r.kind === 'move' && r.res.status === 200) ||
          (r.kind === 'create' && r.res.status === 201),
      );
      const lost = results.filter((r) => !won.includes(r));
      expect({ round, fivexx: statuses.filter((s) => s >= 500) }).toEqual({ round, fivexx: [] });
      expect({ round, won: won.length }).toEqual({ round, won: rooms });
      expect(
        lost
          .map((r) => [r.res.status, r.res.body.error])
          .filter(
            ([status, error]) =>
              status !== 409 || error !== 'reserve-timeslot-error-already-booked',
          ),
      ).toEqual([]);
      expect(await overlaps()).toBe(0);
      const atTarget = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from reservations where starts_at = ${target}::timestamptz
               and (status = 'confirmed' or (status = 'pending' and hold_expires_at > now()))`,
        ),
      );
      expect(atTarget[0].n).toBe(rooms);
    }
  }, 300_000);
});
