/**
 * POST /api/booking/earlier-slot { token, on? } -> { earlierSlot } (docs/waitlist.md): the manage
 * page's "tell me if an earlier slot frees up". `on: true` starts an earlier-slot waitlist entry
 * for the booking (same check-up, add-ons and location, any slot before the booking's start);
 * `on: false` ends it; without `on` the answer only reads. No double opt-in: the manage token
 * proves the email. An accepted offer is a reschedule (waitlist-accept.ts).
 */
import { z } from 'zod';
import { BOOKING_LINK_INVALID, manageTokenSchema, POLICY_REFUSAL_IDS } from './booking-manage';

export const earlierSlotRequestSchema = z
  .object({ token: manageTokenSchema, on: z.boolean().optional() })
  .strict();
export type EarlierSlotRequest = z.input<typeof earlierSlotRequestSchema>;

export type EarlierSlotResponse = {
  earlierSlot: {
    on: boolean;
    /** While on: the offer open for the booking, if any (ISO start and hold end). */
    openOffer: { start: string; expiresAt: string } | null;
  };
};

export const EARLIER_SLOT_ERROR_IDS = [
  BOOKING_LINK_INVALID, // 401
  ...POLICY_REFUSAL_IDS, // 409 on `on: true`: the booking may not move any more
] as const;
