/**
 * One booking for the desk's detail view (docs/staff-desk.md, "Booking detail"): the person's
 * data (decrypted by the column types, for this view only), services and price from the frozen
 * snapshot, payments, refunds, emails from the job outbox, internal notes, the partner's booking
 * and the history from the audit trail. Writes `booking-viewed`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import { zurichDate } from '@/server/availability';
import { getCatalog, type Catalog } from '@/server/content';
import { rowsOf, type Db } from '@/server/db/client';
import {
  clinicPayments,
  onlinePayments,
  refunds,
  reservations,
  staffAudit,
  staffNotes,
} from '@/server/db/schema';
import { paymentLedger } from '@/server/lifecycle/ledger';
import type { StaffActor } from '../actor';
import { recordAudit } from '../audit';
import { isOpenInvoice } from './balance';
import { deskRows } from './rows';
import { toDayBooking } from './summary';
import { deskStatus } from './status';

export type DetailDeps = {
  db: Db;
  catalog?: Catalog;
  /** pg-boss's schema (jobs/runtime.ts), for the emails; without it none are listed. */
  jobsSchema?: string | null;
  /** The app's clock for the booking's state (default: the time of the call). */
  now?: Date;
};

/** Whole years from `birthDate` to `onDate` (both yyyy-MM-dd). */
export function ageOn(birthDate: string | null, onDate: string): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The location a booking belongs to, for the caller's location check; null when none. */
export async function bookingLocation(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ locationId: reservations.locationId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.locationId ?? null;
}

