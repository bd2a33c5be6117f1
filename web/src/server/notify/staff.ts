/**
 * Staff channel: a JSON POST to STAFF_WEBHOOK_URL (e.g. a Slack or Teams workflow) for every
 * booking success id of SPEC 8 and for refunds. Ids, slugs and amounts only: no personal data
 * leaves through this channel. Without a URL the message is only logged.
 */
import { formatChf } from '@/i18n/format';
import { log } from '@/server/log';
import { postWebhook } from './webhook';
import {
  PAYMENT_BALANCE_PAID,
  PAYMENT_CONFIRMATION,
  PAYMENT_DOWNPAYMENT_PENDING,
  RESERVE_SUCCESS,
  RESERVE_SUCCESS_NOTHING_DUE,
} from '@/contracts/error-ids';

export const STAFF_EVENTS = [
  RESERVE_SUCCESS,
  RESERVE_SUCCESS_NOTHING_DUE,
  PAYMENT_CONFIRMATION,
  PAYMENT_DOWNPAYMENT_PENDING,
  'payment-refunded-slot-lost',
  /** A message that could not be delivered after all its retries (server/jobs). */
  'job-dead',
  // the visitor moved or cancelled through the manage link.
  'reservation-rescheduled',
  'reservation-cancelled',
  /** one summary of a burst of holds at a location (server/holds/summary.ts). */
  'hold-burst',
  /** the balance was paid online before the appointment. */
  PAYMENT_BALANCE_PAID,
  /** a signed MRI safety questionnaire waits for the clinical review (docs/screening.md). */
  'screening-needs-review',
] as const;
export type StaffEvent = (typeof STAFF_EVENTS)[number];

export type StaffMessage = {
  event: StaffEvent;
  reservationId: string;
  reservationName?: string;
  locationSlug?: string;
  checkupSlug?: string;
  startsAt?: string;
  /** Francs. */
  amount?: number;
  balanceDue?: number;
  paymentIntentId?: string;
  /** Reschedule: the time (and location, when it changed) the booking had before. */
  previousStartsAt?: string;
  previousLocationSlug?: string;
  /** Cancel: francs refunded by policy and francs kept (the deposit after the free window). */
  refunded?: number;
  kept?: number;
  /**
   * Why a payment was refunded: its slot was lost, its lapsed hold's discount code was used up
   * by other bookings meanwhile, the booking was cancelled, or paid twice.
   */
  refundReason?:
    | 'slot-lost'
    | 'code-exhausted'
    | 'not-allowed'
    | 'already-paid'
    /** a balance payment whose amount is not what is due (or nothing is due). */
    | 'amount-mismatch';
  /** job-dead: which queue and job gave up (see docs/outbox.md to look at it). */
  queue?: string;
  jobId?: string;
  /** hold-burst: the location, the window and (filled in on delivery) its number of holds. */
  locationId?: string;
  windowStart?: string;
  windowEnd?: string;
  holds?: number;
};

export function staffText(message: StaffMessage): string {
  const moved =
    message.previousStartsAt !== undefined
      ? `moved from ${message.previousLocationSlug ? `${message.previousLocationSlug} ` : ''}${message.previousStartsAt} to`
      : undefined;
  const parts = [
    message.event,
    message.reservationName ?? message.reservationId,
    moved,
    message.locationSlug,
    message.startsAt,
    // Amounts as the site and the emails write them (i18n/format.ts).
    message.refunded !== undefined ? `refunded ${formatChf(message.refunded)}` : undefined,
    message.kept ? `kept ${formatChf(message.kept)}` : undefined,
    message.amount !== undefined ? formatChf(message.amount) : undefined,
    message.balanceDue ? `balance ${formatChf(message.balanceDue)}` : undefined,
    message.refundReason,
    message.queue ? `queue ${message.queue}` : undefined,
    message.jobId ? `job ${message.jobId}` : undefined,
    message.windowStart
      ? `${message.holds ?? '?'} holds ${message.windowStart} to ${message.windowEnd}`
      : undefined,
  ];
  return parts.filter(Boolean).join(' | ');
}

const post = (url: string, body: Record<string, unknown>) => postWebhook('staff', url, body);

/**
 * Posts one message (the job worker calls this; a failure throws and the job is retried).
 * `enabled` is siteSettings.staffChannelEnabled. Resolves to whether it was posted.
 */
export async function postStaffMessage(message: StaffMessage, enabled = true): Promise<boolean> {
  const url = process.env.STAFF_WEBHOOK_URL;
  log.info('staff-notification', { ...message, delivered: Boolean(url && enabled) });
  if (!url || !enabled) return false;
  await post(url, { text: staffText(message), ...message });
  return true;
}

/** A content document the site leaves out (server/content/problems.ts): ids and field names only. */
export type ContentProblemMessage = {
  type: string;
  id: string;
  rev: string | null;
  summary: string;
  /** The event when the document is shown but needs staff (e.g. unnamed-room-bookings). */
  kind?: string;
};

export function notifyStaffContentProblem(
  problem: ContentProblemMessage,
  enabled = true,
): Promise<boolean> {
  const url = process.env.STAFF_WEBHOOK_URL;
  const { kind, ...rest } = problem;
  const message = { event: kind ?? 'content-document-invalid', ...rest };
  log.info('staff-notification', { ...message, delivered: Boolean(url && enabled) });
  if (!url || !enabled) return Promise.resolve(false);
  // Reported once per document version (content_problems_reported); a failed post is logged.
  return post(url, {
    text: `${message.event} | ${problem.type} ${problem.id} | ${problem.summary}`,
    ...message,
  }).then(
    () => true,
    (err: unknown) => {
      log.warn('staff-notification-failed', { reason: String(err) });
      return false;
    },
  );
}
