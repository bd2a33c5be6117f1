/**
 * The CSV export of a date range (docs/staff-desk.md, "Export"), for the CRM: admins only, at
 * most 93 days, RFC 4180 (CRLF, quoted where needed, a header row). A cell that a spreadsheet
 * would read as a formula (= + - @, tab, CR) is prefixed with ' (OWASP CSV injection).
 * Audited with the range and the row count, never the rows.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { STAFF_EXPORT_COLUMNS, type staffExportQuerySchema } from '@/contracts/staff-export';
import { zurichDay, zurichDays } from '@/server/availability/zone';
import { reservations } from '@/server/db/schema';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import { DomainError } from '@/server/domain-error';
import { requireRole, type DeskDeps } from './actions/common';
import { deskBalance } from './balance';
import { deskRows } from './rows';
import { deskStatus } from './status';
import { EXPORT_RANGE_INVALID } from '@/contracts/error-ids';

export const MAX_EXPORT_DAYS = 93;

export type ExportQuery = z.infer<typeof staffExportQuerySchema>;

/** One CSV cell: formula-looking text defused, quoted when it holds a comma, quote or newline. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const chf = (cents: number) => (cents / 100).toFixed(2);

/** Days from `from` to `to`, both included; NaN-free as both parsed. */
export function rangeDays(from: string, to: string): number {
  return zurichDay(to)!.diff(zurichDay(from)!, 'days').days + 1;
}

export async function exportCsv(
  actor: StaffActor,
  query: ExportQuery,
  deps: DeskDeps,
): Promise<{ filename: string; csv: string; rows: number }> {
  requireRole(actor, 'admin');
  if (query.location) requireLocation(actor, query.location);
  const days = Math.round(rangeDays(query.from, query.to));
  if (days < 1 || days > MAX_EXPORT_DAYS)
    throw new DomainError('selection-invalid', EXPORT_RANGE_INVALID);
  const range = zurichDays(query.from, query.to)!; // real dates: the contract's deskDate
  const rows = await deskRows(
    deps.db,
    {
      where: and(
        query.location ? eq(reservations.locationId, query.location) : undefined,
        gte(reservations.startsAt, range.start),
        lt(reservations.startsAt, range.end),
      ),
      order: [asc(reservations.startsAt), asc(reservations.roomKey)],
      snapshot: true,
    },
    deps.now,
  );
  let csv = csvLine(STAFF_EXPORT_COLUMNS);
  for (const row of rows) {
    const { snapshot } = row;
    const person = row.personalData;
    const balance = deskBalance(row, row.clinicPaidCents);
    csv += csvLine([
      row.name,
      row.locationSlug,
      snapshot.room.label,
      DateTime.fromJSDate(row.startsAt, { zone: 'Europe/Zurich' }).toFormat('yyyy-MM-dd HH:mm'),
      deskStatus(row, deps.now),
      person.firstName,
      person.lastName,
      person.email,
      person.phone ?? '',
      snapshot.checkup.slug,
      snapshot.services.map((s) => s.slug).join(' '),
      chf(row.totalCents),
      chf(balance.paidCents),
      chf(balance.dueCents),
    ]);
  }
  await recordAudit(deps.db, actor, {
    action: 'export-csv',
    locationId: query.location ?? null,
    detail: { from: query.from, to: query.to, rows: rows.length },
  });
  const slug = deps.catalog.locations.find((l) => l.id === query.location)?.slug;
  const where = slug ? `-${slug}` : '';
  return { filename: `bookings${where}-${query.from}-${query.to}.csv`, csv, rows: rows.length };
}
