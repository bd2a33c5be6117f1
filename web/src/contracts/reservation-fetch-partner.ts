/**
 * POST (and GET) /api/reservation/fetch-partner { id, email }: the confirmed partner booking
 * that invited this partner, for the partner's own booking.
 */
import { z } from 'zod';
import { bookerEmailField, reservationIdField } from '@/shared/reservation-input';
import type { PartnerInvitation } from '@/server/reservations/lookups';
import {
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
} from './error-ids';

export const fetchPartnerRequestSchema = z.object({
  id: reservationIdField,
  email: bookerEmailField,
});

/** Slugs are today's slugs of the booked check-up and location (found by _id). */
export type FetchPartnerResponse = {
  reservation: Omit<PartnerInvitation, 'checkupId' | 'locationId'>;
};

export const FETCH_PARTNER_ERROR_IDS = [
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
  PARTNER_EMAIL_NOT_ALLOWED,
] as const;