/** The booking's detail, or null when there is none. The caller checks the location first. */
export async function bookingDetail(
  actor: StaffActor,
  id: string,
  deps: DetailDeps,
): Promise<BookingDetailResponse | null> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  // The booking the caller names, whatever its state (an expired hold too).
  const [row] = await deskRows(
    db,
    {
      where: eq(reservations.id, id),
      order: [],
      anyState: true,
      columns: {
        partnerData: reservations.partnerData,
        language: reservations.language,
        createdAt: reservations.createdAt,
        confirmedAt: reservations.confirmedAt,
        cancelledAt: reservations.cancelledAt,
        rescheduleCount: reservations.rescheduleCount,
        bookedByStaffId: reservations.bookedByStaffId,
        anonymisedAt: reservations.anonymisedAt,
        paymentProvider: reservations.paymentProvider,
        paymentOption: reservations.paymentOption,
        paymentMethod: reservations.paymentMethod,
        paymentIntentId: reservations.paymentIntentId,
      },
    },
    now,
  );
  if (!row) return null;
  const catalog = deps.catalog ?? (await getCatalog());
  const lang = actor.language;

  const [clinic, online, refundRows, notes, history, partnerRows, emails] = await Promise.all([
    db
      .select()
      .from(clinicPayments)
      .where(eq(clinicPayments.reservationId, id))
      .orderBy(asc(clinicPayments.createdAt)),
    db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.reservationId, id))
      .orderBy(asc(onlinePayments.createdAt)),
    db.select().from(refunds).where(eq(refunds.reservationId, id)),
    db
      .select()
      .from(staffNotes)
      .where(eq(staffNotes.reservationId, id))
      .orderBy(asc(staffNotes.createdAt)),
    db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.reservationId, id))
      .orderBy(asc(staffAudit.id)),
    row.partnerReservationId
      ? db
          .select({
            id: reservations.id,
            name: reservations.name,
            status: reservations.status,
            personalData: reservations.personalData,
            arrivedAt: reservations.arrivedAt,
            noShowAt: reservations.noShowAt,
            holdExpiresAt: reservations.holdExpiresAt,
          })
          .from(reservations)
          .where(eq(reservations.id, row.partnerReservationId))
      : Promise.resolve([]),
    deps.jobsSchema ? emailsOf(db, deps.jobsSchema, id) : Promise.resolve([]),
  ]);

  await recordAudit(db, actor, {
    action: 'booking-viewed',
    reservationId: id,
    locationId: row.locationId,
  });

  const summary = toDayBooking(row, lang, catalog, now);
  const date = zurichDate(row.startsAt);
  const person = row.personalData;
  const location = catalog.locations.find((l) => l.id === row.locationId);
  const pkg = catalog.packages.find((p) => p.id === row.checkupId);
  const preparation = pkg ? (lang === 'de' ? pkg.preparation_de : pkg.preparation_en) : undefined;
  const snap = row.snapshot;
  const partner = partnerRows[0];
  return {
    booking: {
      ...summary,
      date,
      location: {
        id: row.locationId,
        name: location ? (lang === 'de' ? location.title_de : location.title_en) : row.locationId,
      },
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
      cancelledAt: iso(row.cancelledAt),
      rescheduleCount: row.rescheduleCount,
      holdExpiresAt: iso(row.holdExpiresAt),
      bookedByStaffId: row.bookedByStaffId,
      anonymised: row.anonymisedAt !== null,
    },
    person: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      street: person.street,
      postalCode: person.postalCode,
      city: person.city,
      country: person.country,
      birthDate: person.birthDate,
      age: ageOn(person.birthDate, date),
      biologicalSex: person.biologicalSex,
      language: person.language,
    },
    partnerPerson:
      row.isPartnerBooking && row.partnerData && row.partnerData.email !== ''
        ? { ...row.partnerData }
        : null,
    checkup: { label: summary.checkup, durationMinutes: snap?.checkup.durationMinutes ?? null },
    services: summary.addOns.map((label) => ({ label })),
    preparation: preparation ? preparation : null,
    price: {
      items: (snap?.items ?? []).map((i) => ({ label: i.label[lang], amountCents: i.amountCents })),
      discounts: (snap?.discounts ?? []).map((d) => ({
        label: d.label[lang],
        amountCents: d.amountCents,
      })),
      subtotalCents: snap?.subtotalCents ?? row.totalCents,
      totalCents: row.totalCents,
      depositCents: snap?.depositCents ?? 0,
      paymentOption: row.paymentOption ?? snap?.paymentOption ?? null,
    },
    payments: {
      online: { paidCents: row.paidCents, provider: row.paymentProvider },
      clinic: clinic.map((p) => ({
        id: p.id,
        method: p.method,
        amountCents: p.amountCents,
        reason: p.reason,
        staffId: p.staffId,
        at: p.createdAt.toISOString(),
        settledAt: isOpenInvoice(p) ? null : iso(p.settledAt ?? p.createdAt),
      })),
      refunds: refundRows.map((r) => ({
        amountCents: r.amountCents,
        keptCents: r.keptCents,
        status: r.status,
        at: r.createdAt.toISOString(),
      })),
      // Each payment received, for its own receipt (server/lifecycle/ledger.ts).
      // An open invoice is not received (docs/staff-desk.md, "Payments").
      received: paymentLedger(
        row,
        online,
        clinic.filter((p) => !isOpenInvoice(p)),
      ).map((p) => ({
        id: p.id,
        kind: p.kind,
        method: p.method,
        amountCents: p.cents,
        at: p.at.toISOString(),
      })),
      // The same arithmetic as the day view (balance.ts), from the rows just read.
      paidCents: summary.paidCents,
      dueCents: summary.dueCents,
    },
    emails,
    notes: notes.map((n) => ({
      id: n.id,
      staffId: n.staffId,
      text: n.body.text,
      at: n.createdAt.toISOString(),
    })),
    partner: partner
      ? {
          id: partner.id,
          reference: partner.name,
          name: `${partner.personalData.firstName} ${partner.personalData.lastName}`.trim(),
          status: deskStatus(partner, now),
        }
      : null,
    // Staff names come with the staff accounts (sign-in); until then the account id stands.
    history: history.map((h) => ({
      at: h.at.toISOString(),
      action: h.action,
      staffId: h.staffId,
      staffName: null,
      detail: h.detail,
    })),
  };
}

type EmailRow = {
  kind: string;
  state: string;
  created_on: string | Date;
  start_after: string | Date;
  sent_at: string | Date | null;
};

/** The booking's email jobs and whether each went out (sent_messages), oldest first. */
async function emailsOf(
  db: Db,
  jobsSchema: string,
  id: string,
): Promise<BookingDetailResponse['emails']> {
  if (!/^[a-z_][a-z0-9_]*$/.test(jobsSchema)) throw new Error(`unsafe schema: ${jobsSchema}`);
  const rows = rowsOf<EmailRow>(
    await db.execute(sql`
      select j.data->>'kind' as kind, j.state::text as state, j.created_on, j.start_after, s.sent_at
      from ${sql.identifier(jobsSchema)}.job j
      left join sent_messages s on s.job_id = j.id
      where j.name = 'email' and j.data->>'reservationId' = ${id}
      order by j.created_on, j.id`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    state: r.state,
    queuedAt: iso(r.created_on)!,
    sendAfter: iso(r.start_after)!,
    sentAt: iso(r.sent_at),
  }));
}
