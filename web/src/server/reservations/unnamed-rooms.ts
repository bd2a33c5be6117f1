/**
 * Live bookings whose room key their location's content no longer names (docs/operations.md): rooms
 * renamed or removed outside Studio (an import, a script, the API). Availability still counts
 * them as occupying a room of their location (availability/slots.ts); this names them where
 * staff look: Studio's problem list of the location, and the staff channel once per set.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Catalog } from '@/server/content';
import type { ContentProblem } from '@/server/content/problems';
import { rowsOf, type Db } from '@/server/db/client';
import { zurichDate } from '@/server/availability/zone';

export const UNNAMED_ROOM_BOOKINGS = 'unnamed-room-bookings';

export type UnnamedRoomBooking = {
  id: string;
  name: string;
  locationId: string;
  roomKey: string;
  startsAt: Date;
};

/** At most this many are read (and named) per call: enough to act on, never a flood. */
const LIMIT = 200;

export async function unnamedRoomBookings(db: Db, catalog: Catalog): Promise<UnnamedRoomBooking[]> {
  const named = catalog.locations.flatMap((l) =>
    l.roomId.map((key) => sql`(${l.id}::text, ${key}::text)`),
  );
  const rows = rowsOf<{
    id: string;
    name: string;
    location_id: string;
    room_key: string;
    starts_at: string | Date;
  }>(
    await db.execute(sql`
      select id, name, location_id, room_key, starts_at
        from reservations
       where ends_at > now()
         and (status = 'confirmed' or (status = 'pending' and hold_expires_at > now()))
         ${named.length ? sql`and (location_id, room_key) not in (${sql.join(named, sql`, `)})` : sql``}
       order by starts_at
       limit ${LIMIT}`),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    locationId: r.location_id,
    roomKey: r.room_key,
    startsAt: new Date(r.starts_at),
  }));
}

/** One problem per location: its live bookings in rooms it no longer names. */
export function unnamedRoomProblems(
  bookings: readonly UnnamedRoomBooking[],
  catalog: Catalog,
): ContentProblem[] {
  const byLocation = new Map<string, UnnamedRoomBooking[]>();
  for (const b of bookings)
    byLocation.set(b.locationId, [...(byLocation.get(b.locationId) ?? []), b]);
  return [...byLocation].map(([locationId, list]) => {
    const location = catalog.locations.find((l) => l.id === locationId);
    const lines = list.map(
      (b) =>
        `${b.name} (room "${b.roomKey}", ${zurichDate(b.startsAt)} ${b.startsAt.toISOString().slice(11, 16)} UTC)`,
    );
    // Reported once per location version and set of bookings (content_problems_reported).
    const digest = createHash('sha256')
      .update(list.map((b) => `${b.id}:${b.roomKey}`).join(','))
      .digest('hex')
      .slice(0, 16);
    return {
      type: 'location',
      id: locationId,
      rev: `${location?.rev ?? ''}#${UNNAMED_ROOM_BOOKINGS}:${digest}`,
      kind: UNNAMED_ROOM_BOOKINGS,
      summary: `${list.length} live booking${list.length === 1 ? '' : 's'} in rooms this location no longer names (each still occupies one of its rooms): ${lines.join(', ')}`,
      issues: lines,
    };
  });
}
