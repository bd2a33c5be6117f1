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
export type RevalidateRequest = z.input<typeof revalidateRequestSchema>;

/** 200: the paths rebuilt. */
export type RevalidateResponse = { revalidated: string[] };

export const REVALIDATE_ERROR_IDS = [
  METHOD_NOT_ALLOWED, // 405
  'revalidate-not-configured', // 401: no SANITY_REVALIDATE_SECRET
  'body-too-large', // 413
  'invalid-signature', // 401
  'signature-expired', // 401: older than MAX_SIGNATURE_AGE_MS
  'invalid-body', // 400
  'revalidate-failed', // 500 with the paths that did succeed: Sanity retries
] as const;
export type RevalidateErrorId = (typeof REVALIDATE_ERROR_IDS)[number];
/** Every answer but 200 (and the 429 of the rate limit, COMMON_ERROR_IDS). */
export type RevalidateErrorAnswer = {
  error: RevalidateErrorId | typeof RATE_LIMITED;
  revalidated?: string[];
};
