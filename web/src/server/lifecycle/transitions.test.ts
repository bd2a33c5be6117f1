import { eq, sql } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { buildBooking, storedPerson } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { cancelReservation, confirmReservation, expireReservation } from './transitions';
import { sweepExpiredHolds } from './stale-holds';
import { getReservation } from '@/server/reservations/lookups';

const t = setupTestDb();

const person = storedPerson('en');
let n = 0;
async function hold(
  start: string,
  opts: { room?: string; holdMs?: number; discountCode?: string } = {},
) {
  n += 1;
  return buildBooking(t.db, {
    locationSlug: 'bern',
    roomKey: opts.room ?? 'brn-mri-1',
    startsAt: new Date(start),
    minutes: 90,
    checkupSlug: 'whole_body_scan',
    services: [],
    // One live hold per email and start (the database refuses more): a booker per hold.
    person: { ...person, email: `tr-${n}@example.com` },
    totalCents: 0,
    holdExpiresAt: new Date(Date.now() + (opts.holdMs ?? 600_000)),
    discountCode: opts.discountCode ?? null,
  });
}
const payment = {
  paidCents: 30000,
  balanceDueCents: 218000,
  paymentIntentId: 'pi_1',
  provider: 'stripe',
};

describe('confirmReservation', () => {
  it('confirms a pending hold with the payment, once (idempotent)', async () => {
    const r = await hold('2030-03-04T09:00:00Z');
    const first = await confirmReservation(r.id, payment, t.db);
    expect(first).toMatchObject({
      ok: true,
      changed: true,
      reservation: {
        status: 'confirmed',
        paidCents: 30000,
        balanceDueCents: 218000,
        paymentIntentId: 'pi_1',
        paymentProvider: 'stripe',
      },
    });
    expect(first.ok && first.reservation.confirmedAt).toBeInstanceOf(Date);
    const again = await confirmReservation(r.id, { ...payment, paymentIntentId: 'pi_other' }, t.db);
    expect(again).toMatchObject({
      ok: true,
      changed: false,
      reservation: { paymentIntentId: 'pi_1' },
    });
  });

  it('confirms concurrent calls exactly once', async () => {
    const r = await hold('2030-03-04T12:00:00Z');
    const results = await Promise.all(
      [1, 2, 3].map(() => confirmReservation(r.id, { ...payment, paymentIntentId: null }, t.db)),
    );
    expect(results.filter((x) => x.ok && x.changed)).toHaveLength(1);
    expect(results.every((x) => x.ok)).toBe(true);
  });

  it('confirms a late payment on an expired hold while its room is free', async () => {
    const r = await hold('2030-03-05T09:00:00Z');
    await expireReservation(r.id, t.db);
    const res = await confirmReservation(r.id, { ...payment, paymentIntentId: 'pi_late' }, t.db);
    expect(res).toMatchObject({ ok: true, changed: true, reservation: { status: 'confirmed' } });
  });

  it('reports slot-lost when someone else took the room meanwhile', async () => {
    const r = await hold('2030-03-06T09:00:00Z');
    await expireReservation(r.id, t.db);
    await hold('2030-03-06T09:30:00Z'); // same room, overlapping
    const res = await confirmReservation(r.id, { ...payment, paymentIntentId: 'pi_lost' }, t.db);
    expect(res).toMatchObject({ ok: false, reason: 'slot-lost' });
    expect((await getReservation(r.id, t.db))!.status).toBe('expired'); // nothing half-written
  });

  it("re-checks a lapsed hold's capped code: code-exhausted when others took it, nothing changed", async () => {
    const late = await hold('2030-03-28T09:00:00Z', { discountCode: 'once', holdMs: -1000 });
    const other = await hold('2030-03-28T09:00:00Z', { room: 'brn-mri-2', discountCode: 'ONCE' });
    const lapsed = await confirmReservation(
      late.id,
      { ...payment, paymentIntentId: 'pi_code' },
      t.db,
      {
        discountCodeCap: 1,
      },
    );
    expect(lapsed).toMatchObject({ ok: false, reason: 'code-exhausted' });
    expect((await getReservation(late.id, t.db))!).toMatchObject({
      status: 'pending',
      paidCents: 0,
    });
    // The live hold that took it keeps it, even if the cap was lowered below its count since.
    expect(
      await confirmReservation(other.id, { ...payment, paymentIntentId: 'pi_live' }, t.db, {
        discountCodeCap: 0,
      }),
    ).toMatchObject({ ok: true, changed: true });
    // With a redemption left the lapsed hold is confirmed.
    expect(
      await confirmReservation(late.id, { ...payment, paymentIntentId: 'pi_code' }, t.db, {
        discountCodeCap: 2,
      }),
    ).toMatchObject({ ok: true, changed: true });
  });

  it('gets the room back from a stale hold that nobody marked expired', async () => {
    const r = await hold('2030-03-07T09:00:00Z');
    await expireReservation(r.id, t.db);
    await hold('2030-03-07T09:00:00Z', { holdMs: -1000 }); // lapsed, still stored as pending
    const res = await confirmReservation(r.id, { ...payment, paymentIntentId: 'pi_back' }, t.db);
    expect(res).toMatchObject({ ok: true, changed: true });
  });

  it('refuses cancelled and unknown reservations', async () => {
    const r = await hold('2030-03-08T09:00:00Z');
    await cancelReservation(r.id, t.db);
    expect(
      await confirmReservation(r.id, { ...payment, paymentIntentId: null }, t.db),
    ).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(
      await confirmReservation('00000000-0000-4000-8000-000000000000', payment, t.db),
    ).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await confirmReservation('nope', payment, t.db)).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });
});

describe('expire, cancel, sweep', () => {
  it('cancels pending and confirmed reservations, which frees the room', async () => {
    const r = await hold('2030-03-09T09:00:00Z');
    await confirmReservation(r.id, { ...payment, paymentIntentId: null }, t.db);
    expect(await cancelReservation(r.id, t.db)).toMatchObject({
      ok: true,
      changed: true,
      reservation: { status: 'cancelled' },
    });
    await hold('2030-03-09T09:00:00Z'); // the room is free again
    expect(await expireReservation(r.id, t.db)).toMatchObject({ ok: false, reason: 'not-allowed' });
  });

  it('does not expire a confirmed reservation', async () => {
    const r = await hold('2030-03-10T09:00:00Z');
    await confirmReservation(r.id, { ...payment, paymentIntentId: null }, t.db);
    expect(await expireReservation(r.id, t.db)).toMatchObject({ ok: false, reason: 'not-allowed' });
  });

  it('sweeps lapsed holds only', async () => {
    const live = await hold('2030-03-11T09:00:00Z');
    const lapsed = await hold('2030-03-11T09:00:00Z', { room: 'brn-mri-2', holdMs: -1000 });
    await sweepExpiredHolds(t.db);
    const status = async (id: string) =>
      (
        await t.db
          .select({ s: reservations.status })
          .from(reservations)
          .where(eq(reservations.id, id))
      )[0].s;
    expect(await status(live.id)).toBe('pending');
    expect(await status(lapsed.id)).toBe('expired');
    const left = await t.db.execute(
      sql`select count(*)::int as n from reservations where status = 'pending' and hold_expires_at < now()`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
