/** GET /api/preview/disable?redirect=/de-ch/check-up: leaves draft mode, 307 back to the page. */
import { z } from 'zod';

export const previewDisableQuerySchema = z.object({ redirect: z.string().max(2000).optional() });

/** 307 redirect, no body. */
export type PreviewDisableResponse = undefined;

export const PREVIEW_DISABLE_ERROR_IDS = [] as const;
