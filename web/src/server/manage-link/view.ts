/**
 * The booking as the manage page shows it (contracts/booking-manage.ts), from the reservation's
 * frozen snapshot, in the booking's language, with the policy answer and the calendar links.
 */
import type { ManagedBooking } from '@/contracts/booking-manage';
import { toZurichIso, zurichDate } from '@/server/availability';
import type { Catalog } from '@/server/content';
import type { OnlinePayment, RefundRecord, Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { paymentLedger } from '@/server/lifecycle/ledger';
import { googleCalendarUrl, outlookCalendarUrl } from '@/server/notify/calendar-links';
import { buildIcs } from '@/server/notify/ics';
import { resolveBooking } from '@/server/reservations/booking';
import { effectiveStatus } from '@/server/reservations/status';
import type { PolicyAnswer } from '@/shared/booking-policy';

/** Locations the booking may move to: each offers the check-up and every booked add-on. */
export function rescheduleLocations(
  row: Reservation,
  catalog: Catalog,
): ManagedBooking['rescheduleLocations'] {
  const pkg = catalog.packages.find((p) => p.id === row.checkupId);
  if (!pkg) return [];
  const services = row.serviceIds.map((id) => catalog.services.find((s) => s.id === id)?.slug);
  if (services.some((s) => s === undefined)) return [];
  return catalog.locations
    .filter(
      (l) =>
        resolveBooking(catalog, {
          checkupSlug: pkg.slug,
          services: services as string[],
          locationSlug: l.slug,
        }).ok,
    )
    .map((l) => ({ slug: l.slug, name: row.language === 'de' ? l.title_de : l.title_en }));
}

export function calendarOf(row: Reservation, snapshot: ReservationSnapshot, now: Date) {
  const lang = row.language;
  const event = {
    start: row.startsAt,
    end: row.endsAt,
    summary: `${snapshot.checkup.bookedTitle[lang]} (${row.name})`,
    description: row.name,
    location: [snapshot.location.name[lang], snapshot.location.address[lang]]
      .filter(Boolean)
      .join(', '),
  };
  return {
    ics: buildIcs({
      ...event,
      uid: `${row.id}@checkup-booking`,
      sequence: row.rescheduleCount,
      stamp: now,
    }),
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event),
  };
}

/** The payments that count: the first (on the row) and each balance paid online. */
function paymentsOf(
  row: Reservation,
  rows: readonly OnlinePayment[],
): ManagedBooking['amounts']['payments'] {
  return paymentLedger(row, rows).map((p) => ({
    id: p.id,
    kind: p.kind === 'first' ? 'first' : 'balance',
    cents: p.cents,
    at: p.at.toISOString(),
    method: p.method,
  }));
}

export function managedBooking(input: {
  row: Reservation;
  snapshot: ReservationSnapshot;
  catalog: Catalog;
  policy: PolicyAnswer;
  /** The reservation's refunds (cancellations), oldest first. */
  refunds?: readonly Pick<RefundRecord, 'amountCents' | 'keptCents' | 'createdAt' | 'status'>[];
  /** Online payments after the first (balance) and payments given back (docs/payments.md). */
  payments?: readonly OnlinePayment[];
  /** What can still be paid online (lifecycle balanceDueCents); default the row's balance. */
  dueCents?: number;
  now: Date;
}): ManagedBooking {
  const { row, snapshot, catalog, policy, now } = input;
  const status = effectiveStatus(row, now);
  const ended = status === 'cancelled' || status === 'expired';
  const lang = row.language;
  const location = catalog.locations.find((l) => l.id === row.locationId);
  const horizonDays = location?.bookingHorizonDays ?? 90;
  const people: ManagedBooking['people'] = [
    { firstName: row.personalData.firstName, lastName: row.personalData.lastName, role: 'booker' },
  ];
  if (row.isPartnerBooking && row.partnerData)
    people.push({
      firstName: row.partnerData.firstName,
      lastName: row.partnerData.lastName,
      role: 'partner',
    });
  return {
    reference: row.name,
    status,
    language: lang,
    start: toZurichIso(row.startsAt),
    end: toZurichIso(row.endsAt),
    checkup: { slug: snapshot.checkup.slug, title: snapshot.checkup.bookedTitle[lang] },
    services: snapshot.services.map((s) => ({ slug: s.slug, title: s.title[lang] })),
    location: {
      slug: snapshot.location.slug,
      name: snapshot.location.name[lang],
      address: snapshot.location.address[lang],
      mapUrl: snapshot.location.mapUrl,
    },
    people,
    isPartnersOwn: row.partnerOfReservationId !== null,
    amounts: {
      lines: snapshot.items.map((i) => ({ label: i.label[lang], cents: i.amountCents })),
      discounts: snapshot.discounts.map((d) => ({ label: d.label[lang], cents: d.amountCents })),
      totalCents: snapshot.totalCents,
      paidCents: row.paidCents,
      balanceCents: ended ? 0 : (input.dueCents ?? row.balanceDueCents),
      payments: paymentsOf(row, input.payments ?? []),
      refunds: [
        ...(input.refunds ?? []).map((r) => ({
          cents: r.amountCents,
          keptCents: r.keptCents,
          at: r.createdAt.toISOString(),
          status: r.status,
          reason: 'cancellation' as const,
        })),
        ...(input.payments ?? [])
          .filter((p) => p.refundedCents > 0)
          .map((p) => ({
            cents: p.refundedCents,
            keptCents: 0,
            at: (p.refundedAt ?? p.createdAt).toISOString(),
            status: 'succeeded' as const,
            reason: 'payment-not-taken' as const,
          })),
      ].sort((a, b) => a.at.localeCompare(b.at)),
    },
    calendar: calendarOf(row, snapshot, now),
    policy: {
      reschedule: policy.reschedule.allowed
        ? { ...policy.reschedule, until: policy.reschedule.until.toISOString() }
        : policy.reschedule,
      cancel: policy.cancel.allowed
        ? { ...policy.cancel, freeUntil: policy.cancel.freeUntil.toISOString() }
        : policy.cancel,
    },
    rescheduleLocations: rescheduleLocations(row, catalog),
    rescheduleWindow: {
      firstDate: zurichDate(now),
      lastDate: zurichDate(now.getTime() + horizonDays * 86_400_000),
    },
  };
}
