/**
 * What the worker does with each job. A handler delivers once or throws; pg-boss then retries
 * with backoff (./queues.ts) and, when the tries are used up, moves the job to the dead-letter
 * queue, whose handler tells staff.
 */
import { getSiteSettings } from '@/server/content';
import type { Db } from '@/server/db/client';
import { errorMessage, log } from '@/server/log';
import { bookingEmailData, postStaffMessage, sendBookingEmail } from '@/server/notify';
import { redact } from '@/server/notify/client-log';
import type { StaffMessage } from '@/server/notify/staff';
import { getReservation } from '@/server/reservations/lookups';
import { snapshotOf } from '@/server/reservations/snapshot';
import { burstSummary, HOLD_BURST_EVENT } from '@/server/holds/summary';
import { jobIdFor } from './ids';
import type { DeadJobReport, EmailJob } from './queues';

export type HandlerDeps = { db: Db };

/** Mail servers quote the rejected address in their errors: masked before pg-boss stores it. */
function deliveryError(event: string, err: unknown, ids: Record<string, unknown>): Error {
  const reason = redact(errorMessage(err));
  log.warn(`${event}-failed`, { ...ids, reason });
  return new Error(reason);
}

export async function handleEmailJob(
  job: { id: string; data: EmailJob },
  deps: HandlerDeps,
): Promise<void> {
  const { kind, reservationId } = job.data;
  const reservation = await getReservation(reservationId, deps.db);
  if (!reservation) {
    log.error('email-job-without-reservation', { kind, reservationId, jobId: job.id });
    return; // nothing to render; retrying cannot help
  }
  // A "complete your payment" email that comes due after the booking was paid says nothing.
  if (kind === 'payment-link' && reservation.status !== 'pending') {
    log.info('email-skipped', { kind, reservationId, status: reservation.status });
    return;
  }
  // What the booker was shown and agreed to, never today's content (reservations/snapshot).
  const data = bookingEmailData(reservation, await snapshotOf(reservation));
  try {
    await sendBookingEmail(kind, data, `<${job.id}@booking.jobs>`);
  } catch (err) {
    throw deliveryError(`email-${kind}`, err, { reservationId, jobId: job.id });
  }
}

async function staffChannelEnabled(): Promise<boolean> {
  return (await getSiteSettings().catch(() => null))?.staffChannelEnabled ?? true;
}

export async function handleStaffJob(
  job: {
    id: string;
    data: StaffMessage | DeadJobReport;
  },
  deps?: HandlerDeps,
): Promise<void> {
  let message: StaffMessage =
    job.data.event === 'job-dead'
      ? {
          event: 'job-dead',
          reservationId: 'n/a',
          queue: job.data.queue,
          jobId: job.data.jobId,
        }
      : job.data;
  // A burst summary counts the window's holds when it is delivered (the window has ended).
  if (message.event === HOLD_BURST_EVENT && deps) message = await burstSummary(deps.db, message);
  try {
    await postStaffMessage(message, await staffChannelEnabled());
  } catch (err) {
    throw deliveryError('staff-notification', err, { jobId: job.id, event: message.event });
  }
}

/** The key of the staff report about one dead job (so it is reported once). */
export const deadJobReportKey = (queue: string, jobId: string) => `staff:dead:${queue}:${jobId}`;

/**
 * A job out of retries: logged as an error and reported to staff (unless the dead job was such
 * a report itself: a staff channel that is down cannot carry news of its own outage).
 */
export async function handleDeadJob(
  job: { id: string; data: object; sourceName: string | null; sourceId: string | null },
  report: (message: DeadJobReport, key: string) => Promise<void>,
): Promise<void> {
  const queue = job.sourceName ?? 'unknown';
  const jobId = job.sourceId ?? job.id;
  const data = job.data as Partial<EmailJob & StaffMessage & DeadJobReport>;
  log.error('job-dead', {
    queue,
    jobId,
    kind: data.kind ?? data.event,
    reservationId: data.reservationId,
  });
  if (queue === 'staff') return;
  await report({ event: 'job-dead', queue, jobId }, deadJobReportKey(queue, jobId));
}

export { jobIdFor };
