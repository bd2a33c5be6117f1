/**
 * How many upcoming reservations depend on a content document, so Studio can block deleting
 * or unpublishing it and show "N upcoming bookings". Counted on the stable ids the
 * reservations store (Sanity _id, room key), never on slugs.
 */
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';

export const DEPENDENT_TYPES = ['location', 'checkupPackage', 'service', 'room'] as const;
export type DependentType = (typeof DEPENDENT_TYPES)[number];

/** A room is named "<location _id>:<room key>". */
export function roomRef(locationId: string, roomKey: string): string {
  return `${locationId}:${roomKey}`;
}

/** Check-up ids whose package includes the service (from today's catalogue). */
type Context = { checkupsIncluding?: readonly string[] };

function refersTo(type: DependentType, id: string, ctx: Context): SQL | undefined {
  switch (type) {
    case 'location':
      return eq(reservations.locationId, id);
    case 'checkupPackage':
      return eq(reservations.checkupId, id);
    case 'service':
      // Booked as an add-on, or included in a booked check-up.
      return or(
        sql`${id} = any(${reservations.serviceIds})`,
        ...(ctx.checkupsIncluding ?? []).map((c) => eq(reservations.checkupId, c)),
      );
    case 'room': {
      const cut = id.lastIndexOf(':');
      if (cut <= 0) return sql`false`;
      return and(
        eq(reservations.locationId, id.slice(0, cut)),
        eq(reservations.roomKey, id.slice(cut + 1)),
      );
    }
  }
}

/** Confirmed reservations and live holds that start after `now` and refer to the document. */
export async function countUpcomingDependents(
  db: Db,
  ref: { type: DependentType; id: string },
  now: Date = new Date(),
  ctx: Context = {},
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(
        refersTo(ref.type, ref.id, ctx),
        gt(reservations.startsAt, now),
        or(
          eq(reservations.status, 'confirmed'),
          and(eq(reservations.status, 'pending'), gt(reservations.holdExpiresAt, sql`now()`)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
