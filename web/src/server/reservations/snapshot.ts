/**
 * The frozen terms of a reservation (db/snapshot-type.ts): built once at creation from the
 * same fresh catalogue and quote the create used, and read by every later step (payment page,
 * create-intent, emails, .ics, success page) instead of today's content.
 */
import { getCatalog, localized, type Catalog, type SiteSettings } from '@/server/content';
import type { CheckupPackage, Language, Location, Service } from '@/server/content/model';
import { mapLink } from '@/shared/mapLink';
import type { Reservation } from '@/server/db/schema';
import type {
  Bilingual,
  ReservationSnapshot,
  SnapshotDiscount,
  SnapshotLineItem,
} from '@/server/db/snapshot-type';
import { computePrice, type Quote } from '@/server/pricing/compute';
import {
  DEFAULT_BOOKING_POLICY,
  effectivePolicy,
  type BookingPolicy,
} from '@/shared/booking-policy';
import { francsToCents } from '@/server/pricing/money';

export type { ReservationSnapshot } from '@/server/db/snapshot-type';

const both = <K extends string, T extends Record<`${K}_${Language}`, unknown>>(
  doc: T,
  key: K,
): Bilingual => ({
  en: String(localized(doc, key, 'en')),
  de: String(localized(doc, key, 'de')),
});

export type SnapshotInput = {
  pkg: CheckupPackage;
  services: Service[];
  location: Location;
  roomKey: string;
  isPartnerBooking: boolean;
  /** The same quote in both languages (labels differ, amounts do not). */
  quotes: Record<Language, Quote>;
  discountCode: string | null;
  totalCents: number;
  settings: Pick<SiteSettings, 'depositAmount' | 'holdMinutes'> &
    Partial<
      Pick<
        SiteSettings,
        | 'rescheduleUntilHours'
        | 'maxReschedules'
        | 'freeCancellationUntilHours'
        | 'freeCancellationAfterBookingMinutes'
      >
    >;
  now: Date;
};

/** The snapshot of a new reservation. Pure. */
export function buildSnapshot(input: SnapshotInput): ReservationSnapshot {
  const { pkg, location, quotes } = input;
  const items: SnapshotLineItem[] = quotes.en.paymentData.items.map((item, i) => {
    const id =
      item.kind === 'package'
        ? pkg.id
        : (input.services.find((s) => s.slug === item.slug)?.id ?? '');
    return {
      kind: item.kind,
      id,
      slug: item.slug,
      label: { en: item.label, de: quotes.de.paymentData.items[i]!.label },
      amountCents: francsToCents(item.amount),
    };
  });
  const discounts: SnapshotDiscount[] = quotes.en.discounts.map((d, i) => ({
    kind: d.kind,
    label: { en: d.label, de: quotes.de.discounts[i]!.label },
    amountCents: francsToCents(d.amount),
    ...(d.kind === 'code' && input.discountCode ? { code: input.discountCode } : {}),
  }));
  const total = input.totalCents;
  const depositAmountCents = francsToCents(input.settings.depositAmount);
  const depositCents = Math.min(total, depositAmountCents);
  const room = location.rooms.find((r) => r.key === input.roomKey);
  const title = both(pkg, 'title');
  return {
    version: 1,
    takenAt: input.now.toISOString(),
    currency: 'CHF',
    checkup: {
      id: pkg.id,
      slug: pkg.slug,
      title,
      bookedTitle: input.isPartnerBooking ? both(pkg, 'title_two_persons') : title,
      durationMinutes: pkg.durationMinutes,
    },
    services: input.services.map((s) => ({ id: s.id, slug: s.slug, title: both(s, 'title') })),
    location: {
      id: location.id,
      slug: location.slug,
      name: both(location, 'title'),
      address: both(location, 'address'),
      mapUrl: mapLink(location.center),
    },
    room: { key: input.roomKey, label: room?.label ?? input.roomKey },
    items,
    discounts,
    subtotalCents: quotes.en.subtotalCents,
    totalCents: total,
    depositCents,
    paymentOptions: {
      deposit: { dueNowCents: depositCents, balanceCents: total - depositCents },
      full: { dueNowCents: total, balanceCents: 0 },
    },
    paymentOption: null,
    policies: {
      texts: [],
      depositAmountCents,
      holdMinutes: input.settings.holdMinutes,
      booking: bookingPolicyOf(input.settings, pkg),
    },
  };
}

/** The move/cancel rules agreed to at booking (Settings with the check-up's overrides). */
function bookingPolicyOf(settings: SnapshotInput['settings'], pkg: CheckupPackage): BookingPolicy {
  return effectivePolicy(
    {
      rescheduleUntilHours:
        settings.rescheduleUntilHours ?? DEFAULT_BOOKING_POLICY.rescheduleUntilHours,
      maxReschedules: settings.maxReschedules ?? DEFAULT_BOOKING_POLICY.maxReschedules,
      freeCancellationUntilHours:
        settings.freeCancellationUntilHours ?? DEFAULT_BOOKING_POLICY.freeCancellationUntilHours,
      freeCancellationAfterBookingMinutes:
        settings.freeCancellationAfterBookingMinutes ??
        DEFAULT_BOOKING_POLICY.freeCancellationAfterBookingMinutes,
    },
    pkg,
  );
}

