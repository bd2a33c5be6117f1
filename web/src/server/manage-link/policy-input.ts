/**
 * The booking-policy question for one reservation (shared/booking-policy.ts): the same inputs for
 * the page's statement and for the transition that enforces it, from the reservation, its
 * snapshot (deposit, the rules agreed at booking) and content (the location's minimum notice).
 */
import {
  effectivePolicy,
  whatMayBeDone,
  type BookingPolicy,
  type PolicyAnswer,
} from '@/shared/booking-policy';
import type { Catalog } from '@/server/content';
import type { Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { francsToCents } from '@/server/pricing/money';
import { effectiveStatus } from '@/server/reservations/status';

const DEFAULT_MINIMUM_NOTICE_HOURS = 24;

/** The rules agreed at booking; today's Settings (with the check-up's overrides) for older rows. */
export function bookingPolicyOf(
  snapshot: ReservationSnapshot,
  catalog: Catalog,
  row: Reservation,
): BookingPolicy {
  const pkg = catalog.packages.find((p) => p.id === row.checkupId);
  const today = effectivePolicy(catalog.settings, pkg);
  // Snapshots from before the free cancellation after booking existed lack it: today's value.
  if (snapshot.policies.booking) return { ...today, ...snapshot.policies.booking };
  return today;
}

/**
 * The partner's share of a two-person price: what the second check-up cost (two-person package
 * price minus the single price). Retained when the booker cancels but the partner's own
 * appointment stays (docs/manage-booking.md).
 */
export function partnerShareCents(snapshot: ReservationSnapshot, catalog: Catalog): number {
  const item = snapshot.items.find((i) => i.kind === 'package');
  if (!item) return 0;
  const pkg = catalog.packages.find((p) => p.id === snapshot.checkup.id);
  const single = pkg ? francsToCents(pkg.price) : Math.round(item.amountCents / 2);
  return Math.max(0, item.amountCents - single);
}

export { partnerHasBooked } from '@/server/reservations/partner-booked';

export function policyAnswer(input: {
  row: Reservation;
  snapshot: ReservationSnapshot;
  catalog: Catalog;
  partnerHasBooked: boolean;
  now: Date;
}): PolicyAnswer {
  const { row, snapshot, catalog, now } = input;
  const location = catalog.locations.find((l) => l.id === row.locationId);
  return whatMayBeDone(
    {
      status: effectiveStatus(row, now),
      start: row.startsAt,
      bookedAt: row.createdAt,
      rescheduleCount: row.rescheduleCount,
      paidCents: row.paidCents,
      depositCents: snapshot.depositCents,
      retainedForPartnerCents: input.partnerHasBooked ? partnerShareCents(snapshot, catalog) : 0,
      minimumNoticeHours: location?.minimumNoticeHours ?? DEFAULT_MINIMUM_NOTICE_HOURS,
    },
    bookingPolicyOf(snapshot, catalog, row),
    now,
  );
}
