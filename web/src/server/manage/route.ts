/**
 * The manage-link routes' shared part: JSON body parsed with the route's schema, a rate limit per
 * client (a token is a credential: no guessing at speed), fresh content (policy, locations),
 * no caching of the answer.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { enforceRateLimit, readJsonBody } from '@/server/http';
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
  const [db, catalog] = await Promise.all([getDb(), getCatalog({ fresh: true })]);
  res.setHeader('Cache-Control', 'no-store');
  return { body, deps: { db, catalog, now: new Date() } };
}
