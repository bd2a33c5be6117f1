/**
 * The bookings of a location (or all) over a Zurich date range, for the day sheet and the CSV
 * export: each with its frozen snapshot (what was booked) and what was taken at the clinic.
 * Expired holds never were bookings and are left out.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { zurichDay } from '@/server/availability/zone';
import type { Db } from '@/server/db/client';
import { clinicPayments, reservations, type Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { snapshotOf } from '@/server/reservations/snapshot';
import { effectiveStatus } from '@/server/reservations/status';

export type DeskRow = { row: Reservation; snapshot: ReservationSnapshot; clinicPaidCents: number };

/** [from 00:00, to + 1 day 00:00) in Zurich time, as instants. */
export function zurichRange(from: string, to: string): { start: Date; end: Date } {
  return {
    start: zurichDay(from)!.toJSDate(),
    end: zurichDay(to)!.plus({ days: 1 }).toJSDate(),
  };
}

export async function deskRows(
  db: Db,
  range: { from: string; to: string; locationId: string | null },
  now: Date,
): Promise<DeskRow[]> {
  const { start, end } = zurichRange(range.from, range.to);
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        range.locationId ? eq(reservations.locationId, range.locationId) : undefined,
        gte(reservations.startsAt, start),
        lt(reservations.startsAt, end),
        ne(reservations.status, 'expired'),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.roomKey))
    .then((all) => all.filter((r) => effectiveStatus(r, now) !== 'expired'));
  const ids = rows.map((r) => r.id);
  const paid = ids.length
    ? await db
        .select({
          id: clinicPayments.reservationId,
          sum: sql<string>`sum(${clinicPayments.amountCents})`,
        })
        .from(clinicPayments)
        .where(inArray(clinicPayments.reservationId, ids))
        .groupBy(clinicPayments.reservationId)
    : [];
  const paidBy = new Map(paid.map((p) => [p.id, Number(p.sum)]));
  return Promise.all(
    rows.map(async (row) => ({
      row,
      snapshot: await snapshotOf(row),
      clinicPaidCents: paidBy.get(row.id) ?? 0,
    })),
  );
}
