/**
 * Blocked time of locations as the desk shades it (docs/staff-desk.md "Blocks"): Studio's
 * whole-day closures (content, location.closures) and the desk's blocks (migration 0025)
 * together, one shape. Read-only; the caller checks the actor may see the locations.
 */
import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import { zurichDays } from '@/server/availability/zone';
import { getCatalog, type Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { deskBlocks, type DeskBlock } from '@/server/db/schema';

export type BlockedInterval = {
  /** `closure`: a Studio closure date; `block`: a desk block. */
  source: 'closure' | 'block';
  /** A block's uuid; a closure's `closure:<locationId>:<yyyy-MM-dd>`. */
  id: string;
  locationId: string;
  /** A room key, or null for the whole location. */
  roomId: string | null;
  /** ISO 8601 instants (UTC), [start, end). */
  start: string;
  end: string;
  /** The block's reason as staff typed it; null for a closure (content keeps none). */
  reason: string | null;
  /** The block's kind (service, breakdown, absence); null for a closure. */
  kind: DeskBlock['kind'] | null;
};

/**
 * Closures and blocks of `locationIds` overlapping [from, to), by start. A block of several
 * rooms gives one interval per room (same id); a location-wide one gives roomId null.
 */
export async function blockedIntervals(
  db: Db,
  q: { locationIds: readonly string[]; from: Date; to: Date },
  catalog?: Catalog,
): Promise<BlockedInterval[]> {
  if (q.locationIds.length === 0 || q.from >= q.to) return [];
  const content = catalog ?? (await getCatalog());
  const out: BlockedInterval[] = [];
  for (const location of content.locations) {
    if (!q.locationIds.includes(location.id)) continue;
    for (const date of location.closures) {
      const day = zurichDays(date);
      if (!day || day.end <= q.from || day.start >= q.to) continue;
      out.push({
        source: 'closure',
        id: `closure:${location.id}:${date}`,
        locationId: location.id,
        roomId: null,
        start: day.start.toISOString(),
        end: day.end.toISOString(),
        reason: null,
        kind: null,
      });
    }
  }
  const rows = await db
    .select()
    .from(deskBlocks)
    .where(
      and(
        inArray(deskBlocks.locationId, [...q.locationIds]),
        lt(deskBlocks.startsAt, q.to),
        gt(deskBlocks.endsAt, q.from),
      ),
    )
    .orderBy(asc(deskBlocks.startsAt));
  for (const b of rows)
    for (const roomId of b.roomKeys ?? [null])
      out.push({
        source: 'block',
        id: b.id,
        locationId: b.locationId,
        roomId,
        start: b.startsAt.toISOString(),
        end: b.endsAt.toISOString(),
        reason: b.reason,
        kind: b.kind,
      });
  return out.sort((a, b) => a.start.localeCompare(b.start));
}
