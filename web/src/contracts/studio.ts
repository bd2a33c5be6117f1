/**
 * What the two Studio routes (studio-content-problems.ts, studio-dependents.ts) share: the
 * signed query. The signature is checked by server/studio/route.ts (assertSigned).
 */
import { z } from 'zod';

export const signedQuerySchema = z.object({
  type: z.string().regex(/^[A-Za-z-]{1,40}$/),
  id: z.string().max(200).default(''),
  ts: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SignedQuery = z.infer<typeof signedQuerySchema>;
