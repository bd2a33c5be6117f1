/**
 * GET /api/preview/disable?redirect=/de-ch/check-up: leaves draft mode (the preview bar's
 * link, Presentation's "disable") and returns to the page, published again.
 */
import type { PageConfig } from 'next';
import { defineRoute, noStoreAlways } from '@/server/http';
import { sitePath } from '@/server/preview/previewAccess';
import { previewDisableQuerySchema } from '@/contracts/preview-disable';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'preview-disable', methods: ['GET'], request: previewDisableQuerySchema },
  { before: noStoreAlways },
  async (query, { res }) => {
    res.setDraftMode({ enable: false });
    return { status: 307, redirect: sitePath(query.redirect) };
  },
);
