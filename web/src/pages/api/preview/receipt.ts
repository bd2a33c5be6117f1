/**
 * GET /api/preview/receipt?locale=&variant=: the email preview's sample receipt as a PDF, shown
 * in a frame beside its texts (docs/preview.md "The receipt"). Draft mode only: the draft
 * content is read, and no one outside Presentation needs it.
 */
import type { PageConfig } from 'next';
import {
  previewReceiptQuerySchema,
  type PreviewReceiptResponse,
} from '@/contracts/preview-receipt';
import { PREVIEW_UNAVAILABLE } from '@/contracts/error-ids';
import { defineRoute, noStoreAlways, ApiError } from '@/server/http';
import { withDraftReads } from '@/server/content/draftScope';
import { sampleReceiptPdf } from '@/server/preview/sampleContent';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'preview-receipt', methods: ['GET'], request: previewReceiptQuerySchema },
  { before: noStoreAlways },
  async (query, { req }) => {
    if (req.draftMode !== true) throw new ApiError(404, PREVIEW_UNAVAILABLE);
    const pdf = await withDraftReads(() => sampleReceiptPdf(query.locale, query.variant));
    const content = Buffer.from(pdf) satisfies PreviewReceiptResponse;
    return {
      send: content,
      contentType: 'application/pdf',
      headers: { 'Content-Disposition': 'inline; filename="receipt.pdf"' },
    };
  },
);
