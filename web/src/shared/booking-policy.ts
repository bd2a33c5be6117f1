/**
 * The clinic's rules for changing a booking after it was made, and what a cancellation refunds.
 * Pure and shared by browser and server: the same booking, policy and clock always give the
 * same answer, so the summary and payment steps (state the terms before paying), the manage
 * page (states the rule before the visitor confirms) and the reschedule/cancel transitions
 * (enforce it) cannot disagree. Amounts in CHF cents.
 */
import { BOOKING_DEFAULTS } from 'schemas/src/defaults';
import {
  BOOKING_APPOINTMENT_PAST,
  BOOKING_CHANGE_INSIDE_NOTICE,
  BOOKING_NOT_ACTIVE,
  BOOKING_RESCHEDULE_LIMIT_REACHED,
  BOOKING_RESCHEDULE_UNPAID,
  BOOKING_RESCHEDULE_WINDOW_CLOSED,
} from '@/contracts/error-ids';

/** What Settings holds (defaults in DEFAULT_BOOKING_POLICY), optionally overridden per check-up. */
export type BookingPolicy = {
  /** A reschedule is possible until this many hours before the appointment. */
  rescheduleUntilHours: number;
  /** How often one reservation may be moved. */
  maxReschedules: number;
  /** A cancellation until this many hours before refunds everything paid; later the deposit is kept. */
  freeCancellationUntilHours: number;
  /** Whatever the appointment's time, a cancellation this long after booking is free (docs/decisions/0008-booking-policy-shared-and-grace.md). */
  freeCancellationAfterBookingMinutes: number;
};

/** Settings' defaults (schemas/src/defaults.ts: one place for Studio and site). */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  rescheduleUntilHours: BOOKING_DEFAULTS.rescheduleUntilHours,
  maxReschedules: BOOKING_DEFAULTS.maxReschedules,
  freeCancellationUntilHours: BOOKING_DEFAULTS.freeCancellationUntilHours,
  freeCancellationAfterBookingMinutes: BOOKING_DEFAULTS.freeCancellationAfterBookingMinutes,
};

/** A check-up's own values where Studio sets them (null = the Settings value). */
export type BookingPolicyOverride = { [K in keyof BookingPolicy]?: number | null };

export function effectivePolicy(
  settings: BookingPolicy,
  override?: BookingPolicyOverride | null,
): BookingPolicy {
  const pick = (key: keyof BookingPolicy) => override?.[key] ?? settings[key];
  return {
    rescheduleUntilHours: pick('rescheduleUntilHours'),
    maxReschedules: pick('maxReschedules'),
    freeCancellationUntilHours: pick('freeCancellationUntilHours'),
    freeCancellationAfterBookingMinutes: pick('freeCancellationAfterBookingMinutes'),
  };
}

export type PolicyBooking = {
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  start: Date;
  /** When the booking was made: the free cancellation after booking counts from it. */
  bookedAt: Date;
  /** How often this reservation has been moved already. */
  rescheduleCount: number;
  /** What the booker paid for this reservation (0 while pending, 0 for a partner's prepaid check-up without add-ons). */
  paidCents: number;
  /** The deposit frozen in the snapshot: what a late cancellation keeps (at most what was paid). */
  depositCents: number;
  /**
   * Part of the payment that pays for an appointment that stays: the partner's half of a
   * two-person price once the partner has booked (docs/manage-booking.md). Never refunded here.
   */
  retainedForPartnerCents: number;
  /** The location's minimum notice: inside it nothing changes online. */
  minimumNoticeHours: number;
};

/** Reasons are catalogue error ids (en/de in the seed), so the API and the page say the same. */
export type PolicyRefusal =
  | typeof BOOKING_NOT_ACTIVE
  | typeof BOOKING_APPOINTMENT_PAST
  | typeof BOOKING_CHANGE_INSIDE_NOTICE
  | typeof BOOKING_RESCHEDULE_WINDOW_CLOSED
  | typeof BOOKING_RESCHEDULE_LIMIT_REACHED
  | typeof BOOKING_RESCHEDULE_UNPAID;

/** Refusals the clinic can still help with by phone: the page offers its number after them. */
export const REFUSALS_TO_CALL_ABOUT: ReadonlySet<PolicyRefusal> = new Set([
  BOOKING_CHANGE_INSIDE_NOTICE,
  BOOKING_RESCHEDULE_WINDOW_CLOSED,
  BOOKING_RESCHEDULE_LIMIT_REACHED,
]);

export type RescheduleAnswer =
  | { allowed: true; /** Moves left after this one. */ remainingAfter: number; until: Date }
  | { allowed: false; reason: PolicyRefusal };

