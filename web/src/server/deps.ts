/**
 * What the reservation routes run against in production: the app database, fresh content, now,
 * and the configured payment provider's answer to "is a payment under way?". Composed here, so
 * the reservation service itself never imports the payment service.
 */
import { getCatalog, type Catalog } from '@/server/content';
import { getDb, getTurnDb, type Db } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { getPaymentProvider } from '@/server/payments';
import { assertNoPaymentUnderway } from '@/server/payments/intents';
import type { ReleaseDeps, ReservationDeps } from '@/server/hold-requests';

/** Whether a payment is under way for a hold about to be released, asked of the configured provider. */
function paymentCheck(db: Db) {
  return (reservation: Reservation) =>
    assertNoPaymentUnderway(reservation.id, { db, provider: getPaymentProvider });
}

/**
 * The database, its turn pool, the content and now: what a change to a booking runs against
 * (holds, manage links, the staff desk). `fresh` bypasses the content CDN.
 */
export async function contentDeps(
  options: { fresh?: boolean } = {},
): Promise<{ db: Db; turnDb: Db; catalog: Catalog; now: Date }> {
  const [db, turnDb, catalog] = await Promise.all([
    getDb(),
    getTurnDb(),
    getCatalog({ fresh: options.fresh }),
  ]);
  return { db, turnDb, catalog, now: new Date() };
}

/** `fresh` for creating holds, where rooms and hold time matter. */
export async function reservationDeps(options: { fresh?: boolean } = {}): Promise<ReservationDeps> {
  const deps = await contentDeps(options);
  return { ...deps, assertNoPaymentUnderway: paymentCheck(deps.db) };
}

/** For releasing a superseded hold (POST /api/reservation/release). */
export async function releaseDeps(): Promise<ReleaseDeps> {
  const db = await getDb();
  return { db, now: new Date(), assertNoPaymentUnderway: paymentCheck(db) };
}
