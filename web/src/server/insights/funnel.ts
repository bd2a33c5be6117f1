/**
 * The booking funnel's step views (docs/staff-desk.md "Insights"): one row per Zurich day and
 * step in `funnel_daily` (migration 0031), incremented in place. Nothing about the visitor is
 * read or stored: no person, no client, no cookie.
 */
import { and, gte, lte, sql } from 'drizzle-orm';
import type { FunnelStep } from '@/contracts/insights-step';
import { zurichDate } from '@/server/availability/zone';
import type { Db } from '@/server/db/client';
import { funnelDaily } from '@/server/db/schema';

/** Count one view of `step` on the Zurich day of `now`. */
export async function countStepView(db: Db, step: FunnelStep, now: Date = new Date()) {
  await db
    .insert(funnelDaily)
    .values({ day: zurichDate(now), step, views: 1 })
    .onConflictDoUpdate({
      target: [funnelDaily.day, funnelDaily.step],
      set: { views: sql`${funnelDaily.views} + 1` },
    });
}

/** Views per step over the Zurich days from..to (both included). */
export async function stepViews(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ step: funnelDaily.step, views: sql<string>`sum(${funnelDaily.views})` })
    .from(funnelDaily)
    .where(and(gte(funnelDaily.day, from), lte(funnelDaily.day, to)))
    .groupBy(funnelDaily.step);
  return new Map(rows.map((r) => [r.step, Number(r.views)]));
}
