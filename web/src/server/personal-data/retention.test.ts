/**
 * Integration (PGlite; PostgreSQL with DATABASE_URL): retention with a controllable clock.
 * An unpaid hold's person goes `holdRetentionDays` after it ended, a booking's
 * `bookingRetentionDays` after its appointment; rows, times and amounts stay.
 */
import { eq, sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import { rowsOf } from '@/server/db/client';
import { ANONYMISED_PARTNER, ANONYMISED_PERSON, reservations } from '@/server/db/schema';
import { confirmReservation } from '@/server/lifecycle';
import { fetchUnpaidReservation } from '@/server/reservations';
import { startApi } from '@/test/api';
import { holdThroughApi, upcomingSlots, type ReservationDataRequest } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { runRetention } from './retention';

const t = setupTestDb();
/** What a retention run reports: nothing removed but `counts`. */
const removed = (counts: Partial<Awaited<ReturnType<typeof runRetention>>> = {}) => ({
  unpaidHolds: 0,
  pastBookings: 0,
  waitlistEnded: 0,
  waitlistErased: 0,
  ...counts,
});
const settings = { holdRetentionDays: 7, bookingRetentionDays: 730 };
const DAY = 86_400_000;
const HOUR = 3_600_000;

async function book(slot: string, extra: Partial<ReservationDataRequest> = {}) {
  const api = await startApi(createRoute);
  try {
    const { id, email } = await holdThroughApi(api, {
      timeSlotStart: slot,
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
      ...extra,
    });
    return { id, email };
  } finally {
    await api.close();
  }
}
const rowOf = async (id: string) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const rawOf = async (id: string) =>
  rowsOf<{ personal_data: unknown; partner_data: unknown }>(
    await t.db.execute(sql`select personal_data, partner_data from reservations where id = ${id}`),
  )[0];
/** What must survive anonymisation. */
const kept = (r: typeof reservations.$inferSelect) => ({
  id: r.id,
  name: r.name,
  status: r.status,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  totalCents: r.totalCents,
  paidCents: r.paidCents,
  balanceDueCents: r.balanceDueCents,
  checkupSlug: r.checkupSlug,
  locationSlug: r.locationSlug,
  services: r.services,
});

it('removes an unpaid hold’s person after the hold period and a booking’s after the booking period, keeping times and amounts', async () => {
  const slots = (
    await upcomingSlots({ locationSlug: 'bern', checkupSlug: 'whole_body_scan_with_blood_test' })
  ).filter((s) => s.includes('T08:00'));
  const hold = await book(slots[0]);
  const booking = await book(slots[1], {
    personalDataPartner: {
      firstName: 'Ben',
      lastName: 'Partner',
      email: 'ben.retention@example.com',
    },
  });
  const paid = await confirmReservation(
    booking.id,
    { paidCents: 548000, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
    t.db,
  );
  expect(paid.ok).toBe(true);
  const holdBefore = kept(await rowOf(hold.id));
  const bookingRow = await rowOf(booking.id);
  const bookingBefore = kept(bookingRow);
  const realNow = Date.now();

  // Not yet: the hold ended 30 minutes after creation, 7 days have not passed since.
  expect(
    await runRetention({ db: t.db, now: new Date(realNow + 7 * DAY - HOUR), settings }),
  ).toEqual(removed());
  expect((await rowOf(hold.id)).personalData.email).toBe(hold.email);

  // 7 days and an hour later: the hold's person is gone; the paid booking is not a hold.
  const later = new Date(realNow + 7 * DAY + HOUR);
  expect(await runRetention({ db: t.db, now: later, settings })).toEqual(
    removed({ unpaidHolds: 1 }),
  );
  const holdAfter = await rowOf(hold.id);
  expect(holdAfter.personalData).toEqual(ANONYMISED_PERSON);
  expect(holdAfter.emailHash).toBeNull();
  expect(holdAfter.anonymisedAt?.getTime()).toBe(later.getTime());
  expect(kept(holdAfter)).toEqual(holdBefore);
  expect(await rawOf(hold.id)).toEqual({ personal_data: { anonymised: true }, partner_data: null });
  // Idempotent.
  expect(await runRetention({ db: t.db, now: later, settings })).toEqual(removed());

  // The booking: kept until 730 days after its appointment, then the person (and partner) go.
  const end = bookingRow.endsAt.getTime();
  expect(await runRetention({ db: t.db, now: new Date(end + 729 * DAY), settings })).toEqual(
    removed(),
  );
  expect((await rowOf(booking.id)).personalData.email).toBe(booking.email);
  expect(await runRetention({ db: t.db, now: new Date(end + 730 * DAY + HOUR), settings })).toEqual(
    removed({ pastBookings: 1 }),
  );
  const bookingAfter = await rowOf(booking.id);
  expect(bookingAfter.personalData).toEqual(ANONYMISED_PERSON);
  expect(bookingAfter.partnerData).toEqual(ANONYMISED_PARTNER);
  expect(bookingAfter.partnerEmailHash).toBeNull();
  expect(kept(bookingAfter)).toEqual(bookingBefore);
  expect(bookingAfter.paidCents).toBe(548000);
  expect(await rawOf(booking.id)).toEqual({
    personal_data: { anonymised: true },
    partner_data: { anonymised: true },
  });
  // The email no longer opens anything.
  await expect(
    fetchUnpaidReservation(booking.id, booking.email, { db: t.db, now: new Date() }),
  ).rejects.toMatchObject({ code: 'booker-not-proven' }); // unknown and wrong email answer alike (404)
});

it('follows the settings: a shorter hold period removes sooner', async () => {
  const slots = (
    await upcomingSlots({ locationSlug: 'bern', checkupSlug: 'whole_body_scan_with_blood_test' })
  ).filter((s) => s.includes('T12:00'));
  const hold = await book(slots[0]);
  await t.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, hold.id));
  const now = new Date(Date.now() + DAY + HOUR);
  const result = await runRetention({
    db: t.db,
    now,
    settings: { holdRetentionDays: 1, bookingRetentionDays: 730 },
  });
  expect(result.unpaidHolds).toBe(1);
  expect((await rowOf(hold.id)).personalData).toEqual(ANONYMISED_PERSON);
});
