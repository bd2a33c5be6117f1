/**
 * The printable day sheet of a location (docs/staff-desk.md, "Day sheet"): every booking of the
 * day in time order with room, name, phone, check-up, add-ons, what is due, the arrival time,
 * the notes and the state; the cancelled ones apart (`cancelled`), and the day as people write
 * it in the desk's language. Reception and up (it shows internal notes); printing is audited.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { staffDaySheetQuerySchema } from '@/contracts/staff-day-sheet';
import type { DeskStatus } from '@/contracts/staff-day';
import { zurichDays } from '@/server/availability/zone';
import { reservations, staffNotes } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import { requireRole, type DeskDeps } from './actions/common';
import { deskBalance } from './balance';
import { deskRows } from './rows';
import { deskStatus } from './status';
import { LOCATION_NOT_FOUND } from '@/contracts/error-ids';
import { ZONE } from '@/shared/zone';

export type DaySheetQuery = z.infer<typeof staffDaySheetQuerySchema>;

export type DaySheetRow = {
  id: string;
  reference: string;
  /** Zurich time, "HH:mm". */
  start: string;
  end: string;
  room: string;
  name: string;
  checkup: string;
  addOns: string[];
  /** As stored (E.164), null when none was given. */
  phone: string | null;
  notesCount: number;
  latestNote: string | null;
  status: DeskStatus;
  /** CHF cents still due (deskBalance). */
  dueCents: number;
  /** Zurich time the arrival was marked, "HH:mm"; null when not. */
  arrived: string | null;
};

export type DaySheet = {
  location: { id: string; name: string };
  date: string;
  /** The day as people write it in the desk's language: "Mittwoch, 2. Dezember 2026". */
  dateLabel: string;
  language: 'en' | 'de';
  /** The day's bookings that still stand, in time order. */
  rows: DaySheetRow[];
  /** Cancelled that day's bookings, apart: no one comes, but the desk may be asked. */
  cancelled: DaySheetRow[];
};

const hhmm = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE }).toFormat('HH:mm');

export async function daySheet(
  actor: StaffActor,
  query: DaySheetQuery,
  deps: DeskDeps,
): Promise<DaySheet> {
  requireRole(actor, 'reception');
  requireLocation(actor, query.location);
  const location = deps.catalog.locations.find((l) => l.id === query.location);
  if (!location) throw new DomainError('selection-invalid', LOCATION_NOT_FOUND);
  const lang = actor.language;
  const day = zurichDays(query.date)!; // a real date: the contract's deskDate
  const rows = await deskRows(
    deps.db,
    {
      where: and(
        eq(reservations.locationId, location.id),
        gte(reservations.startsAt, day.start),
        lt(reservations.startsAt, day.end),
      ),
      order: [asc(reservations.startsAt), asc(reservations.roomKey)],
      snapshot: true,
    },
    deps.now,
  );
  const notes = rows.length
    ? await deps.db
        .select()
        .from(staffNotes)
        .where(
          inArray(
            staffNotes.reservationId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(staffNotes.createdAt))
    : [];
  const sheet: DaySheet = {
    location: { id: location.id, name: lang === 'de' ? location.title_de : location.title_en },
    date: query.date,
    language: lang,
    dateLabel: DateTime.fromISO(query.date, { zone: ZONE })
      .setLocale(lang === 'de' ? 'de-CH' : 'en-GB')
      .toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    cancelled: [],
    rows: rows.map((row) => {
      const { snapshot } = row;
      const own = notes.filter((n) => n.reservationId === row.id);
      const person = row.personalData;
      return {
        id: row.id,
        reference: row.name,
        start: hhmm(row.startsAt),
        end: hhmm(row.endsAt),
        room: location.rooms.find((r) => r.key === row.roomKey)?.label ?? snapshot.room.label,
        name: `${person.firstName} ${person.lastName}`.trim(),
        checkup: snapshot.checkup.bookedTitle[lang],
        addOns: snapshot.services.map((s) => s.title[lang]),
        phone: person.phone ?? null,
        notesCount: own.length,
        latestNote: own.at(-1)?.body.text ?? null,
        status: deskStatus(row, deps.now),
        dueCents: deskBalance(row, row.clinicPaidCents).dueCents,
        arrived: row.arrivedAt ? hhmm(row.arrivedAt) : null,
      };
    }),
  };
  sheet.cancelled = sheet.rows.filter((r) => r.status === 'cancelled');
  sheet.rows = sheet.rows.filter((r) => r.status !== 'cancelled');
  await recordAudit(deps.db, actor, {
    action: 'day-sheet-printed',
    locationId: location.id,
    detail: { date: query.date, rows: sheet.rows.length + sheet.cancelled.length },
  });
  return sheet;
}
