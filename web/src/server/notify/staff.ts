/**
 * Staff channel: a JSON POST to STAFF_WEBHOOK_URL (e.g. a Slack or Teams workflow) for every
 * booking success id of SPEC 8 and for refunds. Ids, slugs and amounts only: no personal data
 * leaves through this channel. Without a URL the message is only logged. Its words are Studio's
 * `staffChannel` email texts (docs/languages.md "The desk's words").
 */
import { formatChf } from '@/i18n/format';
import { log } from '@/server/log';
import { z } from 'zod';
import type { TextVariant } from '@/i18n/germanyGerman';
import { postWebhook } from './webhook';
import { BUILT_IN_EMAIL_TEXTS, loadEmailTexts, type EmailTexts } from './emailTexts';
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

/**
 * Each event's name in the staff channel's texts (`staffChannel`, Studio); an event without one
 * is posted by its id (staff.test's canary check fails on it).
 */
const EVENT_KEYS: Readonly<Record<string, string>> = {
  [RESERVE_SUCCESS]: 'reserved',
  [RESERVE_SUCCESS_NOTHING_DUE]: 'reservedNothingDue',
  [PAYMENT_CONFIRMATION]: 'paid',
  [PAYMENT_DOWNPAYMENT_PENDING]: 'depositPending',
  'payment-refunded-slot-lost': 'refundedSlotLost',
  'job-dead': 'jobDead',
  'reservation-rescheduled': 'rescheduled',
  'reservation-cancelled': 'cancelled',
  'hold-burst': 'holdBurst',
  [PAYMENT_BALANCE_PAID]: 'balancePaid',
  'screening-needs-review': 'screeningNeedsReview',
};

const REASON_KEYS: Record<NonNullable<StaffMessage['refundReason']>, string> = {
  'slot-lost': 'reasonSlotLost',
  'code-exhausted': 'reasonCodeExhausted',
  'not-allowed': 'reasonNotAllowed',
  'already-paid': 'reasonAlreadyPaid',
  'amount-mismatch': 'reasonAmountMismatch',
};

/**
 * The staff channel's language: STAFF_CHANNEL_LANGUAGE (`en` or `de`), English when unset
 * (docs/languages.md "The desk's words"); anything else is refused at the first message.
 */
export function staffChannelVariant(env: Record<string, string | undefined> = process.env) {
  return z
    .enum(['en', 'de'])
    .default('en')
    .parse(env.STAFF_CHANNEL_LANGUAGE?.trim() || undefined);
}

/**
 * The message's text: its words from the staff channel's texts (Studio over the built-in ones,
 * ./emailTexts.ts), ids, slugs, times and amounts as they are.
 */
export function staffText(
  message: StaffMessage,
  texts: EmailTexts = BUILT_IN_EMAIL_TEXTS,
  variant: TextVariant = staffChannelVariant(),
): string {
  const say = (key: string, values?: Record<string, string>) =>
    texts.text('staffChannel', key, variant, values);
  const moved =
    message.previousStartsAt !== undefined
      ? say('moved', {
          from: `${message.previousLocationSlug ? `${message.previousLocationSlug} ` : ''}${message.previousStartsAt}`,
        })
      : undefined;
  const parts = [
    EVENT_KEYS[message.event] ? say(EVENT_KEYS[message.event]) : message.event,
    message.reservationName ?? message.reservationId,
    moved,
    message.locationSlug,
    message.startsAt,
    // Amounts as the site and the emails write them (i18n/format.ts).
    message.refunded !== undefined
      ? say('refunded', { amount: formatChf(message.refunded) })
      : undefined,
    message.kept ? say('kept', { amount: formatChf(message.kept) }) : undefined,
    message.amount !== undefined ? formatChf(message.amount) : undefined,
    message.balanceDue ? say('balance', { amount: formatChf(message.balanceDue) }) : undefined,
    message.refundReason ? say(REASON_KEYS[message.refundReason]) : undefined,
    message.queue ? say('queue', { queue: message.queue }) : undefined,
    message.jobId ? say('job', { job: message.jobId }) : undefined,
    message.windowStart
      ? say('holds', {
          holds: String(message.holds ?? '?'),
          from: message.windowStart,
          to: message.windowEnd ?? '',
        })
      : undefined,
  ];
  return parts.filter(Boolean).join(' | ');
}

const post = (url: string, body: Record<string, unknown>) => postWebhook('staff', url, body);

/**
 * Posts one message (the job worker calls this; a failure throws and the job is retried).
 * `enabled` is siteSettings.staffChannelEnabled. Resolves to whether it was posted.
 */
export async function postStaffMessage(
  message: StaffMessage,
  enabled = true,
  texts?: EmailTexts,
): Promise<boolean> {
  const url = process.env.STAFF_WEBHOOK_URL;
  log.info('staff-notification', { ...message, delivered: Boolean(url && enabled) });
  if (!url || !enabled) return false;
  // Read when the message is made, as the emails read theirs (built-in if Studio is unreachable).
  const text = staffText(message, texts ?? (await loadEmailTexts()));
  await post(url, { text, ...message });
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
