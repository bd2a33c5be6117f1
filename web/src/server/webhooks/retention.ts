/**
 * No bodies kept beyond the retention period (docs/webhooks.md "Delivery log"): an event's
 * payload (which may carry the booker's name and contact) is emptied after
 * WEBHOOK_BODY_RETENTION_DAYS (30 by default); the log's rows (time, status, duration, no
 * content) go after 90 days like the jobs. Run by the daily maintenance job.
 */
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { webhookEvents } from '@/server/db/schema';

const DAY_MS = 86_400_000;
export const LOG_RETENTION_DAYS = 90;

export function bodyRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.WEBHOOK_BODY_RETENTION_DAYS);
  // Never shorter than the 3 days of retries: a body still being retried stays.
  return Number.isFinite(days) && days >= 3 ? days : 30;
}

export async function forgetWebhookBodies(
  db: Db,
  now: Date,
  days = bodyRetentionDays(),
): Promise<{ bodiesForgotten: number; eventsDeleted: number }> {
  const forgotten = await db
    .update(webhookEvents)
    .set({ payload: sql`null` })
    .where(
      and(
        isNotNull(webhookEvents.payload),
        lt(webhookEvents.createdAt, new Date(now.getTime() - days * DAY_MS)),
      ),
    )
    .returning({ id: webhookEvents.id });
  // Deliveries and attempts go with their event (ON DELETE CASCADE, migration 0027).
  const deleted = await db
    .delete(webhookEvents)
    .where(lt(webhookEvents.createdAt, new Date(now.getTime() - LOG_RETENTION_DAYS * DAY_MS)))
    .returning({ id: webhookEvents.id });
  return { bodiesForgotten: forgotten.length, eventsDeleted: deleted.length };
}
