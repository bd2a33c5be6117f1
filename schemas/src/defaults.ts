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

/** Money after the deposit (docs/payments.md), in Settings. */
export const BALANCE_DEFAULTS = {
  /** The "pay the balance" email goes out this many days before the appointment; 0 = off. */
  balanceReminderDays: 0,
} as const;

/** The staff desk's audit trail (web/src/server/staff/audit.ts), in Settings. */
export const AUDIT_DEFAULTS = {
  /** Audit entries are deleted by the daily job after this many days (2 years). */
  auditRetentionDays: 730,
} as const;

/** Site-wide hold limits against hoarding (web/src/server/holds, docs/security.md), in Settings. */
export const HOLD_DEFAULTS = {
  /** How long a new hold keeps its slot until the visitor starts the payment (docs/security.md). */
  initialHoldMinutes: 10,
  /** Live holds one booker email may have at once. */
  maxLiveHoldsPerEmail: 1,
  /** Live holds one client (address) may have at once. */
  maxLiveHoldsPerClient: 3,
  /** Holds per 10 minutes at one location that never need the proof-of-work challenge. */
  holdBurstMinimum: 10,
  /** A location needs the challenge above this many times its normal rate of holds. */
  holdBurstFactor: 5,
  /** How long a slot offered to a waitlist entry stays held for them (docs/waitlist.md). */
  waitlistHoldMinutes: 30,
} as const;

/** How long data is kept (web/src/server/personal-data/retention.ts, docs/privacy.md), in Settings. */
export const RETENTION_DEFAULTS = {
  /** Lapsed and released holds are deleted after this many days. */
  holdRetentionDays: 7,
  /** Past bookings' personal data is anonymised after this many days (2 years). */
  bookingRetentionDays: 730,
} as const;

/** Reminder emails (web/src/server/reminders/plan.ts), in Settings. */
export const REMINDER_DEFAULTS = {
  /** The reminder with preparation notes goes out this many hours before the appointment. */
  reminderHoursBefore: 48,
  /** Optional second reminder; null = none (Studio leaves the field empty). */
  secondReminderHoursBefore: null,
} as const;

/** SMS reminders (docs/sms.md), in Settings. */
export const SMS_DEFAULTS = {
  /** The SMS reminder (for bookings that asked for one) goes out this many hours before. */
  smsReminderHoursBefore: 24,
} as const;

/** The MRI safety questionnaire (docs/screening.md "Settings"), in Settings. */
export const SCREENING_DEFAULTS = {
  /** The patient is reminded to answer the questionnaire this many days before the appointment. */
  screeningReminderDaysBefore: 5,
  /** Answers are due this many hours before the appointment; the desk follows up on the rest. */
  screeningDueHoursBefore: 48,
  /** The scanner table's weight limit: a weight above it stops the examination. */
  scannerTableWeightLimitKg: 150,
} as const;

/** Who may book (web/src/lib/minimumAge.ts), in Settings. */
export const PERSON_DEFAULTS = {
  /** The person having the check-up is at least this old on the day of booking. */
  minimumAge: 18,
} as const;

/**
 * Every Settings field with a default, in one object: Studio's initial values
 * (schemas/src/documents/siteSettings.ts) and the site's fallback settings
 * (web/src/server/content) are both checked against it field by field (defaults.test.ts here,
 * web/src/server/content/defaults.test.ts there).
 */
export const SETTINGS_DEFAULTS = {
  depositAmount: BOOKING_DEFAULTS.depositAmount,
  holdMinutes: BOOKING_DEFAULTS.holdMinutes,
  rescheduleUntilHours: BOOKING_DEFAULTS.rescheduleUntilHours,
  maxReschedules: BOOKING_DEFAULTS.maxReschedules,
  freeCancellationUntilHours: BOOKING_DEFAULTS.freeCancellationUntilHours,
  freeCancellationAfterBookingMinutes: BOOKING_DEFAULTS.freeCancellationAfterBookingMinutes,
  consentDays: BOOKING_DEFAULTS.consentDays,
  ...HOLD_DEFAULTS,
  ...BALANCE_DEFAULTS,
  ...AUDIT_DEFAULTS,
  ...RETENTION_DEFAULTS,
  ...REMINDER_DEFAULTS,
  ...SMS_DEFAULTS,
  ...PERSON_DEFAULTS,
  ...SCREENING_DEFAULTS,
} as const;

/**
 * The VAT note of receipts when Settings has none (docs/payments.md, "Receipts"): medical
 * treatment is exempt from Swiss VAT (Art. 21 para. 2 no. 3 MWSTG).
 */
export const RECEIPT_DEFAULTS = {
  vatNote_en:
    'Medical treatment is exempt from VAT (Art. 21 para. 2 no. 3 Swiss VAT Act); no VAT is charged.',
  vatNote_de:
    'Heilbehandlungen sind von der Mehrwertsteuer ausgenommen (Art. 21 Abs. 2 Ziff. 3 MWSTG); es wird keine MWST erhoben.',
} as const;
