/**
 * GET /api/preview/disable?redirect=/de-ch/check-up: leaves draft mode (the preview bar's
 * link, Presentation's "disable") and returns to the page, published again.
 */
import type { PageConfig } from 'next';
import { apiHandler, parseQuery } from '@/server/http';
import { sitePath } from '@/server/preview/previewAccess';
import { previewDisableQuerySchema } from '@/contracts/preview-disable';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('preview-disable', {
  GET: async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const query = parseQuery(req, res, previewDisableQuerySchema);
    if (!query) return;
    res.setDraftMode({ enable: false });
    res.redirect(307, sitePath(query.redirect));
  },
});
