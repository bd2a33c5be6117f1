/**
 * Busy intervals of a location's rooms, read in one indexed query. A pending hold past its
 * expiry is free for readers even before anything marks it expired.
 */
import { and, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import type { BusyInterval } from '@/server/availability';

/**
 * No reservation lasts longer than this (slots live within 08:00-22:00 of one day), so a
 * range scan on (location_id, starts_at) from `from - MAX_SPAN` finds every overlap.
 */
const MAX_SPAN_MS = 24 * 3_600_000;

/** Active reservations at the location (its Sanity _id) overlapping [from, to); roomId = room key. */
export async function busyIntervals(
  db: Db,
  locationId: string,
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({
      roomId: reservations.roomKey,
      start: reservations.startsAt,
      end: reservations.endsAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationId, locationId),
        gte(reservations.startsAt, new Date(from.getTime() - MAX_SPAN_MS)),
        lt(reservations.startsAt, to),
        gt(reservations.endsAt, from),
        or(
          eq(reservations.status, 'confirmed'),
          and(eq(reservations.status, 'pending'), gt(reservations.holdExpiresAt, sql`now()`)),
        ),
      ),
    );
  return rows;
}
