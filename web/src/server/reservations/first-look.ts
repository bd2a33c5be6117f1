/**
 * A create's first look, in one round trip (docs/performance.md): the rooms busy over its slot and, for
 * the create route, the location's burst counts (server/holds/burst.ts). Under contention every
 * request makes it, winner or loser, so it is one query instead of two.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { jsonValue } from '@/server/db/json-value';
import type { BusyInterval } from '@/server/availability';
import {
  burstCountsSql,
  burstStateOf,
  type BurstSettings,
  type BurstState,
} from '@/server/holds/burst';
import { activeOverlapping } from './busy';

export type FirstLook = { busy: BusyInterval[]; burst: BurstState | null };

export async function firstLook(
  db: Db,
  slot: { locationId: string; start: Date; end: Date },
  burstSettings: BurstSettings | null,
): Promise<FirstLook> {
  const busy = sql`(select coalesce(json_agg(json_build_array(room_key,
      (extract(epoch from starts_at) * 1000)::float8, (extract(epoch from ends_at) * 1000)::float8)), '[]'::json)
    from reservations where ${activeOverlapping(slot.locationId, slot.start, slot.end)})`;
  const [row] = rowsOf<{
    busy: unknown;
    recent?: number;
    baseline?: number;
  }>(
    await db.execute(
      burstSettings
        ? sql`select ${busy} as busy, b.recent, b.baseline from (${burstCountsSql(slot.locationId)}) b`
        : sql`select ${busy} as busy`,
    ),
  );
  return {
    busy: jsonValue<[string, number, number][]>(row.busy).map(([roomId, start, end]) => ({
      roomId,
      start: new Date(start),
      end: new Date(end),
    })),
    burst: burstSettings
      ? burstStateOf(row as { recent: number; baseline: number }, burstSettings)
      : null,
  };
}
