/**
 * What a receipt (Quittung, issue 36.3) states, read from the reservation, its frozen snapshot
 * and the money tables only: the clinic (Settings), the patient, the appointment, each priced
 * line and discount as booked, every payment (online and at the clinic), every refund and
 * what is still due. Pure data; ./pdf.ts prints it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { clinicPayments, onlinePayments, refunds, type Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { balanceDueCents, paymentLedger, type LedgerPayment } from '@/server/lifecycle';
import { effectiveStatus } from '@/server/reservations/status';

export type ReceiptMethod = 'card' | 'twint' | 'online' | 'clinic';

export type ReceiptFacts = {
  language: 'en' | 'de';
  locale: string;
  clinic: { name: string; address: string[]; email: string; phone: string | null };
  patient: { name: string; birthDate: string | null };
  reference: string;
  start: Date;
  end: Date;
  location: { name: string; address: string };
  lines: { label: string; cents: number }[];
  discounts: { label: string; cents: number }[];
  totalCents: number;
  payments: {
    id: string;
    intentId: string | null;
    at: Date;
    method: ReceiptMethod;
    cents: number;
  }[];
  refunds: { at: Date; cents: number }[];
  balanceCents: number;
  cancelled: boolean;
};

export type ClinicSettings = {
  clinicName: string;
  clinicEmail: string;
  clinicPhone: string | null;
  clinicAddress?: string | null;
};

function methodOf(p: LedgerPayment): ReceiptMethod {
  if (p.kind === 'clinic') return 'clinic';
  return p.method === 'card' || p.method === 'twint' ? p.method : 'online';
}

export async function receiptFacts(
  db: Db,
  row: Reservation,
  snapshot: ReservationSnapshot,
  settings: ClinicSettings,
  now: Date,
): Promise<ReceiptFacts> {
  const lang = row.language;
  const [online, atClinic, cancelRefunds] = await Promise.all([
    db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.reservationId, row.id))
      .orderBy(asc(onlinePayments.createdAt)),
    db
      .select()
      .from(clinicPayments)
      .where(eq(clinicPayments.reservationId, row.id))
      .orderBy(asc(clinicPayments.createdAt)),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.reservationId, row.id))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const payments: ReceiptFacts['payments'] = paymentLedger(row, online, atClinic).map((p) => ({
    id: p.id,
    intentId: p.intentId,
    at: p.at,
    method: methodOf(p),
    cents: p.cents,
  }));
  const refundLines: ReceiptFacts['refunds'] = [
    ...cancelRefunds
      .filter((r) => r.amountCents > 0)
      .map((r) => ({ at: r.createdAt, cents: r.amountCents })),
    ...online
      .filter((p) => p.refundedCents > 0)
      .map((p) => ({ at: p.refundedAt ?? p.createdAt, cents: p.refundedCents })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const status = effectiveStatus(row, now);
  return {
    language: lang,
    locale: row.locale,
    clinic: {
      name: settings.clinicName,
      address: (settings.clinicAddress ?? '')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
      email: settings.clinicEmail,
      phone: settings.clinicPhone,
    },
    patient: {
      name: `${row.personalData.firstName} ${row.personalData.lastName}`.trim(),
      birthDate: row.personalData.birthDate,
    },
    reference: row.name,
    start: row.startsAt,
    end: row.endsAt,
    location: { name: snapshot.location.name[lang], address: snapshot.location.address[lang] },
    lines: snapshot.items.map((i) => ({ label: i.label[lang], cents: i.amountCents })),
    discounts: snapshot.discounts.map((d) => ({ label: d.label[lang], cents: d.amountCents })),
    totalCents: snapshot.totalCents,
    payments,
    refunds: refundLines,
    balanceCents: status === 'confirmed' ? await balanceDueCents(db, row) : 0,
    cancelled: status === 'cancelled',
  };
}
