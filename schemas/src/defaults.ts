/**
 * The booking defaults, in one place: Studio's initial values for new documents and the
 * site's fallbacks when Settings is missing or broken (web/src/server/content) read these.
 * No imports, so the site can use it without loading Sanity.
 */
export const BOOKING_DEFAULTS = {
  /** Francs paid up front when the visitor chooses the deposit. */
  depositAmount: 300,
  /** How long an unpaid reservation keeps its slot. */
  holdMinutes: 30,
  /** Appointments start on this grid. */
  slotStepMinutes: 15,
  /** How far ahead an appointment must be booked. */
  minimumNoticeHours: 24,
  /** How far into the future appointments can be booked. */
  bookingHorizonDays: 90,
} as const;
