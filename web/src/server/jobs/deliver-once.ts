/**
 * At most once per message. pg-boss runs a job at least once: a job whose message went out can
 * run again (its completion failed after the send, or a try outlived the queue's expiry while
 * the mail server was slow), and the booker would get the confirmation twice. So a job claims
 * its row in sent_messages before it sends and marks it sent afterwards:
 *
 * - sent already: the run stops without sending;
 * - claimed by a run still within its lease (the queue's expiry): this run fails, and pg-boss
 *   tries again later, by when the other run has marked it sent or given its claim back;
 * - a claim older than the lease (its run crashed, or pg-boss expired it): taken over.
 *
 * What is left is a crash between the send and the mark: the job runs again after the lease and
 * sends again. In that gap the choice is between losing the message and sending it twice, and
 * twice is the lesser harm.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sentMessages } from '@/server/db/schema';
import { QUEUE_OPTIONS } from './queues';

/** A try of a job's message is in flight in another run; pg-boss retries this one later. */
export class DeliveryInFlightError extends Error {
  constructor(jobId: string) {
    super(`message of job ${jobId} is being sent by another run`);
    this.name = 'DeliveryInFlightError';
  }
}

/** A claim stays with its run this long: no try of a job runs longer (pg-boss expires it). */
export const CLAIM_LEASE_SECONDS = QUEUE_OPTIONS.expireInSeconds ?? 120;

/** Sends with `send` unless this job's message went out already; says which happened. */
export async function deliverOnce(
  db: Db,
  jobId: string,
  send: () => Promise<void>,
  leaseSeconds: number = CLAIM_LEASE_SECONDS,
): Promise<'sent' | 'sent-before'> {
  const claimed = await db
    .insert(sentMessages)
    .values({ jobId, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: sentMessages.jobId,
      set: { claimedAt: sql`now()` },
      setWhere: and(
        isNull(sentMessages.sentAt),
        lt(sentMessages.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
      ),
    })
    .returning({ jobId: sentMessages.jobId });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ sentAt: sentMessages.sentAt })
      .from(sentMessages)
      .where(eq(sentMessages.jobId, jobId));
    if (row?.sentAt) return 'sent-before';
    throw new DeliveryInFlightError(jobId);
  }
  try {
    await send();
  } catch (err) {
    // Not sent: the claim goes back, so the retry need not wait out the lease.
    await db
      .delete(sentMessages)
      .where(and(eq(sentMessages.jobId, jobId), isNull(sentMessages.sentAt)));
    throw err;
  }
  await db
    .update(sentMessages)
    .set({ sentAt: sql`now()` })
    .where(eq(sentMessages.jobId, jobId));
  return 'sent';
}

/** Rows of messages older than the jobs themselves are kept (QUEUE_OPTIONS.deleteAfterSeconds). */
export async function forgetSentMessages(db: Db): Promise<number> {
  const seconds = QUEUE_OPTIONS.deleteAfterSeconds ?? 90 * 86_400;
  const gone = await db
    .delete(sentMessages)
    .where(lt(sentMessages.claimedAt, sql`now() - make_interval(secs => ${seconds})`))
    .returning({ jobId: sentMessages.jobId });
  return gone.length;
}
