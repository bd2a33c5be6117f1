/**
 * GET /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=/de-ch/check-up:
 * Studio's Presentation tool opens this (studio/sanity.config.ts). A valid secret switches on
 * draft mode (Next's signed cookie) and redirects to the path; otherwise 401
 * preview-secret-invalid, or 503 preview-unavailable where no Content Lake token is configured.
 */
import type { PageConfig } from 'next';
import { apiHandler, parseQuery, sendError } from '@/server/http';
import { log } from '@/server/log';
import { checkPreviewUrl } from '@/server/preview/previewAccess';
import { previewEnableQuerySchema } from '@/contracts/preview-enable';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('preview-enable', {
  GET: async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!parseQuery(req, res, previewEnableQuerySchema)) return;
    const check = await checkPreviewUrl(req.url ?? '');
    if (!check.ok) {
      log.warn('preview-refused', { reason: check.error });
      sendError(res, check.status, check.error);
      return;
    }
    res.setDraftMode({ enable: true });
    log.info('preview-enabled');
    res.redirect(307, check.redirectTo);
  },
});
