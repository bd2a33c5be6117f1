/**
 * POST /api/revalidate (Sanity webhook, provider-facing): the body is read raw (its signature
 * covers the exact bytes) and then parsed with the schema below (server/revalidate/handler.ts).
 * Its error ids answer Sanity, not a visitor: they are not catalogue ids (no en/de messages).
 */
import { z } from 'zod';
import { METHOD_NOT_ALLOWED, RATE_LIMITED } from '@/contracts/error-ids';

/** What we read of the webhook's projection; anything else in it is ignored. */
export const revalidateRequestSchema = z
  .object({ _type: z.string().optional(), _id: z.string().optional() })
  .loose();

/** 200: the paths rebuilt. */
export type RevalidateResponse = { revalidated: string[] };

/** 401: no SANITY_REVALIDATE_SECRET. */
export const REVALIDATE_NOT_CONFIGURED = 'revalidate-not-configured';
/** 413. */
export const REVALIDATE_BODY_TOO_LARGE = 'body-too-large';
/** 401. */
export const REVALIDATE_INVALID_SIGNATURE = 'invalid-signature';
/** 401: older than MAX_SIGNATURE_AGE_MS. */
export const REVALIDATE_SIGNATURE_EXPIRED = 'signature-expired';
/** 400. */
export const REVALIDATE_INVALID_BODY = 'invalid-body';
/** 500 with the paths that did succeed: Sanity retries. */
export const REVALIDATE_FAILED = 'revalidate-failed';

export const REVALIDATE_ERROR_IDS = [
  METHOD_NOT_ALLOWED, // 405
  REVALIDATE_NOT_CONFIGURED,
  REVALIDATE_BODY_TOO_LARGE,
  REVALIDATE_INVALID_SIGNATURE,
  REVALIDATE_SIGNATURE_EXPIRED,
  REVALIDATE_INVALID_BODY,
  REVALIDATE_FAILED,
] as const;
export type RevalidateErrorId = (typeof REVALIDATE_ERROR_IDS)[number];
/** Every answer but 200 (and the 429 of the rate limit, COMMON_ERROR_IDS). */
export type RevalidateErrorAnswer = {
  error: RevalidateErrorId | typeof RATE_LIMITED;
  revalidated?: string[];
};
