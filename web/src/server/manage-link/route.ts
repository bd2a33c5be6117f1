/**
 * The manage-link routes' shared part (their rate limits and body parsing are defineRoute's):
 * fresh content (policy, locations) and the request's Idempotency-Key (read the same way by
 * POST /api/reservation/create).
 */
import type { NextApiRequest } from 'next';
import { getCatalog } from '@/server/content';
import { getDb, getTurnDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { idempotencyKeySchema } from '@/server/reservations/idempotency';
import type { ManageDeps } from './actions';
import { RESERVE_OTHER } from '@/contracts/error-ids';

/** What every manage-link use case reads: the database, the turn pool, fresh content. */
export async function manageDeps(): Promise<ManageDeps> {
  const [db, turnDb, catalog] = await Promise.all([
    getDb(),
    getTurnDb(),
    getCatalog({ fresh: true }),
  ]);
  return { db, turnDb, catalog, now: new Date() };
}

/** The request's `Idempotency-Key` header, parsed as on create (400 when malformed). */
export function idempotencyKeyOf(req: NextApiRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, RESERVE_OTHER);
  return parsed.data;
}
