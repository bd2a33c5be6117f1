/**
 * Must-show (docs/waitlist.md), on PGlite and on PostgreSQL (DATABASE_URL), with
 * pg-boss's TestClock: the waitlist's jobs are fetched from the real queue and run by its
 * handler, as the worker would, at the queue's time. A cancel offers the freed slot to the
 * first matching entry only; an unanswered offer passes on after the hold time; two slots
 * freeing at once go to two people; a slot freed again while its offer is open is not offered
 * twice; a restart of the queue in the middle of an offer keeps it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { getCatalog } from '@/server/content';
import {
  reservations,
  waitlistEntries,
  waitlistOffers,
  type Reservation,
} from '@/server/db/schema';
import type { WaitlistJob } from '@/server/jobs/queues';
import { cancelByBooker } from '@/server/lifecycle';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { emailHash } from '@/server/privacy/blind-index';
import { waitlistConfirmToken } from '@/server/tokens/waitlist';
import { resolveBooking } from '@/server/reservations/booking';
import { upcomingSlots } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { until } from '@/test/wait';
import { createReservation } from '@/server/hold-requests/create';
import { booker, buildBooking, storedPerson } from '@/test/booking';
import { waitlistOfferToken } from '@/server/tokens/waitlist';
import { confirmEntry, joinWaitlist, setEarlierSlot } from './entries';
import { acceptEarlierSlot, offerView } from './offer-link';
import { staffWaitlist } from './staff';
import { testActor } from '@/test/desk';
import { afterContentPublished } from './content';
import { announceSlotFreed } from '@/server/lifecycle/slot-freed';
import { handleWaitlistJob } from './jobs';
import { summaryCreate } from './__fixtures__/race';

const LOCATION = 'location.zurich_bellevue';
const SELECTION = {
  locationSlug: 'zurich_bellevue',
  checkupSlug: 'whole_body_scan_with_blood_test',
  services: [] as string[],
};
const MINUTE = 60_000;

const clock = new TestClock(Date.now());
const t = setupTestDb({ clock, worker: false });
const sent: OutgoingMail[] = [];
let slots: string[] = [];
let nextSlot = 0;
let people = 0;
/** The location's rooms and the check-up's length, from the seed content. */
let rooms: string[] = [];
let durationMinutes = 0;

beforeAll(async () => {
  setMailer({ send: async (mail) => void sent.push(mail) });
  const catalog = await getCatalog();
  const resolved = resolveBooking(catalog, SELECTION);
  if (!resolved.ok) throw new Error(resolved.problem);
  rooms = [...resolved.booking.location!.roomId];
  durationMinutes = resolved.booking.totalDuration;
  expect(rooms.length).toBeGreaterThanOrEqual(3);
  // Slots far apart (a day each), so that no test's interval touches another's.
  const all = await upcomingSlots(SELECTION, 40);
  const days = new Set<string>();
  slots = all.filter((s) => {
    const day = s.slice(0, 10);
    if (days.has(day) || s.slice(11, 16) !== '11:00') return false;
    days.add(day);
    return true;
  });
  expect(slots.length).toBeGreaterThan(6);
}, 120_000);
afterAll(() => setMailer(null));

const now = () => new Date(clock.now());

/** Runs every due waitlist job from the queue, as the worker would, until none is due. */
async function drain(options: { parallel?: boolean } = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    // Jobs written in a change's transaction start at the database's now(): the queue's time
    // never runs behind the wall clock (it only jumps ahead, to an offer's expiry).
    if (clock.now() < Date.now()) await clock.setTime(Date.now());
    const batch = await t.jobs.boss.fetch<WaitlistJob>('waitlist', { batchSize: 20 });
    if (!batch || batch.length === 0) return ran;
    const run = async (job: { id: string; data: WaitlistJob }) => {
      await handleWaitlistJob(job, { db: t.db, now });
      await t.jobs.boss.complete('waitlist', job.id);
    };
    if (options.parallel) await Promise.all(batch.map(run));
    else for (const job of batch) await run(job);
    ran += batch.length;
  }
}

