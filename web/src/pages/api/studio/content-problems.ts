/**
 * GET /api/studio/content-problems?type=content&id=&ts=&sig= -> { problems }: the documents
 * the site leaves out because they fail its model, with a staff-facing summary ("not shown on
 * the site: German title missing"); only the one document when `id` is given. Signed like
 * /api/studio/dependents.
 */
import type { PageConfig } from 'next';
import { findContentProblems } from '@/server/content';
import { apiHandler, parseQuery } from '@/server/http';
import { allowStudioOrigin, assertSigned } from '@/server/studio/route';
import {
  contentProblemsQuerySchema,
  type ContentProblemsResponse,
} from '@/contracts/studio-content-problems';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('studio-content-problems', {
  GET: async (req, res) => {
    allowStudioOrigin(res);
    const q = parseQuery(req, res, contentProblemsQuerySchema);
    if (!q) return;
    assertSigned('content-problems', q);
    const id = q.id.replace(/^drafts\./, '');
    const problems = (await findContentProblems()).filter((p) => !id || p.id === id);
    res.status(200).json({ problems } satisfies ContentProblemsResponse);
  },
});
