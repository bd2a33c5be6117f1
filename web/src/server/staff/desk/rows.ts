/**
 * The desk's one loader of booking rows (docs/staff-desk.md, "Desk rows"): the day view,
 * search, booking detail, day sheet and CSV export all map from `deskRows`. One row shape
 * (`DeskRow`), one filter of what the desk shows (`shownOnDesk`, on the app's clock: `now` is
 * passed in, never the database's), one sum of what was taken at the clinic. Names and contact
 * data are decrypted by the column types.
 */
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '@/server/db/client';
import { reservations, screeningResponses } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { snapshotOf } from '@/server/reservations/snapshot';

// Subqueries name the outer row in full: drizzle writes a one-table select's columns unqualified,
// which inside a subquery would mean the subquery's own table.
/**
 * The other reservation of a two-person booking: the booker's (on the partner's row) or the
 * partner's live one (on the booker's row; unique by reservations_partner_of_active_idx). Null
 * on a booker's row: a partner invited who has not booked (the search's partner match).
 */
export const partnerReservationId = sql<
  string | null
>`coalesce(${reservations.partnerOfReservationId},
    (select p.id from reservations p where p.partner_of_reservation_id = "reservations"."id"
      and p.status in ('pending', 'confirmed') limit 1))`;

const deskColumns = {
  id: reservations.id,
  name: reservations.name,
  status: reservations.status,
  locationId: reservations.locationId,
  locationSlug: reservations.locationSlug,
  roomKey: reservations.roomKey,
  startsAt: reservations.startsAt,
  endsAt: reservations.endsAt,
  checkupId: reservations.checkupId,
  checkupSlug: reservations.checkupSlug,
  snapshot: reservations.snapshot,
  personalData: reservations.personalData,
  isPartnerBooking: reservations.isPartnerBooking,
  arrivedAt: reservations.arrivedAt,
  noShowAt: reservations.noShowAt,
  holdExpiresAt: reservations.holdExpiresAt,
  totalCents: reservations.totalCents,
  paidCents: reservations.paidCents,
  balanceDueCents: reservations.balanceDueCents,
  payAtClinic: reservations.payAtClinic,
  // What was taken at the clinic: the desk's one sum of clinic payments. An open invoice is a
  // receivable, not money taken (docs/staff-desk.md, "Payments"): it is summed apart.
  clinicPaidCents: sql<number>`coalesce((select sum(cp.amount_cents) from clinic_payments cp
    where cp.reservation_id = "reservations"."id"
    and (cp.method <> 'invoice' or cp.settled_at is not null)), 0)`.mapWith(Number),
  // Given back on cancellation (refunds, requested or done): the desk shows it, never a refunded
  // payment as paid (docs/staff-desk.md "Day view").
  refundedCents: sql<number>`coalesce((select sum(rf.amount_cents) from refunds rf
    where rf.reservation_id = "reservations"."id"), 0)`.mapWith(Number),
  clinicInvoicedCents: sql<number>`coalesce((select sum(cp.amount_cents) from clinic_payments cp
    where cp.reservation_id = "reservations"."id"
    and cp.method = 'invoice' and cp.settled_at is null), 0)`.mapWith(Number),
  partnerReservationId,
  // The safety questionnaire's plain columns (one row per booking, joined in deskRows; nothing
  // sealed is read), for the state the day and week show (docs/staff-desk.md "Desk rows").
  screeningAnswered: sql<number | null>`${screeningResponses.answeredCount}`.mapWith(Number),
  screeningOutcome: sql<'clear' | 'review' | 'stop' | null>`${screeningResponses.outcome}`,
  screeningSignedAt: sql<Date | null>`${screeningResponses.signedAt}`.mapWith(
    screeningResponses.signedAt,
  ),
  screeningDecision: sql<'cleared' | 'cannotScan' | null>`${screeningResponses.decision}`,
};

/** A booking as the desk reads it. */
export type DeskRow = SelectResultFields<typeof deskColumns>;

/** Columns a caller reads beyond the desk's own (search: blind indexes; detail: the rest). */
export type DeskExtraColumns = Record<string, AnyPgColumn | SQL>;

export type DeskQuery<E extends DeskExtraColumns> = {
  where: SQL | undefined;
  order: SQL[];
  limit?: number;
  columns?: E;
  /** Each row's frozen snapshot, reconstructed for a row from before snapshots (snapshotOf). */
  snapshot?: boolean;
  /**
   * Every row `where` matches, whatever its state: the detail of one booking the caller names.
   * Lists (day view, search, day sheet, export) leave it out and get what the desk shows.
   */
  anyState?: boolean;
};

export type DeskRowOf<E extends DeskExtraColumns, S extends boolean> = DeskRow &
  SelectResultFields<E> &
  (S extends true ? { snapshot: ReservationSnapshot } : unknown);

/**
 * Bookings the desk shows at `now`: live holds, confirmed and cancelled ones; never a lapsed
 * hold (its hold ended by `now`, whatever its stored status) or an expired row. The clock is
 * the app's, as for every other reader of a hold (server/reservations/status.ts).
 */
export function shownOnDesk(now: Date): SQL {
  return or(
    inArray(reservations.status, ['confirmed', 'cancelled']),
    and(eq(reservations.status, 'pending'), gt(reservations.holdExpiresAt, now)),
  )!;
}

/** The desk's rows matching `where` (and shown at `now`), in `order`, at most `limit`. */
export async function deskRows<
  E extends DeskExtraColumns = Record<never, never>,
  S extends boolean = false,
>(db: Db, query: DeskQuery<E> & { snapshot?: S }, now: Date): Promise<DeskRowOf<E, S>[]> {
  const select = db
    .select({ ...deskColumns, ...query.columns })
    .from(reservations)
    // At most one questionnaire per booking (its primary key): no row is repeated.
    .leftJoin(screeningResponses, eq(screeningResponses.reservationId, reservations.id))
    .where(query.anyState ? query.where : and(query.where, shownOnDesk(now)))
    .orderBy(...query.order);
  const rows = (await (query.limit === undefined
    ? select
    : select.limit(query.limit))) as unknown as DeskRowOf<E, S>[];
  if (!query.snapshot) return rows;
  // Rows from before snapshots existed (none once the stable-ids step ran): whole rows for
  // snapshotOf, which rebuilds theirs from today's content.
  const missing = rows.filter((r) => !r.snapshot).map((r) => r.id);
  if (missing.length === 0) return rows;
  const whole = await db.select().from(reservations).where(inArray(reservations.id, missing));
  const rebuilt = new Map(
    await Promise.all(whole.map(async (r) => [r.id, await snapshotOf(r)] as const)),
  );
  return rows.map((r) => (r.snapshot ? r : { ...r, snapshot: rebuilt.get(r.id)! }));
}
