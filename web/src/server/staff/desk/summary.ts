/**
 * A booking as the desk lists it (day view and search, docs/staff-desk.md): one query shape,
 * one mapping. Names are decrypted by the column type; labels come from the reservation's
 * frozen snapshot in the staff member's language.
 */
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DayBooking } from '@/contracts/staff-day';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reservations } from '@/server/db/schema';
import { deskBalance } from './balance';
import { deskStatus } from './status';

// Subqueries name the outer row in full: drizzle writes a one-table select's columns unqualified,
// which inside a subquery would mean the subquery's own table.
export const deskColumns = {
  id: reservations.id,
  name: reservations.name,
  status: reservations.status,
  locationId: reservations.locationId,
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
  clinicPaidCents: sql<number>`coalesce((select sum(cp.amount_cents) from clinic_payments cp
    where cp.reservation_id = "reservations"."id"), 0)`.mapWith(Number),
  // The other reservation of a two-person booking: the booker's (on the partner's row) or the
  // partner's live one (on the booker's row; unique by reservations_partner_of_active_idx).
  partnerReservationId: sql<string | null>`coalesce(${reservations.partnerOfReservationId},
    (select p.id from reservations p where p.partner_of_reservation_id = "reservations"."id"
      and p.status in ('pending', 'confirmed') limit 1))`,
};

// Only its type is used: the row shape of a desk select.
const _deskQuery = (db: Db) => db.select(deskColumns).from(reservations);
export type DeskRow = Awaited<ReturnType<typeof _deskQuery>>[number];

/** Bookings the desk shows: live holds, confirmed and cancelled ones; never lapsed holds. */
export const shownOnDesk: SQL = or(
  inArray(reservations.status, ['confirmed', 'cancelled']),
  and(eq(reservations.status, 'pending'), gt(reservations.holdExpiresAt, sql`now()`)),
)!;

/** The check-up's label in `lang`: the snapshot's booked title, else today's content, else slug. */
export function checkupLabel(
  row: Pick<DeskRow, 'snapshot' | 'checkupId' | 'checkupSlug'>,
  lang: 'en' | 'de',
  catalog: Catalog,
): string {
  if (row.snapshot) return row.snapshot.checkup.bookedTitle[lang];
  const pkg = catalog.packages.find((p) => p.id === row.checkupId);
  return pkg ? (lang === 'de' ? pkg.title_de : pkg.title_en) : row.checkupSlug;
}

export function toDayBooking(
  row: DeskRow,
  lang: 'en' | 'de',
  catalog: Catalog,
  now = new Date(),
): DayBooking {
  const person = row.personalData;
  return {
    id: row.id,
    reference: row.name,
    roomKey: row.roomKey,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    name: `${person.firstName} ${person.lastName}`.trim(),
    checkup: checkupLabel(row, lang, catalog),
    addOns: (row.snapshot?.services ?? []).map((s) => s.title[lang]),
    partnerReservationId: row.partnerReservationId,
    isPartnerBooking: row.isPartnerBooking,
    status: deskStatus(row, now),
    ...deskBalance(row, row.clinicPaidCents),
    payAtClinic: row.payAtClinic,
  };
}

/** The desk's rows matching `where`, in `order`, at most `limit`, with `extra` columns. */
export function selectDeskRows(
  db: Db,
  where: SQL,
  order: SQL[],
  limit?: number,
  extra: Record<string, SQL | AnyPgColumn> = {},
): Promise<DeskRow[]> {
  const q = db
    .select({ ...deskColumns, ...extra })
    .from(reservations)
    .where(and(where, shownOnDesk))
    .orderBy(...order);
  return (limit ? q.limit(limit) : q) as unknown as Promise<DeskRow[]>;
}
