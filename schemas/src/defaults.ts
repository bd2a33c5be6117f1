/**
 * The booking defaults, in one place: Studio's initial values for new documents and the
 * site's fallbacks when Settings is missing or broken (web/src/server/content) read these.
 * No imports, so the site can use it without loading Sanity.
 */
export const BOOKING_DEFAULTS = {
  /** Francs paid up front when the visitor chooses the deposit. */
  depositAmount: 300,
  /** How long an unpaid reservation keeps its slot once its payment has started. */
  holdMinutes: 30,
  /** Appointments start on this grid. */
  slotStepMinutes: 15,
  /** How far ahead an appointment must be booked. */
  minimumNoticeHours: 24,
  /** How far into the future appointments can be booked. */
  bookingHorizonDays: 90,
  /** Online moves are possible until this many hours before the appointment. */
  rescheduleUntilHours: 48,
  /** How often one booking may be moved online. */
  maxReschedules: 2,
  /** A cancellation until this many hours before refunds everything paid. */
  freeCancellationUntilHours: 48,
  /** A booking can always be cancelled free of charge this long after it was made. */
  freeCancellationAfterBookingMinutes: 60,
  /** How long a visitor's cookie consent choice is kept before they are asked again. */
  consentDays: 182,
} as const;

/** Money after the deposit (issue 36), in Settings. */
export const BALANCE_DEFAULTS = {
  /** The "pay the balance" email goes out this many days before the appointment; 0 = off. */
  balanceReminderDays: 0,
} as const;

/** The staff desk's audit trail (web/src/server/staff/audit.ts), in Settings. */
export const AUDIT_DEFAULTS = {
  /** Audit entries are deleted by the daily job after this many days (2 years). */
  auditRetentionDays: 730,
} as const;

/** Site-wide hold limits against hoarding (issue 11.2, web/src/server/holds), in Settings. */
export const HOLD_DEFAULTS = {
  /** How long a new hold keeps its slot until the visitor starts the payment (issue 11.2). */
  initialHoldMinutes: 10,
  /** Live holds one booker email may have at once. */
  maxLiveHoldsPerEmail: 1,
  /** Live holds one client (address) may have at once. */
  maxLiveHoldsPerClient: 3,
  /** Holds per 10 minutes at one location that never need the proof-of-work challenge. */
  holdBurstMinimum: 10,
  /** A location needs the challenge above this many times its normal rate of holds. */
  holdBurstFactor: 5,
  /** How long a slot offered to a waitlist entry stays held for them (issue 38). */
  waitlistHoldMinutes: 30,
} as const;
