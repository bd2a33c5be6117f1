/**
 * GET /api/studio/content-problems?type=content&id=&ts=&sig= -> { problems }: the documents
 * the site leaves out because they fail its model, with a staff-facing summary ("not shown on
 * the site: German title missing"), and locations whose live bookings sit in rooms they no
 * longer name (`kind: unnamed-room-bookings`); only the one document when `id` is given.
 * Signed like /api/studio/dependents.
 */
import type { PageConfig } from 'next';
import { findContentProblems } from '@/server/content';
import { findUnnamedRoomProblems } from '@/server/ops/content-report';
import { getDb } from '@/server/db/client';
import { studioRoute } from '@/server/studio/signed-route';
import {
  contentProblemsQuerySchema,
  type ContentProblemsResponse,
} from '@/contracts/studio-content-problems';

export const config: PageConfig = { api: { bodyParser: false } };

export default studioRoute(
  'content-problems',
  contentProblemsQuerySchema,
  async ({ id }): Promise<{ body: ContentProblemsResponse }> => {
    // With the documents left out: live bookings in rooms a location no longer names (34.7).
    // One after the other: findContentProblems collects what any catalogue load meanwhile reports.
    const left = await findContentProblems();
    const rooms = await findUnnamedRoomProblems(await getDb());
    return { body: { problems: [...left, ...rooms].filter((p) => !id || p.id === id) } };
  },
);
