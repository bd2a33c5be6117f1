/**
 * POST /api/staff/book { reservationData, reason, payment: link | at-clinic,
 * acceptLateCancellation? } -> 201 the booking made for a caller: the site's catalogue, price,
 * rules and hold (docs/staff-desk.md, "Book for a caller"). `link`: a hold the patient pays
 * through the emailed link; `at-clinic`: confirmed now, the total due at the clinic.
 */
import type { z } from 'zod';
import { bookForCallerInputSchema } from '@/server/staff/desk/book-for-caller';

export const staffBookRequestSchema = bookForCallerInputSchema;
export type StaffBookRequest = z.input<typeof bookForCallerInputSchema>;

export type StaffBookResponse = {
  reservation: {
    id: string;
    /** The reference, e.g. "ZUR-7K3M-Q9". */
    name: string;
    status: 'pending' | 'confirmed';
    totalCents: number;
    /** Until when a `link` hold waits for the payment; null once confirmed. */
    holdExpiresAt: string | null;
  };
};

export const STAFF_BOOK_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'reserve-timeslot-error-already-booked',
  'reserve-timeslot-error-other',
  'location-does-not-offer-checkup',
  'location-does-not-offer-service',
  'discount-code-invalid',
  'below-minimum-age',
  'cancellation-terms-not-accepted',
  'hold-limit-email',
  'partner-reservation-email-not-allowed',
  'partner-reservation-already-booked',
  'name-invalid-characters',
  'error-confirming-reservation-from-app',
] as const;
export type StaffBookErrorId = (typeof STAFF_BOOK_ERROR_IDS)[number];
