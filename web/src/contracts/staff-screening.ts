/**
 * The MRI safety questionnaire's clinical review at the desk (docs/screening.md "At the desk"):
 * clinical and up, for an assigned location, audited.
 * GET /api/staff/screening/queue?location= -> the bookings to review, soonest first.
 * GET /api/staff/screening/answers?booking= -> one booking's questions as asked and answers
 *   (audited `screening-viewed`: the entry names the booking, never an answer).
 * POST /api/staff/screening/decide { id, decision, reason, note? } -> the decision:
 *   `clear`, `ask-documents` (the note is emailed to the patient) or `cannot-scan` (the booking is
 *   cancelled with a full refund through the lifecycle and the patient emailed).
 */
import { z } from 'zod';
import {
  BOOKING_NOT_ACTIVE,
  SCREENING_ALREADY_DECIDED,
  SCREENING_NOT_FOR_REVIEW,
} from '@/contracts/error-ids';
import {
  bookingActionFields,
  bookingIdSchema,
  STAFF_BOOKING_ERROR_IDS,
  STAFF_LOCATION_ERROR_IDS,
} from './staff';

/** A booking's screening state (docs/screening.md "State"). */
export type ScreeningState =
  'missing' | 'inProgress' | 'complete' | 'needsReview' | 'cleared' | 'cannotScan';

export const staffScreeningQueueQuerySchema = z.object({
  /** Default: the first location the staff member may see. */
  location: z.string().min(1).max(200).optional(),
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

export const staffScreeningAnswersQuerySchema = z.object({ booking: bookingIdSchema });

export type StaffScreeningAnswer = {
  key: string;
  section: string;
  question: string;
  kind: string;
  unit: string | null;
  /** yes / no / notSure, or the number as typed; null when unanswered. */
  value: string | number | null;
  detail: string | null;
  outcome: 'clear' | 'review' | 'stop' | null;
};

export type StaffScreeningAnswersResponse = {
  id: string;
  state: ScreeningState;
  questionnaireRev: string;
  signedAt: string | null;
  /** The typed name and the incidental findings choice of the consent, when signed. */
  signedName: string | null;
  incidentalFindings: string | null;
  answers: StaffScreeningAnswer[];
  documentsRequestedAt: string | null;
  documentsNote: string | null;
  decision: 'cleared' | 'cannotScan' | null;
  decidedAt: string | null;
};

export const SCREENING_DECISIONS = ['clear', 'ask-documents', 'cannot-scan'] as const;
export type ScreeningDecision = (typeof SCREENING_DECISIONS)[number];

export const staffScreeningDecideRequestSchema = z
  .object({
    ...bookingActionFields,
    decision: z.enum(SCREENING_DECISIONS),
    /** With `ask-documents`: what the patient is asked to send, emailed to them. */
    note: z.string().trim().min(1).max(2000).optional(),
  })
  .refine((v) => v.decision !== 'ask-documents' || v.note !== undefined, { path: ['note'] });
export type StaffScreeningDecideRequest = z.input<typeof staffScreeningDecideRequestSchema>;

export type StaffScreeningDecideResponse = {
  id: string;
  state: ScreeningState;
  /** cannot-scan: what was refunded (everything paid online). */
  refundCents: number | null;
};

export const STAFF_SCREENING_QUEUE_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
export const STAFF_SCREENING_DECIDE_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  BOOKING_NOT_ACTIVE,
  SCREENING_ALREADY_DECIDED,
  SCREENING_NOT_FOR_REVIEW,
] as const;
