/**
 * Busy intervals of a location's rooms, read in one indexed query. A pending hold past its
 * expiry is free for readers even before anything marks it expired.
 */
import { and, eq, gt, gte, lt, ne, or, sql } from 'drizzle-orm';
import { rowsOf, type Conn, type Db } from '@/server/db/client';
import { rememberedUntilChange } from '@/server/db/change-feed';
import { deskBlocks, reservations } from '@/server/db/schema';
import type { BusyInterval } from '@/server/availability';
import { ALL_ROOMS } from '@/server/availability/slots';

/**
 * No reservation lasts longer than this (slots live within 08:00-22:00 of one day), so a
 * range scan on (location_id, starts_at) from `from - MAX_SPAN` finds every overlap.
 */
const MAX_SPAN_MS = 24 * 3_600_000;

/** Rows that occupy their room now (confirmed, or a live hold) and overlap [from, to). */
export const activeOverlapping = (locationId: string, from: Date, to: Date) =>
  and(
    eq(reservations.locationId, locationId),
    gte(reservations.startsAt, new Date(from.getTime() - MAX_SPAN_MS)),
    lt(reservations.startsAt, to),
    gt(reservations.endsAt, from),
    or(
      eq(reservations.status, 'confirmed'),
      and(eq(reservations.status, 'pending'), gt(reservations.holdExpiresAt, sql`now()`)),
    ),
  );

/**
 * Desk blocks (migration 0025, docs/staff-desk.md "Blocks") of the location overlapping
 * [from, to), one row per blocked room; a block of the whole location comes as ALL_ROOMS. They
 * are busy time like bookings, so every reader of this module (the site's slots and their
 * cache, holds, the manage link's and the desk's moves, the waitlist) leaves them out.
 */
export async function blockedBusy(
  db: Conn,
  locationId: string,
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  return db
    .select({
      roomId: sql<string>`unnest(coalesce(${deskBlocks.roomKeys}, array[${ALL_ROOMS}]::text[]))`,
      start: deskBlocks.startsAt,
      end: deskBlocks.endsAt,
    })
    .from(deskBlocks)
    .where(
      and(
        eq(deskBlocks.locationId, locationId),
        lt(deskBlocks.startsAt, to),
        gt(deskBlocks.endsAt, from),
      ),
    );
}

/**
 * Active reservations at the location (its Sanity _id) overlapping [from, to); roomId = room key,
 * and the desk blocks there (blockedBusy).
 * `exceptId`: a booking being moved does not block itself.
 */
export async function busyIntervals(
  db: Conn,
  locationId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({
      roomId: reservations.roomKey,
      start: reservations.startsAt,
      end: reservations.endsAt,
    })
    .from(reservations)
    .where(
      exceptId
        ? and(activeOverlapping(locationId, from, to), ne(reservations.id, exceptId))
        : activeOverlapping(locationId, from, to),
    );
  return [...rows, ...(await blockedBusy(db, locationId, from, to))];
}

/**
 * The same rows as busyIntervals, in epoch ms, with the expiry of a live hold (null for a
 * confirmed booking): the slot cache must forget a day once one of its holds lapses.
 */
export async function busyWithExpiry(
  db: Db,
  locationId: string,
  from: Date,
  to: Date,
): Promise<{ roomId: string; startMs: number; endMs: number; expiresMs: number | null }[]> {
  const rows = await db
    .select({
      roomId: reservations.roomKey,
      start: reservations.startsAt,
      end: reservations.endsAt,
      status: reservations.status,
      holdExpiresAt: reservations.holdExpiresAt,
    })
    .from(reservations)
    .where(activeOverlapping(locationId, from, to));
  const blocked = await blockedBusy(db, locationId, from, to);
  return [
    ...rows.map((r) => ({
      roomId: r.roomId,
      startMs: r.start.getTime(),
      endMs: r.end.getTime(),
      expiresMs: r.status === 'pending' && r.holdExpiresAt ? r.holdExpiresAt.getTime() : null,
    })),
    ...blocked.map((b) => ({
      roomId: b.roomId,
      startMs: b.start.getTime(),
      endMs: b.end.getTime(),
      expiresMs: null,
    })),
  ];
}

/**
 * Availability versions (migration 0013) of a location's UTC days [firstDay, lastDay], and
 * the database's clock (hold expiry is judged by it, as in the busy query): one small query.
 */
export async function availabilityVersions(
  db: Db,
  locationId: string,
  firstDay: string,
  lastDay: string,
): Promise<{ nowMs: number; versions: Map<string, string> }> {
  const read = async () => {
    const [row] = rowsOf<{ now_ms: number | string; versions: string | null }>(
      await db.execute(sql`
        select (extract(epoch from now()) * 1000)::float8 as now_ms,
               (select string_agg(day::text || '=' || version::text, ',')
                  from availability_versions
                 where location_id = ${locationId} and day >= ${firstDay}::date
                   and day <= ${lastDay}::date) as versions`),
    );
    const versions = new Map<string, string>();
    for (const pair of row.versions ? row.versions.split(',') : []) {
      const [day, version] = pair.split('=');
      versions.set(day, version);
    }
    return { nowMs: Number(row.now_ms), versions };
  };
  // The embedded database runs in this process, on this clock: between changes its versions
  // come from memory (db/change-feed.ts).
  const remembered = await rememberedUntilChange(
    db,
    `${locationId}|${firstDay}|${lastDay}`,
    async () => (await read()).versions,
  );
  return remembered ? { nowMs: Date.now(), versions: remembered } : read();
}
