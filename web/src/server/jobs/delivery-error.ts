/** What a failed delivery leaves in the job queue and the log (email, refund, waitlist jobs). */
import { errorMessage, log } from '@/server/log';
import { redact } from '@/server/notify/client-log';

/** Mail servers quote the rejected address in their errors: masked before pg-boss stores it. */
export function deliveryError(event: string, err: unknown, ids: Record<string, unknown>): Error {
  const reason = redact(errorMessage(err));
  log.warn(`${event}-failed`, { ...ids, reason });
  return new Error(reason);
}
