/**
 * The manage-link routes' shared part: JSON body parsed with the route's schema, a rate limit per
 * client (a token is a credential: no guessing at speed), fresh content (policy, locations),
 * no caching of the answer.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { getCatalog } from '@/server/content';
import { getDb, getTurnDb } from '@/server/db/client';
import { ApiError, enforceRateLimit, readJsonBody } from '@/server/http';
import { RESERVE_OTHER } from '@/server/reservations/errors';
import { idempotencyKeySchema } from '@/server/reservations/idempotency';
import type { ManageDeps } from './actions';

export async function manageRequest<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  schema: S,
  bucket: string,
): Promise<{ body: z.infer<S>; deps: ManageDeps } | null> {
  const body = await readJsonBody(req, res, schema);
  if (!body) return null;
  if (!(await enforceRateLimit(req, res, { bucket, limit: 30, windowSeconds: 60 }))) return null;
  const [db, turnDb, catalog] = await Promise.all([getDb(), getTurnDb(), getCatalog({ fresh: true })]);
  res.setHeader('Cache-Control', 'no-store');
  return { body, deps: { db, turnDb, catalog, now: new Date() } };
}

/** The request's `Idempotency-Key` header, parsed as on create (400 when malformed). */
export function idempotencyKeyOf(req: NextApiRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, RESERVE_OTHER);
  return parsed.data;
}