export type CancelAnswer =
  | {
      allowed: true;
      /** True while the full payment comes back. */
      free: boolean;
      refundCents: number;
      /** Kept by the clinic under the late-cancellation rule (the deposit). */
      keptCents: number;
      /** The partner's share that stays with their appointment (two-person booking), not refunded. */
      retainedCents: number;
      /** Until when a cancellation is free (the time the rule changes). */
      freeUntil: Date;
    }
  | { allowed: false; reason: PolicyRefusal };

export type PolicyAnswer = { reschedule: RescheduleAnswer; cancel: CancelAnswer };

const HOUR = 3_600_000;
const MINUTE = 60_000;

function hoursBefore(start: Date, hours: number): Date {
  return new Date(start.getTime() - hours * HOUR);
}

/**
 * Until when a cancellation is free: the later of "N hours before the appointment" and
 * "M minutes after booking". A slot booked inside the window is free only for those minutes.
 */
export function freeCancellationUntil(policy: BookingPolicy, start: Date, bookedAt: Date): Date {
  const beforeStart = hoursBefore(start, policy.freeCancellationUntilHours).getTime();
  const afterBooking = bookedAt.getTime() + policy.freeCancellationAfterBookingMinutes * MINUTE;
  return new Date(Math.max(beforeStart, afterBooking));
}

/** The terms a visitor is shown before paying for a slot (summary and payment steps, email). */
export type SlotTerms = {
  /** Free cancellation until then; later the deposit is kept. */
  freeCancellationUntil: Date;
  /** True when the usual free-cancellation period has already passed for this slot. */
  insideCancellationWindow: boolean;
  /** Moves online are possible until then (null: the slot is already past that point). */
  rescheduleUntil: Date | null;
  maxReschedules: number;
  freeCancellationAfterBookingMinutes: number;
};

/** The terms of booking `start` at `now` (= the booking time). */
export function slotTerms(policy: BookingPolicy, start: Date, now: Date): SlotTerms {
  const rescheduleUntil = hoursBefore(start, policy.rescheduleUntilHours);
  return {
    freeCancellationUntil: freeCancellationUntil(policy, start, now),
    insideCancellationWindow:
      hoursBefore(start, policy.freeCancellationUntilHours).getTime() < now.getTime(),
    rescheduleUntil: rescheduleUntil.getTime() > now.getTime() ? rescheduleUntil : null,
    maxReschedules: policy.maxReschedules,
    freeCancellationAfterBookingMinutes: policy.freeCancellationAfterBookingMinutes,
  };
}

/** What may be done with a booking at `now`, and what a cancellation would refund. */
export function whatMayBeDone(
  booking: PolicyBooking,
  policy: BookingPolicy,
  now: Date,
): PolicyAnswer {
  const refuse = (reason: PolicyRefusal) => ({
    reschedule: { allowed: false, reason } as const,
    cancel: { allowed: false, reason } as const,
  });
  if (booking.status === 'cancelled' || booking.status === 'expired')
    return refuse(BOOKING_NOT_ACTIVE);
  if (booking.start.getTime() <= now.getTime()) return refuse(BOOKING_APPOINTMENT_PAST);
  if (now.getTime() > hoursBefore(booking.start, booking.minimumNoticeHours).getTime()) {
    return refuse(BOOKING_CHANGE_INSIDE_NOTICE);
  }
  return { reschedule: reschedule(booking, policy, now), cancel: cancel(booking, policy, now) };
}

function reschedule(booking: PolicyBooking, policy: BookingPolicy, now: Date): RescheduleAnswer {
  // An unpaid hold is paid or cancelled, not moved: a move would stretch the hold.
  if (booking.status === 'pending') return { allowed: false, reason: BOOKING_RESCHEDULE_UNPAID };
  const until = hoursBefore(booking.start, policy.rescheduleUntilHours);
  if (now.getTime() > until.getTime())
    return { allowed: false, reason: BOOKING_RESCHEDULE_WINDOW_CLOSED };
  if (booking.rescheduleCount >= policy.maxReschedules) {
    return { allowed: false, reason: BOOKING_RESCHEDULE_LIMIT_REACHED };
  }
  return {
    allowed: true,
    remainingAfter: policy.maxReschedules - booking.rescheduleCount - 1,
    until,
  };
}

function cancel(booking: PolicyBooking, policy: BookingPolicy, now: Date): CancelAnswer {
  const freeUntil = freeCancellationUntil(policy, booking.start, booking.bookedAt);
  const refundable = Math.max(0, booking.paidCents - booking.retainedForPartnerCents);
  const free = now.getTime() <= freeUntil.getTime();
  const kept = free ? 0 : Math.min(refundable, Math.max(0, booking.depositCents));
  return {
    allowed: true,
    free,
    refundCents: refundable - kept,
    keptCents: kept,
    retainedCents: booking.paidCents - refundable,
    freeUntil,
  };
}
