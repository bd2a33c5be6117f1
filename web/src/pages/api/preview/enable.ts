/**
 * GET /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=/de-ch/check-up:
 * Studio's Presentation tool opens this (studio/sanity.config.ts). A valid secret switches on
 * draft mode (Next's signed cookie) and redirects to the path; otherwise 401
 * preview-secret-invalid, or 503 preview-unavailable where no Content Lake token is configured.
 */
import type { PageConfig } from 'next';
import { ApiError, defineRoute, noStoreAlways } from '@/server/http';
import { log } from '@/server/log';
import { checkPreviewUrl } from '@/server/preview/previewAccess';
import { previewEnableQuerySchema } from '@/contracts/preview-enable';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  // The query is checked by the schema, then read as a whole by checkPreviewUrl.
  { route: 'preview-enable', methods: ['GET'], request: previewEnableQuerySchema },
  { before: noStoreAlways },
  async (_query, { req, res }) => {
    const check = await checkPreviewUrl(req.url ?? '');
    if (!check.ok) {
      log.warn('preview-refused', { reason: check.error });
      throw new ApiError(check.status, check.error);
    }
    res.setDraftMode({ enable: true });
    log.info('preview-enabled');
    return { status: 307, redirect: check.redirectTo };
  },
);
