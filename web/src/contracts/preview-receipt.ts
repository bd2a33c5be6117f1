/**
 * GET /api/preview/receipt?locale=de-ch&variant=statement|cancellation -> application/pdf: the
 * email preview's sample receipt (docs/preview.md "The receipt"), in draft mode only; any other
 * request answers 404 preview-unavailable.
 */
import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { RECEIPT_VARIANTS } from '@/shared/previewVariants';
import { PREVIEW_UNAVAILABLE } from './error-ids';

export const previewReceiptQuerySchema = z.object({
  locale: z.enum(LOCALES),
  variant: z.enum(RECEIPT_VARIANTS).default('statement'),
});

/** The PDF's bytes. */
export type PreviewReceiptResponse = Buffer;

export const PREVIEW_RECEIPT_ERROR_IDS = [PREVIEW_UNAVAILABLE] as const;
