/**
 * POST /api/waitlist/accept { token } -> { booking }: takes an earlier-slot offer (docs/waitlist.md):
 * the booking moves into the held slot as a reschedule within the booking's policy (the
 * manage link's reschedule path), never a second payment. New-booking offers are taken through
 * the summary step instead (waitlist-offer.ts).
 */
import { POLICY_REFUSAL_IDS, type ManagedBooking } from './booking-manage';
import {
  WAITLIST_LINK_INVALID,
  WAITLIST_OFFER_CLOSED,
  waitlistTokenRequestSchema,
} from './waitlist';
import { ALREADY_BOOKED } from './error-ids';

export const acceptRequestSchema = waitlistTokenRequestSchema;

export type AcceptResponse = { booking: ManagedBooking };

export const ACCEPT_ERROR_IDS = [
  WAITLIST_LINK_INVALID, // 401
  WAITLIST_OFFER_CLOSED, // 409
  ...POLICY_REFUSAL_IDS, // 409: the booking may no longer move
  ALREADY_BOOKED, // 409: the slot was lost meanwhile
] as const;
