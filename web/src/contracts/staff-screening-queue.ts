/**
 * GET /api/staff/screening/queue?location= -> the bookings whose signed MRI safety questionnaire
 * waits for a clinical decision, soonest first (docs/screening.md "At the desk"; the review's
 * shared types: ./staff-screening.ts).
 */
import { z } from 'zod';
import { locationIdSchema, STAFF_LOCATION_ERROR_IDS } from './staff';

export const staffScreeningQueueQuerySchema = z.object({
  /** Default: the first location the staff member may see. */
  location: locationIdSchema.optional(),
});

export type StaffScreeningQueueItem = {
  id: string;
  reference: string;
  /** ISO instants of the appointment. */
  start: string;
  end: string;
  firstName: string;
  lastName: string;
  /** The worst answer: review (a radiographer must look) or stop. */
  outcome: 'review' | 'stop';
  signedAt: string;
  /** When documents were last asked for (ISO), or null. */
  documentsRequestedAt: string | null;
};

export type StaffScreeningQueueResponse = {
  location: { id: string };
  /** The locations the staff member may choose, in the desk's language. */
  locations: { id: string; name: string }[];
  items: StaffScreeningQueueItem[];
};

export const STAFF_SCREENING_QUEUE_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
