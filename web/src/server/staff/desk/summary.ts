/**
 * A booking as the desk lists it (day view, search and detail, docs/staff-desk.md "Day view"):
 * one mapping of the desk's rows (rows.ts). Labels come from the reservation's frozen snapshot
 * in the staff member's language; the state is the one at `now`, the app's clock.
 */
import type { DayBooking } from '@/contracts/staff-day';
import type { Catalog } from '@/server/content';
import { screeningState } from '@/server/screening/model';
import { deskBalance } from './balance';
import type { DeskRow } from './rows';
import { deskStatus } from './status';

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
  now: Date,
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
    refundedCents: row.refundedCents,
    invoicedCents: row.status === 'confirmed' ? row.clinicInvoicedCents : 0,
    payAtClinic: row.payAtClinic,
    screening: screeningState(
      row.screeningOutcome === null
        ? null
        : {
            answeredCount: row.screeningAnswered ?? 0,
            outcome: row.screeningOutcome,
            signedAt: row.screeningSignedAt,
            decision: row.screeningDecision,
          },
    ),
  };
}
