/**
 * POST (and GET) /api/reservation/fetch-partner { id, email }: the confirmed partner booking
 * that invited this partner, for the partner's own booking.
 */
import { z } from 'zod';
import type { PartnerInvitation } from '@/server/reservations/lookups';
import {
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
} from './error-ids';

export const fetchPartnerRequestSchema = z.object({
  id: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254),
});
export type FetchPartnerRequest = z.input<typeof fetchPartnerRequestSchema>;

/** Slugs are today's slugs of the booked check-up and location (found by _id). */
export type FetchPartnerResponse = {
  reservation: Omit<PartnerInvitation, 'checkupId' | 'locationId'>;
};

export const FETCH_PARTNER_ERROR_IDS = [
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
  PARTNER_EMAIL_NOT_ALLOWED,
] as const;
export type FetchPartnerErrorId = (typeof FETCH_PARTNER_ERROR_IDS)[number];
