/**
 * GET /api/preview/disable?redirect=/de-ch/check-up: leaves draft mode (the preview bar's
 * link, Presentation's "disable") and returns to the page, published again.
 */
import type { PageConfig } from 'next';
import { z } from 'zod';
import { apiHandler, parseQuery } from '@/server/http';
import { sitePath } from '@/server/preview/previewAccess';

export const config: PageConfig = { api: { bodyParser: false } };

const querySchema = z.object({ redirect: z.string().max(2000).optional() });

export default apiHandler('preview-disable', {
  GET: async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const query = parseQuery(req, res, querySchema);
    if (!query) return;
    res.setDraftMode({ enable: false });
    res.redirect(307, sitePath(query.redirect));
  },
});
