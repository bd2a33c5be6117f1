/**
 * What the two Studio endpoints share: the signed query (type, id, ts, sig), the CORS answer
 * for the Studio's origin (STUDIO_ORIGIN) and the refusal id.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { ApiError } from '@/server/http/errors';
import { verifyStudioRequest } from './signature';
import { STUDIO_SIGNATURE_INVALID } from '@/contracts/error-ids';

export const signedQuerySchema = z.object({
  type: z.string().regex(/^[A-Za-z-]{1,40}$/),
  id: z.string().max(200).default(''),
  ts: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SignedQuery = z.infer<typeof signedQuerySchema>;

export function allowStudioOrigin(res: NextApiResponse): void {
  res.setHeader(
    'Access-Control-Allow-Origin',
    process.env.STUDIO_ORIGIN || 'http://localhost:3333',
  );
  res.setHeader('Vary', 'Origin');
  res.setHeader('Cache-Control', 'no-store');
}

/** Throws 401 studio-signature-invalid unless the query is signed with the shared secret. */
export function assertSigned(endpoint: string, q: SignedQuery, _req?: NextApiRequest): void {
  const ok = verifyStudioRequest(
    { endpoint, type: q.type, id: q.id, ts: q.ts },
    q.sig,
    process.env.STUDIO_SHARED_SECRET,
  );
  if (!ok) throw new ApiError(401, STUDIO_SIGNATURE_INVALID);
}
