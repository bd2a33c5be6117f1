/**
 * What a receipt (Quittung, docs/payments.md) states: the issuer (today's Settings with the booked
 * location's overrides, server/content/issuer.ts), the patient (the row's personal data), and
 * from the frozen snapshot and the money tables the appointment, each priced line and discount
 * as booked, every payment (online and at the clinic, with its method), every refund and what
 * is still due. Which facts come from the snapshot and which from content:
 * docs/identity-and-snapshot.md, "What the snapshot leaves to content". Pure data; ./pdf.ts
 * prints it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { clinicPayments, onlinePayments, refunds, type Reservation } from '@/server/db/schema';
import type { ReceiptIssuer } from '@/server/content/issuer';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { balanceDueCents, paymentLedger, type LedgerPayment } from '@/server/lifecycle';
import { effectiveStatus } from '@/server/reservations/status';

/** The receipt text key naming how a payment was made (the `receipt` email texts). */
export type ReceiptMethod =
  'card' | 'twint' | 'online' | 'clinic' | 'clinicCash' | 'clinicCard' | 'clinicInvoice';

export type ReceiptFacts = {
  language: 'en' | 'de';
  locale: string;
  /** The issuer: legal name, postal address, contact, ZSR and GLN (null when not set). */
  clinic: {
    name: string;
    address: string[];
    email: string;
    phone: string | null;
    zsr: string | null;
    gln: string | null;
  };
  /** The VAT note in the booking's language (Germany German on de-de). */
  vatNote: string;
  /** Name, birth date and postal address (lines; empty when not given or erased). */
  patient: { name: string; birthDate: string | null; address: string[] };
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
  /** Invoices not marked paid yet: receivables, counted in the balance, not as payments. */
  invoiced: { at: Date; cents: number }[];
  balanceCents: number;
  cancelled: boolean;
};

const CLINIC_METHODS: Record<string, ReceiptMethod> = {
  cash: 'clinicCash',
  'card-terminal': 'clinicCard',
  invoice: 'clinicInvoice',
};

function methodOf(p: LedgerPayment): ReceiptMethod {
  if (p.kind === 'clinic') return (p.method && CLINIC_METHODS[p.method]) || 'clinic';
  return p.method === 'card' || p.method === 'twint' ? p.method : 'online';
}

/** Street, postal code and city, and the country unless it is Switzerland. */
function postalLines(person: Reservation['personalData']): string[] {
  const place = [person.postalCode, person.city].filter(Boolean).join(' ');
  const country = person.country && person.country.toUpperCase() !== 'CH' ? person.country : null;
  return [person.street, place, country].map((l) => (l ?? '').trim()).filter(Boolean);
}

/** What the receipt says of its issuer, in the booking's language (Germany German on de-de). */
export function issuerFacts(
  issuer: ReceiptIssuer,
  language: ReceiptFacts['language'],
  locale: string,
): Pick<ReceiptFacts, 'clinic' | 'vatNote'> {
  return {
    clinic: {
      name: issuer.legalName,
      address: issuer.address,
      email: issuer.clinicEmail,
      phone: issuer.clinicPhone,
      zsr: issuer.zsrNumber,
      gln: issuer.glnNumber,
    },
    vatNote:
      language === 'de' && locale.toLowerCase() === 'de-de'
        ? (issuer.vatNote.de_DE ?? issuer.vatNote.de)
        : issuer.vatNote[language],
  };
}

export async function receiptFacts(
  db: Db,
  row: Reservation,
  snapshot: ReservationSnapshot,
  issuer: ReceiptIssuer,
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
  // An invoice is money received only once the desk marks it paid (docs/staff-desk.md,
  // "Payments"); until then it is listed as invoiced and stays in the balance.
  const openInvoices = atClinic.filter((p) => p.method === 'invoice' && p.settledAt === null);
  const invoicedCents = openInvoices.reduce((sum, p) => sum + p.amountCents, 0);
  const settled = atClinic.filter((p) => !openInvoices.includes(p));
  const payments: ReceiptFacts['payments'] = paymentLedger(row, online, settled).map((p) => ({
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
    ...issuerFacts(issuer, lang, row.locale),
    patient: {
      name: `${row.personalData.firstName} ${row.personalData.lastName}`.trim(),
      birthDate: row.personalData.birthDate,
      address: postalLines(row.personalData),
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
    invoiced: openInvoices.map((p) => ({ at: p.createdAt, cents: p.amountCents })),
    // balanceDueCents counts every clinic row against the balance; an open invoice is still owed.
    balanceCents: status === 'confirmed' ? (await balanceDueCents(db, row)) + invoicedCents : 0,
    cancelled: status === 'cancelled',
  };
}
