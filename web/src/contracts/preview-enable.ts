/**
 * GET /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…: Studio's
 * Presentation tool opens it; a valid secret answers 307 to the page in draft mode.
 */
import { z } from 'zod';
import { PREVIEW_SECRET_INVALID, PREVIEW_UNAVAILABLE } from './error-ids';

export const previewEnableQuerySchema = z.looseObject({
  'sanity-preview-secret': z.string().min(1).max(200),
  'sanity-preview-pathname': z.string().max(2000).optional(),
  'sanity-preview-perspective': z.string().max(200).optional(),
});

/** 307 redirect, no body. */
export type PreviewEnableResponse = undefined;

export const PREVIEW_ENABLE_ERROR_IDS = [PREVIEW_SECRET_INVALID, PREVIEW_UNAVAILABLE] as const;
