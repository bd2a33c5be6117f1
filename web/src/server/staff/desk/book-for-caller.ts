/**
 * Book for a caller (docs/staff-desk.md, "Book for a caller"): the site's own create pipeline
 * (hold-requests/create/: catalogue, slot grid, price, discount codes, the location-day's lock
 * and the exclusion constraint), without the visitor-only hold guards (proof-of-work, per-client
 * caps; the per-email cap stays). The hold records who booked and carries its audit entry.
 * - `link`: the hold waits for the patient to pay through the emailed link, up to a day (a
 *   caller reads the email later than a visitor on the page), never past the start.
 * - `at-clinic`: confirmed now with nothing paid online, the whole total due at the desk.
 * Staff are not held to the visitor's minimum notice (docs/staff-desk.md, "Walk-ins"): a slot
 * later today, even one starting in minutes, can be booked for someone at the desk; the slot
 * grid, the opening hours and the rooms still apply, so a walk-in never overlaps a booking.
 * Booking inside the notice or to be paid at the clinic is an override and needs a reason
 * (400 staff-reason-required); an ordinary booking for a caller does not.
 */
import type { z } from 'zod';
import type { staffBookRequestSchema } from '@/contracts/staff-book';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { DomainError } from '@/server/domain-error';
import { enqueueNow } from '@/server/jobs/enqueue';
import { cancelReservation, confirmReservation, eventKeys } from '@/server/lifecycle';
import { log } from '@/server/log';
import { createReservation } from '@/server/hold-requests';
import { getReservation } from '@/server/reservations/lookups';
import { instantDate } from '@/server/availability';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import { requireRole, type DeskDeps } from './actions/common';
import { CONFIRM_FAILED, RESERVE_OTHER, STAFF_REASON_REQUIRED } from '@/contracts/error-ids';

export type BookForCallerInput = z.infer<typeof staffBookRequestSchema>;

/** How long a hold booked with a payment link waits for the patient (before the start). */
export const STAFF_LINK_HOLD_MINUTES = 24 * 60;

/** The link's hold: a day, at least the site's hold, and not past the start. */
export function staffHoldMinutes(catalog: Catalog, start: Date, now: Date): number {
  const untilStart = Math.floor((start.getTime() - now.getTime()) / 60_000);
  return Math.max(catalog.settings.holdMinutes, Math.min(STAFF_LINK_HOLD_MINUTES, untilStart));
}

/** The catalogue with the location's minimum notice lifted: what staff may book (a walk-in). */
export function withoutNotice(catalog: Catalog, locationId: string): Catalog {
  return {
    ...catalog,
    locations: catalog.locations.map((l) =>
      l.id === locationId ? { ...l, minimumNoticeHours: 0 } : l,
    ),
  };
}

export type BookedForCaller = {
  id: string;
  name: string;
  status: 'pending' | 'confirmed';
  totalCents: number;
  holdExpiresAt: Date | null;
};

export async function bookForCaller(
  actor: StaffActor,
  input: BookForCallerInput,
  deps: DeskDeps,
): Promise<BookedForCaller> {
  requireRole(actor, 'reception');
  const { catalog, now } = deps;
  const data = input.reservationData;
  const location = catalog.locations.find((l) => l.slug === data.locationSlug);
  const start = instantDate(data.timeSlotStart);
  if (!location || !start) throw new DomainError('selection-invalid', RESERVE_OTHER);
  requireLocation(actor, location.id);
  const insideNotice = start.getTime() < now.getTime() + location.minimumNoticeHours * 3_600_000;
  if ((insideNotice || input.payment === 'at-clinic') && !input.reason)
    throw new DomainError('selection-invalid', STAFF_REASON_REQUIRED);
  const created = await createReservation(
    {
      reservationData: data,
      acceptLateCancellation: input.acceptLateCancellation,
      staff: {
        staffId: actor.staffId,
        holdMinutes:
          input.payment === 'link'
            ? staffHoldMinutes(catalog, start, now)
            : catalog.settings.initialHoldMinutes,
        payAtClinic: input.payment === 'at-clinic',
        inTx: (tx, row) =>
          recordAudit(tx, actor, {
            action: 'booking-created',
            reservationId: row.id,
            locationId: row.locationId,
            detail: {
              reason: input.reason ?? null,
              payment: input.payment,
              walkIn: insideNotice,
            },
          }),
      },
    },
    { ...deps, catalog: withoutNotice(catalog, location.id) },
  );
  const row = await getReservation(created.id, deps.db);
  if (!row) throw new DomainError('unexpected', CONFIRM_FAILED);
  if (created.status === 'pending') {
    if (input.payment === 'link') await sendLink(deps.db, row.id);
    else return confirmAtClinic(row.id, row.totalCents, deps.db);
  }
  const latest = (await getReservation(created.id, deps.db)) ?? row;
  return answer(latest);
}

/**
 * The "complete your payment" email now, under the key payment drops (lifecycle). Its own
 * transaction, after the hold's committed: sent only once the create answered pending.
 */
async function sendLink(db: Db, id: string): Promise<void> {
  await enqueueNow(db, {
    queue: 'email',
    key: eventKeys.paymentLink(id),
    data: { kind: 'payment-link', reservationId: id },
  });
}

/** Confirmed with nothing paid online: the confirmation email goes out as for any booking. */
async function confirmAtClinic(id: string, totalCents: number, db: Db): Promise<BookedForCaller> {
  const confirmed = await confirmReservation(
    id,
    { paidCents: 0, balanceDueCents: totalCents, paymentIntentId: null, provider: 'clinic' },
    db,
  );
  if (!confirmed.ok) {
    // The hold must not keep its room when the booking could not be made.
    await cancelReservation(id, db).catch(() => undefined);
    log.error(CONFIRM_FAILED, { reservationId: id, reason: confirmed.reason });
    throw new DomainError('confirmation-failed', CONFIRM_FAILED);
  }
  return answer(confirmed.reservation);
}

function answer(row: {
  id: string;
  name: string;
  status: string;
  totalCents: number;
  holdExpiresAt: Date | null;
}): BookedForCaller {
  return {
    id: row.id,
    name: row.name,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    totalCents: row.totalCents,
    holdExpiresAt: row.status === 'confirmed' ? null : row.holdExpiresAt,
  };
}
