/**
 * The offer-handover races' shared parts (docs/waitlist.md "Taking an offer"): the selection,
 * its location's rooms, the create a visitor's summary step sends, non-overlapping slot starts,
 * a competitor who keeps trying to book a slot until told to stop, a race file's set-up and one
 * round of the race.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { waitlistEntries, waitlistOffers } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { jobsSettled } from '@/server/jobs/settled';
import { createReservation } from '@/server/hold-requests/create';
import { setMailer } from '@/server/notify/mailer';
import { resolveBooking } from '@/server/reservations/booking';
import { waitlistConfirmToken } from '@/server/tokens/waitlist';
import { ZONE } from '@/shared/zone';
import { booker, buildBooking, storedPerson, upcomingSlots } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { offerFreedSlots } from '../engine';
import { confirmEntry, joinWaitlist } from '../entries';

export const RACE_SELECTION = {
  locationSlug: 'zurich_bellevue',
  checkupSlug: 'whole_body_scan_with_blood_test',
  services: [] as string[],
};
const MINUTE = 60_000;
/** Other visitors trying to book the offered slot all through each round. */
const COMPETITORS = 2;

/** The selection's location: its rooms, id and the check-up's length. */
export async function raceLocation() {
  const resolved = resolveBooking(await getCatalog(), RACE_SELECTION);
  if (!resolved.ok) throw new Error(resolved.problem);
  return {
    rooms: [...resolved.booking.location!.roomId],
    locationId: resolved.booking.location!.id,
    durationMinutes: resolved.booking.totalDuration,
  };
}

/**
 * A race file's set-up: its database, mail dropped, and the selection's location (`place`,
 * filled in before all); and the race's steps on them.
 */
export function setupRace() {
  const t = setupTestDb();
  const place = { rooms: [] as string[], locationId: '', durationMinutes: 0 };
  beforeAll(async () => {
    setMailer({ send: async () => undefined });
    Object.assign(place, await raceLocation());
  });
  afterAll(() => setMailer(null));
  let people = 0;
  /** A new address each call: `<who>.<n>@example.com`. */
  const email = (who: string) => `${who}.${++people}@example.com`;
  return {
    t,
    place,
    email,
    /** Every room of the slot at `start` booked but the first; answers the slot's end. */
    async allButFirstBooked(start: Date): Promise<Date> {
      const end = new Date(start.getTime() + place.durationMinutes * MINUTE);
      await bookRooms(t.db, place.rooms.slice(1), start, end, () => email('booked'));
      return end;
    },
    /** The free room of the slot `from`-`to` offered to `entryId` (offerFreedTo). */
    offer: (entryId: string, from: Date, to: Date) =>
      offerFreedTo(t.db, { locationId: place.locationId, from, to }, entryId),
    /**
     * The round's race for `start` (raceToTake), the competitors new visitors each time. It
     * ends when the worker has taken the due jobs (jobsSettled): the slot a round's move frees is
     * offered by a job, which must not meet the next round's entries (it would offer them that
     * slot instead of theirs).
     */
    race: async <T>(round: { start: Date; entryIds: string[] }, take: () => Promise<T>) => {
      const taken = await raceToTake(t.db, { ...round, email: () => email('competitor') }, take);
      await jobsSettled({ runtime: t.jobs, timeoutMs: 30_000 });
      return taken;
    },
  };
}

/** Upcoming slot starts of the selection within `days`, none overlapping another, after `from`. */
export async function separateSlots(days: number, durationMinutes: number, from = 0) {
  const slots: Date[] = [];
  let lastEnd = from;
  for (const iso of await upcomingSlots(RACE_SELECTION, days)) {
    const start = new Date(iso);
    if (start.getTime() < lastEnd) continue;
    slots.push(start);
    lastEnd = start.getTime() + durationMinutes * MINUTE;
  }
  return slots;
}

/** A confirmed waitlist entry of `email` for the selection on the (Zurich) day of `start`. */
export async function joinedEntry(db: Db, start: Date, email: string): Promise<string> {
  const day = start.toLocaleDateString('sv-SE', { timeZone: ZONE });
  const deps = { db, catalog: await getCatalog(), now: new Date() };
  const { id } = await joinWaitlist(
    {
      checkupSlug: RACE_SELECTION.checkupSlug,
      services: [],
      locationSlug: RACE_SELECTION.locationSlug,
      from: day,
      to: day,
      email,
      language: 'de',
      localization: 'de-ch',
    },
    deps,
  );
  await confirmEntry(waitlistConfirmToken({ id, email, now: new Date() }), deps);
  return id;
}

/** Confirmed bookings from `start` to `end` in each of `roomKeys`, each by `email(i)`. */
export async function bookRooms(
  db: Db,
  roomKeys: string[],
  start: Date,
  end: Date,
  email: () => string,
): Promise<void> {
  for (const roomKey of roomKeys) {
    const address = email();
    await buildBooking(db, {
      status: 'confirmed',
      roomKey,
      startsAt: start,
      endsAt: end,
      services: [],
      person: { ...storedPerson('de'), email: address },
    });
  }
}

/**
 * What a "slot freed" job does for the slot `from`-`to`: offers its free room to the first
 * entry waiting. Answers the offer `entryId` got, which must be open.
 */
export async function offerFreedTo(
  db: Db,
  slot: { locationId: string; from: Date; to: Date },
  entryId: string,
) {
  await offerFreedSlots(slot, { db, catalog: await getCatalog(), now: new Date() });
  const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId));
  if (offer?.state !== 'open') throw new Error(`no open offer for ${entryId}: ${offer?.state}`);
  return offer;
}

/** The create a visitor's summary step sends for `start`. */
export function summaryCreate(
  start: Date,
  email: string,
  releases?: { reservationId: string; email: string }[],
) {
  return {
    reservationData: {
      checkupSlug: RACE_SELECTION.checkupSlug,
      locationSlug: RACE_SELECTION.locationSlug,
      services: [],
      timeSlotStart: start.toISOString(),
      paymentId: null,
      discountCode: null,
      reservationIdPartner: null,
      personalDataPartner: null,
      personalData: { ...booker(), email, localization: 'de-ch' } as never,
    },
    ...(releases ? { releases } : {}),
  };
}

/**
 * Another visitor trying to book `start` as `email` until one create succeeds or `done()`;
 * refusals (the slot full, a cap) are tried again after a few milliseconds.
 */
export async function compete(db: Db, start: Date, email: string, done: () => boolean) {
  const catalog = await getCatalog();
  while (!done()) {
    try {
      await createReservation(summaryCreate(start, email), { db, catalog, now: new Date() });
      return;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 3));
  }
}

/**
 * One round's race: `take` runs while other visitors (addressed by `email()`)
 * keep trying to book `start` until it settles; then the round's `entryIds` leave, as later
 * rounds' slots are not for them (they would match the same day). Answers what `take`
 * answered, or the id of the refusal (the message of any other error).
 */
export async function raceToTake<T>(
  db: Db,
  round: { start: Date; entryIds: string[]; email: () => string },
  take: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  let done = false;
  const [taken] = await Promise.allSettled([
    take().finally(() => {
      done = true;
    }),
    ...Array.from({ length: COMPETITORS }, () =>
      compete(db, round.start, round.email(), () => done),
    ),
  ]);
  await db
    .update(waitlistEntries)
    .set({ state: 'left', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(waitlistEntries.id, round.entryIds));
  if (taken.status === 'fulfilled') return { ok: true, value: taken.value };
  const err: unknown = taken.reason;
  return { ok: false, reason: err instanceof DomainError ? err.id : String(err) };
}
