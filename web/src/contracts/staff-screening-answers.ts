/**
 * GET /api/staff/screening/answers?booking= -> one booking's questions as asked and its answers
 * (audited `screening-viewed`: the entry names the booking, never an answer; docs/screening.md
 * "At the desk").
 */
import { z } from 'zod';
import { bookingIdSchema, STAFF_BOOKING_ERROR_IDS } from './staff';
import type { ScreeningState } from './staff-screening';

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

export const STAFF_SCREENING_ANSWERS_ERROR_IDS = STAFF_BOOKING_ERROR_IDS;
