/**
 * A burst of holds at one location (docs/security.md): more new holds in the last
 * BURST_WINDOW_MINUTES than max(holdBurstMinimum, holdBurstFactor x the location's normal rate),
 * the normal rate being its holds per window over the BASELINE_DAYS before. While a location is
 * in a burst, every further hold there needs a solved proof-of-work challenge (./challenge.ts),
 * and staff get one summary per location and window (./summary.ts) instead of a message per hold.
 */
import { sql, type SQL } from 'drizzle-orm';
import { namedLock } from '@/server/db/advisory-locks';
import type { Conn } from '@/server/db/client';
import { rowsOf } from '@/server/db/client';

export const BURST_WINDOW_MINUTES = 10;
export const BASELINE_DAYS = 7;
const WINDOWS_PER_BASELINE = (BASELINE_DAYS * 24 * 60) / BURST_WINDOW_MINUTES;

export type BurstSettings = { holdBurstMinimum: number; holdBurstFactor: number };
export type BurstState = { inBurst: boolean; recent: number; threshold: number };

/** The threshold of new holds per window above which a location is in a burst. */
export function burstThreshold(baselineHolds: number, settings: BurstSettings): number {
  const normal = baselineHolds / WINDOWS_PER_BASELINE;
  return Math.max(settings.holdBurstMinimum, Math.ceil(settings.holdBurstFactor * normal));
}

/**
 * The advisory lock of a location's burst decision (docs/operations.md): creates at one location take
 * it after their location-day's lock and before the caps' locks, then count, so that at most
 * the floor is granted before the challenge starts, whatever the concurrency.
 */
export function burstLock(locationId: string): SQL {
  return namedLock(`hold-burst:${locationId}`);
}

/** New holds at the location in the burst window and in the baseline week before it. */
export function burstCountsSql(locationId: string) {
  return sql`
      select
        count(*) filter (where created_at > now() - make_interval(mins => ${BURST_WINDOW_MINUTES}))::int as recent,
        count(*) filter (where created_at <= now() - make_interval(mins => ${BURST_WINDOW_MINUTES}))::int as baseline
      from reservations
      where location_id = ${locationId}
        and created_at > now() - make_interval(days => ${BASELINE_DAYS}, mins => ${BURST_WINDOW_MINUTES})`;
}

/** The burst state from the counts of burstCountsSql. */
export function burstStateOf(
  counts: { recent: number | string; baseline: number | string } | undefined,
  settings: BurstSettings,
): BurstState {
  const recent = Number(counts?.recent ?? 0);
  const threshold = burstThreshold(Number(counts?.baseline ?? 0), settings);
  return { inBurst: recent >= threshold, recent, threshold };
}

export async function locationBurst(
  db: Conn,
  locationId: string,
  settings: BurstSettings,
): Promise<BurstState> {
  const [row] = rowsOf<{ recent: number; baseline: number }>(
    await db.execute(burstCountsSql(locationId)),
  );
  return burstStateOf(row, settings);
}

/** The fixed window a moment falls in: names one burst summary per location and window. */
export function burstWindow(now: Date): { start: Date; end: Date } {
  const ms = BURST_WINDOW_MINUTES * 60_000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  return { start, end: new Date(start.getTime() + ms) };
}
