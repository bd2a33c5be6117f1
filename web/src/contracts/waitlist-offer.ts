/**
 * POST /api/waitlist/offer { token } -> { offer }: what the offer email's link needs
 * (docs/waitlist.md "Offer pages"). Reads only (a POST so the token stays out of logs; nothing changes). The page puts the
 * slot into the booking store and opens the summary step: the held slot is an ordinary pending
 * reservation for the entry's email, which the summary's create releases and takes again
 * (`releases: [offer.hold]` in POST /api/reservation/create), like any hold the visitor replaces.
 * For an earlier-slot offer the page instead shows the move and calls POST /api/waitlist/accept.
 */
import {
  WAITLIST_LINK_INVALID,
  WAITLIST_OFFER_CLOSED,
  waitlistTokenRequestSchema,
  type WaitlistEntryView,
  type WaitlistOfferState,
} from './waitlist';

export const offerRequestSchema = waitlistTokenRequestSchema;

export type WaitlistOfferView = {
  state: WaitlistOfferState;
  /** ISO instant the hold lapses (the offer then passes on). */
  expiresAt: string;
  /** The held slot: ISO instants, and the booking store's inputs (slugs). */
  start: string;
  end: string;
  checkupSlug: string;
  services: string[];
  locationSlug: string;
  location: { slug: string; name: string };
  /** The pending reservation that holds the slot, with the email it was made for (release). */
  hold: { reservationId: string; email: string };
  /** earlier-slot offers: the booking's reference and current start (ISO) that would move. */
  booking: { reference: string; start: string } | null;
  entry: WaitlistEntryView;
};

export type OfferResponse = { offer: WaitlistOfferView };

export const OFFER_ERROR_IDS = [
  WAITLIST_LINK_INVALID, // 401
  WAITLIST_OFFER_CLOSED, // 409: expired, taken or withdrawn; the body still names nothing
] as const;
