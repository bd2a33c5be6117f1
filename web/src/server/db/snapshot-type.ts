/**
 * The frozen terms of a reservation (column `snapshot`): everything the booker was shown and
 * agreed to when the reservation was created, in both languages. Written once at creation
 * (reservations/snapshot.ts), never updated by content changes; amounts in CHF cents.
 */
export type Bilingual = { en: string; de: string };

export type SnapshotLineItem = {
  kind: 'package' | 'service';
  /** Sanity document _id. */
  id: string;
  /** Slug at booking time (display and logs only). */
  slug: string;
  label: Bilingual;
  amountCents: number;
};

export type SnapshotDiscount = {
  kind: 'location' | 'code';
  label: Bilingual;
  amountCents: number;
  /** The code as stored in content, for kind "code". */
  code?: string;
};

export type ReservationSnapshot = {
  version: 1;
  /** ISO time the snapshot was taken. */
  takenAt: string;
  /** True when rebuilt from content after the fact (rows made before snapshots existed). */
  reconstructed?: boolean;
  currency: 'CHF';
  checkup: {
    id: string;
    slug: string;
    title: Bilingual;
    /** The title as the booker saw it: the two-person title for a partner booking. */
    bookedTitle: Bilingual;
    durationMinutes: number;
  };
  services: { id: string; slug: string; title: Bilingual }[];
  location: {
    id: string;
    slug: string;
    name: Bilingual;
    address: Bilingual;
    mapUrl: string;
  };
  room: { key: string; label: string };
  items: SnapshotLineItem[];
  discounts: SnapshotDiscount[];
  subtotalCents: number;
  totalCents: number;
  /** The deposit as Settings had it at creation, capped at the total. */
  depositCents: number;
  /** What each payment choice would charge now and leave for the clinic. */
  paymentOptions: Record<'deposit' | 'full', { dueNowCents: number; balanceCents: number }>;
  /** The payment choice, once the booker made one (null at creation: chosen on the payment page). */
  paymentOption: 'deposit' | 'full' | null;
  /** Terms that applied: policy texts (none in content yet) and the settings behind them. */
  policies: {
    texts: { id: string; title: Bilingual; body: Bilingual }[];
    depositAmountCents: number;
    holdMinutes: number;
    /**
     * The move/cancel rules in force at booking (shared/booking-policy.ts: Settings with the
     * check-up's overrides). Absent on rows made before today's rules apply.
     */
    booking?: {
      rescheduleUntilHours: number;
      maxReschedules: number;
      freeCancellationUntilHours: number;
      /** Absent in snapshots made before it existed (docs/decisions/0008-booking-policy-shared-and-grace.md). */
      freeCancellationAfterBookingMinutes?: number;
    };
  };
};
