/**
 * The emails the booking sends and what each email job carries (the queue is
 * server/jobs/queues.ts; the worker renders the email when it delivers, from the reservation).
 */

/** Emails the booking sends; the worker renders them when it delivers (from the reservation). */
export const EMAIL_KINDS = [
  'booking-confirmation',
  'partner-invitation',
  'payment-link',
  // after the booking (server/lifecycle/move-and-cancel.ts, reminders).
  'reminder',
  'rescheduled',
  'cancelled',
  'partner-cancelled',
  // the link to pay the balance online (staff or N days before) and its receipt.
  'balance-due',
  'balance-paid',
  // docs/staff-desk.md "Blocks": a desk block hit the booking; the patient picks a new time.
  'choose-new-time',
  // docs/screening.md "Reminder": the MRI safety questionnaire is not complete N days before.
  'screening-reminder',
  // docs/screening.md "At the desk": the clinical review asks for documents (its note).
  'screening-documents',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/**
 * What an email job carries: the reservation, plus the facts of the event that the row no
 * longer shows when the job runs (the time before a move, what a cancellation refunded).
 */
export type EmailJob = {
  kind: EmailKind;
  reservationId: string;
  /** rescheduled: the time before the move (ISO). */
  previousStart?: string;
  previousEnd?: string;
  /** cancelled: cents refunded and kept by policy. */
  refundCents?: number;
  keptCents?: number;
  /** cancelled: the partner's share kept for their appointment (two-person booking). */
  retainedCents?: number;
  /** partner-cancelled: whether the partner's own appointment stays. */
  partnerHasBooked?: boolean;
  /** choose-new-time: the desk's rebooking row the link names (server/staff/blocks/rebook.ts). */
  rebookingId?: string;
  /** balance-paid: the payment, whose own receipt the email carries beside the statement. */
  paymentIntentId?: string;
  /**
   * reminder: which one, and the revision and time it was planned for (reminders/plan.ts);
   * screening-reminder: the revision and time too.
   */
  reminder?: 'first' | 'second';
  revision?: number;
  startsAt?: string;
};
