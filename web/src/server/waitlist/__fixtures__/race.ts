/**
 * The offer-handover races' shared parts (docs/waitlist.md "Taking an offer"): the selection,
 * its location's rooms, the create a visitor's summary step sends, non-overlapping slot starts,
 * and a competitor who keeps trying to book a slot until told to stop.
 */
import { getCatalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { DomainError } from '@/server/domain-error';
import { createReservation } from '@/server/hold-requests/create';
import { resolveBooking } from '@/server/reservations/booking';
import { booker, upcomingSlots } from '@/test/booking';

export const RACE_SELECTION = {
  locationSlug: 'zurich_bellevue',
  checkupSlug: 'whole_body_scan_with_blood_test',
  services: [] as string[],
};
const MINUTE = 60_000;

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
