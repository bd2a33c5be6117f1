/**
 * GET /api/staff/booking/<id> -> one booking with the person's data, decrypted for this view
 * only (docs/staff-desk.md, "Booking detail"). Reception and up, for an assigned location; every
 * answer writes a `booking-viewed` audit entry. Labels in the staff member's language; amounts in
 * CHF cents; times ISO instants.
 */
import { z } from 'zod';
import type { PersonalData } from '@/server/db/schema';
import type { DayBooking } from './staff-day';
import { bookingIdSchema, STAFF_BOOKING_ERROR_IDS } from './staff';

export const bookingQuerySchema = z.object({ id: bookingIdSchema });

/** The person as stored (without the localization), and their age. */
export type BookingPerson = Omit<PersonalData, 'localization'> & {
  /** Whole years on the appointment's (Zurich) day; null without a birth date. */
  age: number | null;
};

export type BookingDetailResponse = {
  booking: DayBooking & {
    date: string;
    location: { id: string; name: string };
    language: 'en' | 'de';
    /** Lifecycle: created, confirmed, cancelled (null when not), moves so far. */
    createdAt: string;
    confirmedAt: string | null;
    cancelledAt: string | null;
    rescheduleCount: number;
    holdExpiresAt: string | null;
    bookedByStaffId: string | null;
    /** Retention or an erasure removed the person: `person` is empty. */
    anonymised: boolean;
  };
  person: BookingPerson;
  /** The partner named on a two-person booking (their own data is on their reservation). */
  partnerPerson: { firstName: string; lastName: string; email: string } | null;
  checkup: { label: string; durationMinutes: number | null };
  services: { label: string }[];
  /** The check-up's preparation notes from Studio, in the staff member's language; null when none. */
  preparation: string | null;
  /** The frozen price lines of the booking (its snapshot). */
  price: {
    items: { label: string; amountCents: number }[];
    discounts: { label: string; amountCents: number }[];
    subtotalCents: number;
    totalCents: number;
    depositCents: number;
    paymentOption: 'deposit' | 'full' | null;
  };
  payments: {
    online: { paidCents: number; provider: string | null };
    clinic: {
      id: string;
      method: string;
      amountCents: number;
      reason: string;
      staffId: string;
      at: string;
      /** When the money came in; null: an open invoice, still due (docs/staff-desk.md). */
      settledAt: string | null;
    }[];
    refunds: { amountCents: number; keptCents: number; status: string; at: string }[];
    /** Every payment received, oldest first; `id` asks GET /api/staff/receipt for its receipt. */
    received: {
      id: string;
      kind: 'first' | 'balance' | 'clinic';
      method: string | null;
      amountCents: number;
      at: string;
    }[];
    /** deskBalance: online + clinic; what is still due. */
    paidCents: number;
    dueCents: number;
  };
  /** Emails of the booking from the job outbox: kind and when (no bodies). */
  emails: {
    kind: string;
    state: string;
    queuedAt: string;
    sendAfter: string;
    sentAt: string | null;
  }[];
  notes: { id: string; staffId: string; text: string; at: string }[];
  /** The other reservation of a two-person booking. */
  partner: { id: string; reference: string; name: string; status: string } | null;
  /** Staff actions on the booking, oldest first (the audit trail). */
  history: {
    at: string;
    action: string;
    staffId: string | null;
    staffName: string | null;
    detail: Record<string, string | number | boolean | null>;
  }[];
};

export const BOOKING_DETAIL_ERROR_IDS = STAFF_BOOKING_ERROR_IDS;
