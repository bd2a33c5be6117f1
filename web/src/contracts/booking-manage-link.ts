/**
 * POST /api/booking/manage-link { id, token | email } -> { path }: the manage page of a paid
 * booking for the booker who opened its payment link again (docs/manage-booking.md). The request is
 * fetch-unpaid's (the payment token or the email proves the booker); the answer is the path
 * of their manage link, never shown to anyone else.
 */
import { fetchUnpaidRequestSchema } from './reservation-fetch-unpaid';
import { UNPAID_EMAIL_MISMATCH, UNPAID_MISSING } from './error-ids';
import { BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';

export const manageLinkRequestSchema = fetchUnpaidRequestSchema;

export type ManageLinkResponse = { path: string };

export const MANAGE_LINK_ERROR_IDS = [
  UNPAID_MISSING,
  UNPAID_EMAIL_MISMATCH,
  BOOKING_NOT_ACTIVE,
] as const;