/** A slot's day with all three rooms booked (confirmed); the bookings, one per room. */
async function fullSlot(): Promise<{ start: Date; bookings: Reservation[] }> {
  const iso = slots[nextSlot++];
  if (!iso) throw new Error('test ran out of slots');
  const start = new Date(iso);
  const bookings: Reservation[] = [];
  for (const roomKey of rooms) {
    people += 1;
    const email = `booked.${people}@example.com`;
    bookings.push(
      await buildBooking(t.db, {
        status: 'confirmed',
        roomKey,
        startsAt: start,
        minutes: durationMinutes,
        services: [],
        person: { ...storedPerson('de'), firstName: 'Booked', lastName: 'Person', email },
      }),
    );
  }
  return { start, bookings };
}

/** A confirmed (active) entry for the slot's day at Zurich; joined in call order. */
async function activeEntry(day: Date): Promise<{ id: string; email: string }> {
  people += 1;
  const email = `waiting.${people}@example.com`;
  const date = day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });
  const catalog = await getCatalog();
  const { id } = await joinWaitlist(
    {
      checkupSlug: SELECTION.checkupSlug,
      services: [],
      locationSlug: SELECTION.locationSlug,
      from: date,
      to: date,
      email,
      language: 'de',
      localization: 'de-ch',
    },
    { db: t.db, catalog, now: now() },
  );
  await confirmEntry(waitlistConfirmToken({ id, email, now: now() }), {
    db: t.db,
    catalog,
    now: now(),
  });
  return { id, email };
}

/**
 * A full slot with two entries waiting for it (first, then second); then booking `index` of
 * the slot is cancelled, and the queue has run after each step.
 */
async function twoWaitingThenCancel(index: number) {
  const { start, bookings } = await fullSlot();
  const first = await activeEntry(start);
  const second = await activeEntry(start);
  await drain();
  await cancel(bookings[index]);
  await drain();
  return { start, bookings, first, second };
}

const cancel = (booking: Reservation) =>
  cancelByBooker(booking.id, () => ({ ok: true, refundCents: 0, keptCents: 0 }), t.db);

async function offersOf(entryId: string) {
  return t.db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.entryId, entryId))
    .orderBy(waitlistOffers.createdAt);
}

async function holdOf(offerId: string): Promise<Reservation> {
  const [offer] = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
  const [hold] = await t.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, offer.holdReservationId));
  return hold;
}

const offerMailsTo = (email: string) =>
  sent.filter((m) => m.to === email && m.headers?.['List-Unsubscribe-Post']);

