/** GET /api/preview/disable?redirect=/de-ch/check-up: leaves draft mode, 307 back to the page. */
import { z } from 'zod';

export const previewDisableQuerySchema = z.object({ redirect: z.string().max(2000).optional() });
export type PreviewDisableQuery = z.input<typeof previewDisableQuerySchema>;

/** 307 redirect, no body. */
export type PreviewDisableResponse = undefined;

export const PREVIEW_DISABLE_ERROR_IDS = [] as const;
export type PreviewDisableErrorId = (typeof PREVIEW_DISABLE_ERROR_IDS)[number];
