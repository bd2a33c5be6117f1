/**
 * What the two Studio endpoints share: the check of the signed query (type, id, ts, sig; its
 * schema in contracts/studio.ts), the CORS answer for the Studio's origin (STUDIO_ORIGIN) and
 * the refusal id.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { SignedQuery } from '@/contracts/studio';
import { ApiError } from '@/server/http/errors';
import { verifyStudioRequest } from './signature';
import { STUDIO_SIGNATURE_INVALID } from '@/contracts/error-ids';

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
