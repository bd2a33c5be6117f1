/**
 * A Studio endpoint (GET /api/studio/*): defineRoute with the Studio's CORS answer on every
 * answer, the signed query (./route.ts) checked before the handler runs, and the document id
 * without its `drafts.` prefix (a draft depends on what its published version does).
 */
import type { NextApiHandler } from 'next';
import type { z } from 'zod';
import { defineRoute, type RouteAnswer } from '@/server/http';
import type { SignedQuery } from '@/contracts/studio';
import { allowStudioOrigin, assertSigned } from './route';

export function studioRoute<R>(
  endpoint: 'dependents' | 'content-problems',
  request: z.ZodType<SignedQuery>,
  handler: (q: SignedQuery) => Promise<RouteAnswer<R>>,
): NextApiHandler {
  return defineRoute(
    { route: `studio-${endpoint}`, methods: ['GET'], request },
    { before: (_req, res) => allowStudioOrigin(res) },
    async (q) => {
      assertSigned(endpoint, q);
      return handler({ ...q, id: q.id.replace(/^drafts\./, '') });
    },
  );
}
