/**
 * POST /api/booking/manage-link { id, token | email } -> { path }: the manage page of a paid
 * booking for the booker who opened its payment link again (issue 32.7). The payment token
 * (or the email) proves the booker, as for fetch-unpaid; the answer is the path of their manage
 * link, never shown to anyone else.
 */
import { z } from 'zod';
import { UNPAID_EMAIL_MISMATCH, UNPAID_MISSING } from '@/server/reservations/errors';
import { bookerProofFields, hasBookerProof } from '@/server/reservations/input';

export const manageLinkRequestSchema = z
  .object({ id: z.uuid(), ...bookerProofFields })
  .refine(hasBookerProof);
export type ManageLinkRequest = z.input<typeof manageLinkRequestSchema>;

export type ManageLinkResponse = { path: string };

export const MANAGE_LINK_ERROR_IDS = [
  UNPAID_MISSING,
  UNPAID_EMAIL_MISMATCH,
  'booking-not-active',
] as const;
export type ManageLinkErrorId = (typeof MANAGE_LINK_ERROR_IDS)[number];
