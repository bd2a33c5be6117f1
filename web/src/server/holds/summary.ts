/**
 * One staff summary per burst (docs/security.md): the first hold granted at a location in a burst
 * enqueues a staff job whose id is derived from the location and the fixed window
 * (server/jobs/ids.ts), delivered when the window ends; every further hold of that window
 * finds the job there already. Holds in a burst send no message of their own. The worker
 * counts the window's holds when it delivers (./summary.ts burstSummary).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import type { StaffMessage } from '@/server/notify/staff';
import { burstWindow } from './burst';

export const HOLD_BURST_EVENT = 'hold-burst';
export const burstSummaryKey = (locationId: string, windowStart: Date) =>
  `staff:hold-burst:${locationId}:${windowStart.toISOString()}`;

/** Enqueues (once per location and window) the summary of this burst. */
export async function announceBurst(
  tx: Tx,
  location: { id: string; slug: string },
  now: Date,
): Promise<boolean> {
  const window = burstWindow(now);
  return enqueue(tx, {
    queue: 'staff',
    key: burstSummaryKey(location.id, window.start),
    startAfter: window.end,
    data: {
      event: HOLD_BURST_EVENT,
      reservationId: 'n/a',
      locationId: location.id,
      locationSlug: location.slug,
      windowStart: window.start.toISOString(),
      windowEnd: window.end.toISOString(),
    },
  });
}

/** The summary as delivered: how many holds the location got in the window. */
export async function burstSummary(db: Db, message: StaffMessage): Promise<StaffMessage> {
  if (!message.locationId || !message.windowStart || !message.windowEnd) return message;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationId, message.locationId),
        gte(reservations.createdAt, new Date(message.windowStart)),
        lt(reservations.createdAt, new Date(message.windowEnd)),
      ),
    );
  return { ...message, holds: Number(n) };
}
