/**
 * GET /api/staff/waitlist?location=<location _id> -> the location's waitlist (docs/waitlist.md,
 * docs/staff-desk.md): entries for this location or for any location, in joining order, with
 * their state and the offers made (which slot, to whom, how it ended). Viewer and up, for an
 * assigned location. Entries that left or ended stay listed until the retention job erases them.
 */
import { z } from 'zod';
import type {
  TimeOfDay,
  WaitlistEntryKind,
  WaitlistEntryState,
  WaitlistOfferState,
} from './waitlist';
import { locationIdSchema, STAFF_LOCATION_ERROR_IDS } from './staff';

export const staffWaitlistQuerySchema = z.object({
  /** Default: the first location the staff member may see. */
  location: locationIdSchema.optional(),
});

export type StaffWaitlistOffer = {
  /** ISO instants of the offered slot. */
  start: string;
  end: string;
  state: WaitlistOfferState;
  offeredAt: string;
  expiresAt: string;
  /** The reference of the booking that took it, once taken. */
  bookingReference: string | null;
};

export type StaffWaitlistEntry = {
  id: string;
  kind: WaitlistEntryKind;
  state: WaitlistEntryState;
  /** When the entry joined (ISO): the order offers follow. */
  joinedAt: string;
  email: string;
  checkup: string;
  addOns: string[];
  /** False: the entry takes any location offering the check-up. */
  thisLocationOnly: boolean;
  from: string;
  to: string;
  weekdays: number[];
  timeOfDay: TimeOfDay | null;
  /** earlier-slot entries: the booking that would move. */
  bookingReference: string | null;
  offers: StaffWaitlistOffer[];
};

export type StaffWaitlistResponse = {
  location: { id: string; name: string };
  locations: { id: string; name: string }[];
  entries: StaffWaitlistEntry[];
};

export const STAFF_WAITLIST_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
