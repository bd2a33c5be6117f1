/**
 * Taking an earlier-slot offer is one handover (docs/waitlist.md "Taking an offer"), on PGlite
 * and on PostgreSQL (DATABASE_URL), against the file's running job worker: in every round a
 * booked visitor accepts the offered earlier slot (`acceptEarlierSlot`, POST
 * /api/waitlist/accept) while other visitors keep trying to create a hold on the same slot and
 * a second entry waits for it. The booking must end on the offered slot every time: no create
 * and no worker may take the room between the end of the offer's hold and the move.
 */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { reservations, waitlistEntries, waitlistOffers } from '@/server/db/schema';
import { waitlistOfferToken } from '@/server/tokens/waitlist';
import { buildBooking, storedPerson } from '@/test/booking';
import { roomOverlaps } from '@/test/db';
import { setEarlierSlot } from './entries';
import { acceptEarlierSlot } from './offer-link';
import { joinedEntry, separateSlots, setupRace } from './__fixtures__/race';

/**
 * Rounds of the race: 30 on PostgreSQL (the old order lost 27 of 60); 15 on PGlite, where every query runs in this process
 * and a round costs more. On PGlite, whose one connection runs the queries in order, the old
 * order (the hold ended in a commit of its own, then the move) lost no round, so this catches
 * it on PostgreSQL.
 */
const ROUNDS = process.env.DATABASE_URL ? 30 : 15;

const HOUR = 3_600_000;

const { t, place, email: newEmail, allButFirstBooked, offer: offerTo, race } = setupRace();
/** Per round: the offered earlier slot and the later one the booking starts at. */
const pairs: { early: Date; later: Date }[] = [];
/** One more pair, for the refused move. */
let spare: { early: Date; later: Date };

beforeAll(async () => {
  // Non-overlapping slots well outside the reschedule window (48 h), inside the horizon.
  const slots = await separateSlots(85, place.durationMinutes, Date.now() + 50 * HOUR);
  for (let i = 0; i + 1 < slots.length && pairs.length <= ROUNDS; i += 2)
    pairs.push({ early: slots[i], later: slots[i + 1] });
  expect(pairs.length).toBe(ROUNDS + 1);
  spare = pairs.pop()!;
}, 120_000);

/** A confirmed booking at `start` in the first room, with its earlier-slot entry. */
async function bookingWithEntry(start: Date, rescheduleCount = 0) {
  const email = newEmail('moving');
  const booking = await buildBooking(t.db, {
    status: 'confirmed',
    roomKey: place.rooms[0],
    startsAt: start,
    minutes: place.durationMinutes,
    services: [],
    person: { ...storedPerson('de'), email },
    rescheduleCount,
  });
  const catalog = await getCatalog();
  await setEarlierSlot(booking, true, { db: t.db, catalog, now: new Date() });
  const [entry] = await t.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.reservationId, booking.id));
  return { booking, entry, email };
}

/** A new-booking entry for the day of `start`, joined after the earlier-slot one. */
async function waitingEntry(start: Date): Promise<string> {
  return joinedEntry(t.db, start, newEmail('waiting'));
}

/**
 * The earlier slot booked in every room but the first, a booking at `later` whose earlier-slot
 * entry is offered that room (what a "slot freed" job does), a second entry waiting behind it.
 */
async function offered(early: Date, later: Date, rescheduleCount = 0) {
  const end = await allButFirstBooked(early);
  const { booking, entry, email } = await bookingWithEntry(later, rescheduleCount);
  const second = await waitingEntry(early);
  const offer = await offerTo(entry.id, early, end);
  expect(offer.startsAt.getTime()).toBe(early.getTime());
  return { booking, entry, email, second, offer };
}

/**
 * One round: the visitor accepts the offer while competitors keep trying to book the slot.
 * Answers whether the booking ended on the slot.
 */
async function round(early: Date, later: Date): Promise<{ kept: boolean; reason?: string }> {
  const { booking, entry, email, second, offer } = await offered(early, later);
  const catalog = await getCatalog();

  const taken = await race({ start: early, entryIds: [entry.id, second] }, () =>
    acceptEarlierSlot(waitlistOfferToken({ id: offer.id, email, expiresAt: offer.expiresAt }), {
      db: t.db,
      catalog,
      now: new Date(),
    }),
  );
  if (!taken.ok) return { kept: false, reason: taken.reason };
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booking.id));
  if (row.startsAt.getTime() !== early.getTime() || row.status !== 'confirmed')
    return { kept: false, reason: 'booking not on the offered slot' };
  const [after] = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offer.id));
  if (after.state !== 'taken') return { kept: false, reason: `offer ${after.state}` };
  return { kept: true };
}

it('never lets an offered earlier slot go to anyone else while the booking moves there', async () => {
  const lost: string[] = [];
  for (const { early, later } of pairs) {
    const { kept, reason } = await round(early, later);
    if (!kept) lost.push(`${early.toISOString()}: ${reason}`);
  }
  expect(lost).toEqual([]);
  expect(await roomOverlaps(t.db)).toBe(0);
}, 300_000); // a busy machine: the rounds' own budget is about 45 s

it('leaves the offer open and its hold on the room when the move is refused', async () => {
  const { early, later } = spare;
  // Moved twice already: the policy (maxReschedules 2) refuses a third move.
  const { booking, email, offer } = await offered(early, later, 2);
  const catalog = await getCatalog();
  await expect(
    acceptEarlierSlot(waitlistOfferToken({ id: offer.id, email, expiresAt: offer.expiresAt }), {
      db: t.db,
      catalog,
      now: new Date(),
    }),
  ).rejects.toMatchObject({ code: 'change-refused' });
  const [hold] = await t.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, offer.holdReservationId));
  expect(hold).toMatchObject({ status: 'pending', roomKey: place.rooms[0] });
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booking.id));
  expect(row).toMatchObject({ status: 'confirmed', rescheduleCount: 2 });
  expect(row.startsAt.getTime()).toBe(later.getTime());
  const [after] = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offer.id));
  expect(after.state).toBe('open');
});
