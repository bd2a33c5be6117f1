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

/** A booking's screening state (docs/screening.md "State"). */
export type ScreeningState =
  'missing' | 'inProgress' | 'complete' | 'needsReview' | 'cleared' | 'cannotScan';

export * from './staff-screening-queue';
export * from './staff-screening-answers';
export * from './staff-screening-decide';
