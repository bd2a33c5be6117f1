/**
 * The waitlist link routes' shared part (like manage/route.ts): JSON body parsed with the
 * route's schema, a rate limit per client (a token is a credential: no guessing at speed),
 * fresh content, no caching of the answer.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { getCatalog } from '@/server/content';
import { getDb, getTurnDb } from '@/server/db/client';
import { enforceRateLimit, readJsonBody } from '@/server/http';
import type { ManageDeps } from '@/server/manage/actions';

const LINK_LIMIT = { limit: 30, windowSeconds: 60 };

/** Rate limit, then fresh deps; null when the limit answered 429. */
export async function waitlistDeps(
  req: NextApiRequest,
  res: NextApiResponse,
  bucket: string,
): Promise<ManageDeps | null> {
  if (!(await enforceRateLimit(req, res, { bucket, ...LINK_LIMIT }))) return null;
  const [db, turnDb, catalog] = await Promise.all([
    getDb(),
    getTurnDb(),
    getCatalog({ fresh: true }),
  ]);
  res.setHeader('Cache-Control', 'no-store');
  return { db, turnDb, catalog, now: new Date() };
}

export async function waitlistRequest<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  schema: S,
  bucket: string,
): Promise<{ body: z.infer<S>; deps: ManageDeps } | null> {
  const body = await readJsonBody(req, res, schema);
  if (!body) return null;
  const deps = await waitlistDeps(req, res, bucket);
  return deps && { body, deps };
}
