/**
 * The job queues and their delivery policy: one place for how long a message is retried and
 * how long a finished job is remembered (which is how long its deduplication key holds).
 */
import type { Queue } from 'pg-boss';
import type { EmailJob } from '@/server/notify/email-job';
import type { StaffMessage } from '@/server/notify/staff';
import type { Sealed } from '@/server/privacy/codec';

// What an email job carries is the emails' own fact (server/notify/email-job.ts): the queue
// names it here, so jobs imports notify and not the other way round.
export { EMAIL_KINDS, type EmailJob, type EmailKind } from '@/server/notify/email-job';

/** A refund a cancellation owes (row in `refunds`), carried out with the provider. */
export type RefundJob = { reservationId: string };

/** Daily maintenance (./daily.ts): the privacy retention, one job per day. */
export type MaintenanceJob = { task: 'retention'; day: string };

/** A job that ran out of retries, as the dead-letter worker reports it to staff. */
export type DeadJobReport = { event: 'job-dead'; queue: string; jobId: string; key?: string };

/** The waitlist's emails (docs/waitlist.md), rendered from the entry and offer when delivered. */
export const WAITLIST_EMAIL_KINDS = [
  'waitlist-confirm',
  'waitlist-offer',
  'waitlist-earlier-offer',
] as const;
export type WaitlistEmailKind = (typeof WAITLIST_EMAIL_KINDS)[number];

/**
 * The waitlist's work (server/waitlist, docs/waitlist.md): `slot-freed` offers a freed interval
 * to the matching entries; `capacity-changed` looks for free slots for a location's entries
 * after content added rooms or hours; `hold-lapsed` checks a hold at its expiry (an expired
 * hold frees its slot); `offer-expired` passes an unanswered offer on; `email` sends one of
 * the waitlist's emails.
 */
export type WaitlistJob =
  | { task: 'slot-freed'; locationId: string; start: string; end: string }
  | { task: 'capacity-changed'; locationId: string }
  | { task: 'hold-lapsed'; reservationId: string }
  | { task: 'offer-expired'; offerId: string }
  | { task: 'email'; kind: WaitlistEmailKind; entryId: string; offerId?: string };

/**
 * An SMS reminder (server/sms, docs/sms.md): the reservation, and the revision and time it was
 * planned for, checked again when it runs (a moved or cancelled booking gets none).
 */
export type SmsJob = {
  kind: 'sms-reminder';
  reservationId: string;
  revision: number;
  startsAt: string;
};

/** One delivery of an outgoing webhook (server/webhooks/deliver.ts, docs/webhooks.md). */
export type WebhookJob = { deliveryId: string };

/** An emailed staff sign-in link, sealed (server/staff/auth/link-job.ts). */
export type StaffLinkJob = { link: Sealed };

export type JobData = {
  email: EmailJob;
  waitlist: WaitlistJob;
  staff: StaffMessage | DeadJobReport;
  'staff-link': StaffLinkJob;
  refund: RefundJob;
  maintenance: MaintenanceJob;
  webhook: WebhookJob;
  sms: SmsJob;
  'dead-jobs': Record<string, unknown>;
};
export type QueueName = Exclude<keyof JobData, 'dead-jobs'>;
export const QUEUES: readonly QueueName[] = [
  'email',
  'staff',
  'staff-link',
  'refund',
  'maintenance',
  'waitlist',
  'webhook',
  'sms',
];
export const DEAD_LETTER_QUEUE = 'dead-jobs';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Exponential backoff from 30 s, capped at an hour between tries. pg-boss waits
 * min(retryDelayMax, retryDelay * 2^n * (0.5 + 0.5 * random)) before retry n, so the tries
 * take at least 15 s * (2^8 - 1) + 32 * 1 h ≈ 33 h before a job is dead: longer than a day of
 * SMTP or webhook outage (RETRY_SPAN_SECONDS, checked by a unit test).
 */
export const RETRY_POLICY = {
  retryLimit: 40,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: HOUR,
} as const;

/** The shortest time a job keeps being retried (every jitter at its low end). */
export function minimumRetrySpanSeconds(policy: typeof RETRY_POLICY = RETRY_POLICY): number {
  let total = 0;
  for (let n = 0; n < policy.retryLimit; n++)
    total += Math.min(policy.retryDelayMax, (policy.retryDelay * 2 ** Math.min(16, n)) / 2);
  return total;
}

export const QUEUE_OPTIONS: Omit<Queue, 'name'> = {
  ...RETRY_POLICY,
  // One try may take this long (an SMTP server that accepts and never answers).
  expireInSeconds: 120,
  // Counted from startAfter, so a reminder scheduled weeks ahead is kept until it runs.
  retentionSeconds: 3 * DAY,
  // A finished job stays this long: a repeated key within it is refused (deduplication).
  deleteAfterSeconds: 90 * DAY,
  deadLetter: DEAD_LETTER_QUEUE,
  // A job's insert also NOTIFYs (committed with the caller's transaction): every worker on the
  // database wakes at once instead of at its next poll (runtime.ts useListenNotify).
  notify: true,
};

export const DEAD_LETTER_OPTIONS: Omit<Queue, 'name'> = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  deleteAfterSeconds: 90 * DAY,
  retentionSeconds: 30 * DAY,
};
