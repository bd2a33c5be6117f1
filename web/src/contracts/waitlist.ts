/**
 * The waitlist's shared API shapes (docs/waitlist.md): the signed link token, the
 * entry and offer states, the entry as a page shows it, and the error ids the waitlist routes
 * share. Each route's own module (waitlist-join.ts, waitlist-confirm.ts, waitlist-leave.ts,
 * waitlist-offer.ts, waitlist-accept.ts, booking-earlier-slot.ts, staff-waitlist.ts) imports
 * from here.
 */
import { z } from 'zod';
import { WAITLIST_LINK_INVALID, WAITLIST_ENTRY_ENDED, WAITLIST_OFFER_CLOSED } from './error-ids';

export { WAITLIST_LINK_INVALID, WAITLIST_ENTRY_ENDED, WAITLIST_OFFER_CLOSED };

/**
 * The signed waitlist token of an email link (server/tokens, purposes waitlist-confirm,
 * waitlist-leave, waitlist-offer): opaque to the page. Any string; what it is worth is decided
 * by the server (401 waitlist-link-invalid), not the schema.
 */
export const waitlistTokenSchema = z.string().min(1).max(2000);
export const waitlistTokenRequestSchema = z.object({ token: waitlistTokenSchema }).strict();
export type WaitlistTokenRequest = z.input<typeof waitlistTokenRequestSchema>;

/**
 * An entry's state: `pending` until the double opt-in link is followed; `active` while it waits
 * for a slot (also while an offer is open); `booked` once an offered slot was booked (or, for an
 * earlier-slot entry, the booking moved into it); `left` after the leave link; `ended` when its
 * date range is over (or its booking was cancelled); erased by the retention job later.
 */
export const WAITLIST_ENTRY_STATES = ['pending', 'active', 'booked', 'left', 'ended'] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];

/**
 * An offer's state: `open` while its slot is held for the entry; `taken` when the entry booked
 * it; `expired` when the hold time passed unanswered (the slot then goes to the next matching
 * entry); `withdrawn` when the entry left (or ended) while it was open.
 */
export const WAITLIST_OFFER_STATES = ['open', 'taken', 'expired', 'withdrawn'] as const;
export type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

/** `new-booking`: joined from the booking flow; `earlier-slot`: a booking's manage page. */
export const WAITLIST_ENTRY_KINDS = ['new-booking', 'earlier-slot'] as const;
export type WaitlistEntryKind = (typeof WAITLIST_ENTRY_KINDS)[number];

/** Parts of the Zurich day an entry may ask for; absent = any time. Before / from 12:00. */
export const TIMES_OF_DAY = ['morning', 'afternoon'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The entry's terms as the confirm, leave and offer pages show them. No email. */
export type WaitlistEntryView = {
  state: WaitlistEntryState;
  kind: WaitlistEntryKind;
  checkup: { slug: string; title: string };
  services: { slug: string; title: string }[];
  /** Null: any location that offers the check-up and every add-on. */
  location: { slug: string; name: string } | null;
  /** Zurich dates, both included. */
  from: string;
  to: string;
  /** ISO weekdays (1 Monday … 7 Sunday); empty = every day. */
  weekdays: number[];
  timeOfDay: TimeOfDay | null;
  language: 'en' | 'de';
  /** The visitor's locale (de-ch, en-ch, de-de, en-de): where the pages' links go. */
  locale: string;
};
