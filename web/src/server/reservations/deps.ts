/** What the reservation routes run against in production: the app database, fresh content, now. */
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import type { ReservationDeps } from './create';

/** `fresh` bypasses the content CDN: for creating holds, where rooms and hold time matter. */
export async function reservationDeps(options: { fresh?: boolean } = {}): Promise<ReservationDeps> {
  const [db, catalog] = await Promise.all([getDb(), getCatalog({ fresh: options.fresh })]);
  return { db, catalog, now: new Date() };
}
