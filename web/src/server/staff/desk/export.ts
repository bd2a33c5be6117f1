/**
 * The CSV export of a date range (docs/staff-desk.md, "Export"), for the CRM and for Swiss Excel:
 * admins only, at most 93 days, a UTF-8 byte order mark (Excel reads umlauts right only with
 * it), `;` between cells (the list separator of de-CH Excel), CRLF, quoted where needed, a
 * header row. Cells carry labels in the staff member's language (location, check-up, add-ons,
 * status), never slugs. A cell that a spreadsheet would read as a formula (= + - @, tab, CR) is
 * prefixed with ' (OWASP CSV injection); a phone is written in its spaced national form with 00
 * for a foreign prefix ("079 123 45 67", "0049 30 1234567"), which Excel keeps as text, so it
 * needs no quote. Audited with the range and the row count, never the rows.
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
import { ZONE } from '@/shared/zone';
import { plainFrancs } from '@/i18n/format';

export const MAX_EXPORT_DAYS = 93;

export type ExportQuery = z.infer<typeof staffExportQuerySchema>;

/** Between cells: the list separator of Swiss (and German) Excel. */
export const CSV_SEPARATOR = ';';
/** The UTF-8 byte order mark that opens the file. */
export const CSV_BOM = '\uFEFF';

/** One CSV cell: formula-looking text defused, quoted when it holds a separator, quote or newline. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";,\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/**
 * A stored phone (E.164, "+41791234567") as Excel keeps it as text without a quote: Swiss
 * numbers in their spaced national form ("079 123 45 67"), others with 00 for + ("0049
 * 301234567"). Anything else is returned as stored (csvCell defuses it).
 */
export function csvPhone(phone: string | null): string {
  if (!phone) return '';
  const swiss = /^\+41(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  if (swiss) return `0${swiss[1]} ${swiss[2]} ${swiss[3]} ${swiss[4]}`;
  const digits = /^\+(\d{6,15})$/.exec(phone)?.[1];
  if (!digits) return phone;
  const code = digits.slice(0, callCodeLength(digits));
  return `00${code} ${digits.slice(code.length)}`;
}

/** Two-digit country calling codes (E.164 codes are prefix-free: 1 and 7 are one digit, the rest three). */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

function callCodeLength(digits: string): number {
  if (digits[0] === '1' || digits[0] === '7') return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

const STATUS_LABELS: Record<'en' | 'de', Record<string, string>> = {
  en: {
    held: 'Held, unpaid',
    confirmed: 'Confirmed',
    arrived: 'Arrived',
    'no-show': 'No-show',
    cancelled: 'Cancelled',
  },
  de: {
    held: 'Reserviert, unbezahlt',
    confirmed: 'Bestätigt',
    arrived: 'Eingetroffen',
    'no-show': 'Nicht erschienen',
    cancelled: 'Storniert',
  },
};

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
  const lang = actor.language;
  const locationName = (id: string, slug: string) => {
    const l = deps.catalog.locations.find((c) => c.id === id);
    return l ? (lang === 'de' ? l.title_de : l.title_en) : slug;
  };
  let csv = CSV_BOM + csvLine(STAFF_EXPORT_COLUMNS);
  for (const row of rows) {
    const { snapshot } = row;
    const person = row.personalData;
    const balance = deskBalance(row, row.clinicPaidCents);
    const status = deskStatus(row, deps.now);
    csv += csvLine([
      row.name,
      locationName(row.locationId, row.locationSlug),
      snapshot.room.label,
      DateTime.fromJSDate(row.startsAt, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm'),
      STATUS_LABELS[lang][status] ?? status,
      person.firstName,
      person.lastName,
      person.email,
      csvPhone(person.phone),
      snapshot.checkup.bookedTitle[lang],
      snapshot.services.map((s) => s.title[lang]).join(', '),
      plainFrancs(row.totalCents),
      plainFrancs(balance.paidCents),
      plainFrancs(balance.dueCents),
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