describe('the waitlist engine', () => {
  beforeAll(async () => {
    // The confirmation emails of the entries below are not what these tests look at.
    await drain();
  });

  // First: the hold's lapse job is scheduled at its real expiry, so the queue's clock must not
  // have been moved past it by the tests below before the hold is placed.
  it('offers the slot of an ordinary hold that lapsed unpaid', async () => {
    const { start, bookings } = await fullSlot();
    const first = await activeEntry(start);
    await drain();
    // A visitor's hold on the one room a cancel freed: no offer while it is live.
    await cancel(bookings[0]);
    const catalog = await getCatalog();
    people += 1;
    const visitor = `visitor.${people}@example.com`;
    const hold = await createReservation(summaryCreate(start, visitor), {
      db: t.db,
      catalog,
      now: new Date(),
    });
    // The cancel's job runs after the hold took the room: it offers nothing.
    await drain();
    expect(await offersOf(first.id)).toEqual([]);

    // Its time runs out (the database's clock decides), and its lapse job comes due.
    const [row] = await t.db
      .update(reservations)
      .set({ holdExpiresAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(reservations.id, hold.id))
      .returning();
    await until(
      async () => {
        const [lapsed] = await t.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.id, hold.id), sql`${reservations.holdExpiresAt} < now()`));
        return lapsed !== undefined;
      },
      { what: "the database's clock past the hold's end" },
    );
    await clock.setTime(Math.max(clock.now(), row.holdExpiresAt!.getTime() + 11 * MINUTE));
    await drain();

    expect(
      (await t.db.select().from(reservations).where(eq(reservations.id, hold.id)))[0].status,
    ).toBe('expired');
    const [offer] = await offersOf(first.id);
    expect(offer).toMatchObject({ state: 'open' });
    expect(offer.startsAt.getTime()).toBe(start.getTime());
  });

  it('offers a cancelled slot to the first matching entry only, as an ordinary hold', async () => {
    const { start, bookings } = await fullSlot();
    const first = await activeEntry(start);
    const second = await activeEntry(start);
    await drain();
    sent.length = 0;

    await cancel(bookings[0]);
    await drain();

    const [offer] = await offersOf(first.id);
    expect(offer).toMatchObject({ state: 'open', locationId: LOCATION });
    expect(offer.startsAt.getTime()).toBe(start.getTime());
    expect(await offersOf(second.id)).toEqual([]);
    const hold = await holdOf(offer.id);
    expect(hold).toMatchObject({ status: 'pending', roomKey: bookings[0].roomKey });
    expect(hold.personalData.email).toBe(first.email);
    expect(hold.emailHash).toBe(emailHash(first.email));
    // Held for the Settings' waitlist hold time (30 min in the seed), from the database's now.
    const held = hold.holdExpiresAt!.getTime() - hold.createdAt.getTime();
    expect(held).toBeGreaterThanOrEqual(30 * MINUTE - 1000);
    expect(held).toBeLessThanOrEqual(30 * MINUTE + 1000);
    expect(offer.expiresAt.getTime()).toBe(hold.holdExpiresAt!.getTime());
    // One email, to the first entry only, with the one-click leave headers.
    expect(offerMailsTo(first.email)).toHaveLength(1);
    expect(offerMailsTo(second.email)).toHaveLength(0);
    const unsubscribe = offerMailsTo(first.email)[0].headers?.['List-Unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(/^<http.*\/api\/waitlist\/leave\?token=v2\./);
    // A signed token, never the address, in the links.
    expect(unsubscribe).not.toContain(encodeURIComponent(first.email));
    expect(unsubscribe).not.toContain(first.email);
  });

  it('passes an unanswered offer on to the next entry after the hold time', async () => {
    const { start, first, second } = await twoWaitingThenCancel(1);
    const [offer] = await offersOf(first.id);
    expect(offer.state).toBe('open');
    expect(await offersOf(second.id)).toEqual([]);

    // A minute before the hold ends nothing moves; just after it, the offer passes on.
    await clock.setTime(offer.expiresAt.getTime() - MINUTE);
    await drain();
    expect((await offersOf(first.id))[0].state).toBe('open');
    // Just past its expiry: the next offer, made after this, lapses later (never in this drain).
    await clock.setTime(offer.expiresAt.getTime() + 1);
    await drain();

    // Not back to the first entry, not even shifted within the freed time.
    expect((await offersOf(first.id)).map((o) => o.state)).toEqual(['expired']);
    // Its link (valid past the hold) tells the page what became of it: expired and passed on,
    // the entry still waiting; nothing to book.
    const closed = await offerView(
      waitlistOfferToken({ id: offer.id, email: first.email, expiresAt: offer.expiresAt }),
      { db: t.db, catalog: await getCatalog(), now: new Date() },
    );
    expect(closed.state).toBe('expired');
    expect(closed.entry.state).toBe('active');
    expect((await holdOf(offer.id)).status).toBe('expired');
    const [next] = await offersOf(second.id);
    expect(next).toMatchObject({ state: 'open' });
    expect(next.startsAt.getTime()).toBe(start.getTime());
    expect((await holdOf(next.id)).personalData.email).toBe(second.email);
    // The first entry still waits (for another slot): it is not offered this one again.
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, first.id));
    expect(entry.state).toBe('active');
  });

  it('gives two slots freed at once to two different people', async () => {
    const { start, bookings } = await fullSlot();
    const first = await activeEntry(start);
    const second = await activeEntry(start);
    const third = await activeEntry(start);
    await drain();
    await Promise.all([cancel(bookings[0]), cancel(bookings[2])]);
    await drain({ parallel: true });

    const offers = [
      ...(await offersOf(first.id)),
      ...(await offersOf(second.id)),
      ...(await offersOf(third.id)),
    ];
    expect(offers.map((o) => o.state)).toEqual(['open', 'open']);
    expect(new Set(offers.map((o) => o.entryId)).size).toBe(2);
    // The first two in joining order, each in a room of its own.
    expect(offers.map((o) => o.entryId).sort()).toEqual([first.id, second.id].sort());
    const heldRooms = await Promise.all(offers.map(async (o) => (await holdOf(o.id)).roomKey));
    expect(new Set(heldRooms).size).toBe(2);
  });

  it('does not offer a slot again while its offer is open', async () => {
    const { start, bookings, first, second } = await twoWaitingThenCancel(0);
    expect(await offersOf(first.id)).toHaveLength(1);

    // The same interval announced freed again (another event on it) while the offer is open.
    await t.db.transaction(async (tx) =>
      announceSlotFreed(
        tx as never,
        { locationId: LOCATION, startsAt: start, endsAt: bookings[0].endsAt },
        { kind: 'release', reservationId: '00000000-0000-4000-8000-000000000001' },
      ),
    );
    await drain();

    expect(await offersOf(first.id)).toHaveLength(1);
    expect(await offersOf(second.id)).toEqual([]);
    const live = await t.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.locationId, LOCATION),
          eq(reservations.startsAt, start),
          sql`${reservations.status} in ('pending', 'confirmed')`,
        ),
      );
    expect(live).toHaveLength(3); // two bookings and the one hold: never two holds
  });

  it('keeps an open offer over a restart of the queue and passes it on afterwards', async () => {
    const { first, second } = await twoWaitingThenCancel(2);
    const [offer] = await offersOf(first.id);
    expect(offer.state).toBe('open');

    // The process stops (queue and worker) and a new one starts on the same database.
    await t.restartJobs();
    expect((await offersOf(first.id))[0].state).toBe('open');
    expect((await holdOf(offer.id)).status).toBe('pending');

    // Just past its expiry: the next offer, made after this, lapses later (never in this drain).
    await clock.setTime(offer.expiresAt.getTime() + 1);
    await drain();
    expect((await offersOf(first.id))[0].state).toBe('expired');
    expect(await offersOf(second.id)).toHaveLength(1);
  });

  it('lets the entry book the held slot through the summary (released and taken again)', async () => {
    const { start, bookings, first, second } = await twoWaitingThenCancel(1);
    const [offer] = await offersOf(first.id);
    const catalog = await getCatalog();
    const deps = { db: t.db, catalog, now: new Date() };

    // What the offer page gives the booking store: the slot, the slugs and the hold to release.
    const view = await offerView(
      waitlistOfferToken({ id: offer.id, email: first.email, expiresAt: offer.expiresAt }),
      deps,
    );
    expect(view).toMatchObject({
      state: 'open',
      checkupSlug: SELECTION.checkupSlug,
      locationSlug: SELECTION.locationSlug,
      hold: { reservationId: offer.holdReservationId, email: first.email },
      booking: null,
    });
    expect(new Date(view.start).getTime()).toBe(start.getTime());

    // The summary step's create, as the visitor sends it: their data, the held slot, releases.
    const booked = await createReservation(
      {
        reservationData: {
          checkupSlug: view.checkupSlug,
          locationSlug: view.locationSlug,
          services: view.services,
          timeSlotStart: view.start,
          paymentId: null,
          discountCode: null,
          reservationIdPartner: null,
          personalDataPartner: null,
          personalData: { ...booker(), email: first.email, localization: 'de-ch' } as never,
        },
        releases: [view.hold],
      },
      deps,
    );
    expect(booked.status).toBe('pending');
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row.startsAt.getTime()).toBe(start.getTime());
    expect(row.roomKey).toBe(bookings[1].roomKey);
    expect((await holdOf(offer.id)).status).toBe('cancelled');
    await drain();
    // The release announced the slot freed, but the visitor holds it again: nobody else is offered it.
    expect(await offersOf(second.id)).toEqual([]);

    await clock.setTime(offer.expiresAt.getTime() + 1);
    await drain();
    const [taken] = await offersOf(first.id);
    expect(taken).toMatchObject({ state: 'taken', bookingReservationId: booked.id });
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, first.id));
    expect(entry.state).toBe('booked');
    expect(await offersOf(second.id)).toEqual([]);

    // The staff desk's list shows who was offered which slot, and the booking that took it.
    const list = await staffWaitlist(testActor({ language: 'en' }), LOCATION, {
      db: t.db,
      catalog,
    });
    const shown = list!.entries.find((e) => e.id === first.id)!;
    expect(shown).toMatchObject({ state: 'booked', email: first.email, thisLocationOnly: true });
    expect(shown.offers).toEqual([
      expect.objectContaining({ state: 'taken', bookingReference: row.name }),
    ]);
    expect(shown.offers[0].start).toBe(start.toISOString());
  });

  it('moves a booking to an earlier freed slot as a reschedule when its offer is accepted', async () => {
    const early = await fullSlot();
    const later = await fullSlot();
    const catalog = await getCatalog();
    const deps = { db: t.db, catalog, now: new Date() };
    const booking = later.bookings[0];
    const email = booking.personalData.email;
    expect(await setEarlierSlot(booking, true, deps)).toEqual({ on: true, openOffer: null });
    await drain();

    await cancel(early.bookings[2]);
    await drain();
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.reservationId, booking.id));
    const [offer] = await offersOf(entry.id);
    expect(offer.startsAt.getTime()).toBe(early.start.getTime());
    expect((await setEarlierSlot(booking, undefined, deps)).openOffer?.start).toBe(
      early.start.toISOString(),
    );
    expect(sent.some((m) => m.to === email && m.subject.includes(`(${booking.name})`))).toBe(true);

    const moved = await acceptEarlierSlot(
      waitlistOfferToken({ id: offer.id, email, expiresAt: offer.expiresAt }),
      deps,
    );
    expect(new Date(moved.start).getTime()).toBe(early.start.getTime());
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booking.id));
    // The same booking, moved once, paid as before: no second payment, no new reservation.
    expect(row).toMatchObject({ status: 'confirmed', rescheduleCount: 1 });
    expect(row.paidCents).toBe(booking.paidCents);
    expect(row.startsAt.getTime()).toBe(early.start.getTime());
    expect((await offersOf(entry.id))[0].state).toBe('taken');
    expect((await setEarlierSlot(booking, undefined, deps)).on).toBe(false);
  });

  it('looks again for the entries of a location when it is published (capacity)', async () => {
    // A day with free rooms (nothing booked), and an entry that joined for it.
    const iso = slots[nextSlot++];
    const day = new Date(iso);
    const entry = await activeEntry(day);
    await drain();
    expect(await offersOf(entry.id)).toEqual([]);

    // Another document's publish changes nothing; the location's gives one look.
    await afterContentPublished({ type: 'checkupPackage', id: 'checkupPackage.x' });
    await afterContentPublished({ type: 'location', id: 'drafts.location.zurich_bellevue' });
    await drain();
    expect(await offersOf(entry.id)).toEqual([]);
    await afterContentPublished({ type: 'location', id: LOCATION });
    await drain();
    const [offer] = await offersOf(entry.id);
    expect(offer).toMatchObject({ state: 'open', locationId: LOCATION });
    // The earliest free slot of the entry's day.
    expect(offer.startsAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' })).toBe(
      day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' }),
    );
    expect(offer.startsAt.getTime()).toBeLessThanOrEqual(day.getTime());
  });
});
