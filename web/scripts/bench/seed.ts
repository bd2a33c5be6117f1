/**
 * Bench data: reservations seeded in bulk (one INSERT ... SELECT generate_series per call),
 * shared by the benchmark scripts. Every room gets PER_ROOM_PER_DAY bookings of 90 minutes a
 * day, days filled outwards from `center`, so a window around it holds the same rows
 * whatever the table size.
 */
import { sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { reconstructSnapshot } from '@/server/reservations/snapshot';

export const PER_ROOM_PER_DAY = 5; // 08:00, 10:00, ... 16:00 local, 90 minutes each
export const CHECKUP = 'whole_body_scan_with_blood_test';

export type Room = { location: string; locationId: string; room: string; snapshot: string };

/**
 * The rooms of every location, each with the snapshot its rows carry: without one, the
 * start-up data step (reservations/stable-ids.ts) would rebuild 100k snapshots row by row.
 */
export function roomsOf(catalog: Catalog): Room[] {
  const pkg = catalog.packages.find((p) => p.slug === CHECKUP);
  return catalog.locations.flatMap((l) =>
    l.roomId.map((room) => {
      const row = {
        checkupId: pkg?.id ?? `checkupPackage.${CHECKUP}`,
        checkupSlug: CHECKUP,
        locationId: l.id,
        locationSlug: l.slug,
        roomKey: room,
        services: [],
        serviceIds: [],
        totalCents: 249000,
        isPartnerBooking: false,
        partnerOfReservationId: null,
        createdAt: new Date(),
      } as unknown as Reservation;
      const snapshot = JSON.stringify(reconstructSnapshot(row, catalog));
      return { location: l.slug, locationId: l.id, room, snapshot };
    }),
  );
}

/** Inserts rows [from, to) in one statement; row i's room and time follow from i alone. */
export async function seed(
  db: Db,
  rooms: Room[],
  center: DateTime,
  from: number,
  to: number,
): Promise<void> {
  const safe = /^[a-z0-9_.-]+$/;
  if (!rooms.every((r) => safe.test(r.location) && safe.test(r.locationId) && safe.test(r.room)))
    throw new Error('unexpected slug');
  const roomValues = sql.join(
    rooms.map(
      (r, i) =>
        sql`(${sql.raw(String(i))}, ${r.location}::text, ${r.locationId}::text, ${r.room}::text, ${r.snapshot}::jsonb)`,
    ),
    sql`, `,
  );
  // Days are filled outwards from the centre (0, +1, -1, +2, ...): small tables sit around
  // the benchmark window, large ones add history and future around it.
  await db.execute(sql`
    with rooms(idx, loc, loc_id, room, snapshot) as (values ${roomValues})
    insert into reservations (name, status, location_slug, location_id, room_key, starts_at, ends_at,
                              checkup_slug, checkup_id, snapshot,
                              personal_data, anonymised_at, language, locale, hold_expires_at, total_cents,
                              created_at)
    select 'BENCH-' || g.i,
           case g.i % 20 when 0 then 'cancelled' when 1 then 'expired' when 2 then 'pending' else 'confirmed' end,
           r.loc, r.loc_id, r.room, t.s, t.s + interval '90 minutes', ${CHECKUP},
           ${`checkupPackage.${CHECKUP}`}, r.snapshot,
           -- No person (raw SQL cannot seal one, server/privacy): the anonymised marker.
           -- anonymised_at set too, so the start-up sealing step (personal-data/seal-legacy.ts) skips them.
           '{"anonymised":true}'::jsonb, now(), 'en', 'en-ch',
           case g.i % 20 when 2 then now() + interval '1 day' when 1 then now() - interval '1 day' end,
           249000,
           -- History, created before the burst rule's baseline week (server/holds/burst.ts):
           -- 100k rows made "now" would put every location in a burst (a challenge per create).
           now() - interval '8 days'
    from generate_series(${from}::int, ${to - 1}::int) as g(i)
    join rooms r on r.idx = g.i % ${rooms.length}
    cross join lateral (select (g.i / ${rooms.length}) / ${PER_ROOM_PER_DAY} as day_idx,
                               (g.i / ${rooms.length}) % ${PER_ROOM_PER_DAY} as slot) d
    cross join lateral (
      select ${center.toISO()}::timestamptz
             + make_interval(days => case when d.day_idx % 2 = 0 then d.day_idx / 2 else -((d.day_idx + 1) / 2) end)
             + make_interval(hours => 8 + d.slot * 2) as s) t`);
  await db.execute(sql`analyze reservations`);
}
