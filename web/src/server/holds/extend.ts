/**
 * A hold is short (Settings initialHoldMinutes) until the visitor starts to pay; create-intent
 * extends it once to holdMinutes from then. Only a live pending hold not extended before:
 * calling create-intent again (another option, a reload) never renews it, so a hold cannot be
 * kept alive for ever.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';

/** True when this call extended the hold. */
export async function extendHoldForPayment(
  db: Db,
  reservationId: string,
  holdMinutes: number,
): Promise<boolean> {
  const rows = await db
    .update(reservations)
    .set({
      holdExpiresAt: sql`greatest(${reservations.holdExpiresAt}, now() + make_interval(mins => ${holdMinutes}))`,
      holdExtendedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.status, 'pending'),
        gt(reservations.holdExpiresAt, sql`now()`),
        isNull(reservations.holdExtendedAt),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length === 1;
}
