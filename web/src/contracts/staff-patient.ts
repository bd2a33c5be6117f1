/**
 * GET /api/staff/patient?booking=<id> -> every booking of the person who made that booking: the
 * same email or phone (blind indexes), at the member's locations, newest first, each with its
 * history from the audit trail (docs/staff-desk.md "Patient view"). The booking id names the
 * person: no name, email or phone ever stands in the URL. Reception and up; audited as a view.
 */
import { z } from 'zod';
import { bookingIdSchema, STAFF_BOOKING_ERROR_IDS } from './staff';
import type { SearchResult } from './staff-search';

export const staffPatientQuerySchema = z.object({ booking: bookingIdSchema });

export type PatientHistoryEntry = {
  at: string;
  /** An audit action id (shared/audit-actions.ts); the page shows its label. */
  action: string;
  /** The staff member's name; null for the patient or the system. */
  staff: string | null;
};

export type PatientBooking = Omit<SearchResult, 'matchedBy'> & {
  /** Same email or same phone as the booking asked for. */
  sameBy: 'booking' | 'email' | 'phone';
  createdAt: string;
  history: PatientHistoryEntry[];
};

export type StaffPatientResponse = {
  person: { name: string; email: string; phone: string | null };
  bookings: PatientBooking[];
  /** More than shown: the oldest left out. */
  truncated: boolean;
};

export const PATIENT_LIMIT = 100;
export const STAFF_PATIENT_ERROR_IDS = STAFF_BOOKING_ERROR_IDS;