const same = (text: string): Bilingual => ({ en: text, de: text });

/**
 * A snapshot for a row made before snapshots existed, from today's content (by _id, then by
 * slug), marked `reconstructed`. The stored amounts stand; line items are today's only when
 * they still add up to the stored total. Pure.
 */
export function reconstructSnapshot(row: Reservation, catalog: Catalog): ReservationSnapshot {
  const pkg =
    catalog.packages.find((p) => p.id === row.checkupId) ??
    catalog.packages.find((p) => p.slug === row.checkupSlug);
  const location =
    catalog.locations.find((l) => l.id === row.locationId) ??
    catalog.locations.find((l) => l.slug === row.locationSlug);
  const services = row.services.map((slug, i) => {
    const s =
      catalog.services.find((x) => x.id === row.serviceIds[i]) ??
      catalog.services.find((x) => x.slug === slug);
    return s
      ? { id: s.id, slug: s.slug, title: both(s, 'title') }
      : { id: row.serviceIds[i] ?? '', slug, title: same(slug) };
  });
  let items: SnapshotLineItem[] = [];
  let discounts: SnapshotDiscount[] = [];
  let subtotalCents = row.totalCents;
  if (pkg && location) {
    try {
      const quoteIn = (language: Language) =>
        computePrice({
          catalog,
          checkupSlug: pkg.slug,
          services: services.map((s) => s.slug),
          locationSlug: location.slug,
          discountCode: null,
          discountCodeRedemptions: 0,
          isPartnerBooking: row.isPartnerBooking,
          isPartnerCurrentlyBooking: row.partnerOfReservationId !== null,
          language,
          now: row.createdAt,
        });
      const en = quoteIn('en');
      const de = quoteIn('de');
      if (en.totalCents === row.totalCents) {
        const built = buildSnapshot({
          pkg,
          services: catalog.services.filter((s) => services.some((x) => x.id === s.id)),
          location,
          roomKey: row.roomKey,
          isPartnerBooking: row.isPartnerBooking,
          quotes: { en, de },
          discountCode: null,
          totalCents: row.totalCents,
          settings: catalog.settings,
          now: row.createdAt,
        });
        items = built.items;
        discounts = built.discounts;
        subtotalCents = built.subtotalCents;
      }
    } catch {
      // The selection is no longer valid in today's content: totals only.
    }
  }
  const depositAmountCents = francsToCents(catalog.settings.depositAmount);
  const depositCents = Math.min(row.totalCents, depositAmountCents);
  const title = pkg ? both(pkg, 'title') : same(row.checkupSlug);
  return {
    version: 1,
    takenAt: new Date().toISOString(),
    reconstructed: true,
    currency: 'CHF',
    checkup: {
      id: pkg?.id ?? row.checkupId,
      slug: pkg?.slug ?? row.checkupSlug,
      title,
      bookedTitle: pkg && row.isPartnerBooking ? both(pkg, 'title_two_persons') : title,
      durationMinutes: pkg?.durationMinutes ?? 0,
    },
    services,
    location: location
      ? {
          id: location.id,
          slug: location.slug,
          name: both(location, 'title'),
          address: both(location, 'address'),
          mapUrl: mapLink(location.center),
        }
      : {
          id: row.locationId,
          slug: row.locationSlug,
          name: same(row.locationSlug),
          address: same(''),
          mapUrl: '',
        },
    room: {
      key: row.roomKey,
      label: location?.rooms.find((r) => r.key === row.roomKey)?.label ?? row.roomKey,
    },
    items,
    discounts,
    subtotalCents,
    totalCents: row.totalCents,
    depositCents,
    paymentOptions: {
      deposit: { dueNowCents: depositCents, balanceCents: row.totalCents - depositCents },
      full: { dueNowCents: row.totalCents, balanceCents: 0 },
    },
    paymentOption: row.paymentOption ?? null,
    policies: { texts: [], depositAmountCents, holdMinutes: catalog.settings.holdMinutes },
  };
}

/**
 * The reservation's frozen terms. A row from before migration 0001 whose snapshot the
 * stable-ids step has not written yet gets one reconstructed from today's content.
 */
export async function snapshotOf(row: Reservation): Promise<ReservationSnapshot> {
  if (row.snapshot) return row.snapshot;
  return reconstructSnapshot(row, await getCatalog());
}

/** A bilingual text in the reservation's language. */
export function inLanguage(text: Bilingual, language: Language): string {
  return text[language];
}
