/**
 * POST /api/staff/search { q, from?, to?, location? } -> bookings matching a reference, an email, a
 * phone number or a last name (docs/staff-desk.md, "Search"). Reception and up; only the staff
 * member's locations. Matches through blind indexes (the data is encrypted): phone numbers
 * compare by their last 9 digits, last names with case, accents and punctuation folded, and
 * names however typed: umlauts written out or dropped, the start of a word, first and last name
 * together (`name`, docs/staff-desk.md "Search however typed"), and the invited partner of a
 * booking for two who has not booked yet, by email or name (`partner`).
 * Newest appointment first, at most 50. POST so that the query (personal data) never stands in
 * a URL or an access log.
 */
import { z } from 'zod';
import { deskDate, locationIdSchema, STAFF_ROUTE_ERROR_IDS } from './staff';
import type { DayBooking } from './staff-day';

export const searchRequestSchema = z
  .object({
    q: z.string().trim().min(2).max(200),
    /** First and last Zurich day of the appointment, inclusive. */
    from: deskDate.optional(),
    to: deskDate.optional(),
    location: locationIdSchema.optional(),
  })
  .refine((s) => !s.from || !s.to || s.from <= s.to, 'from after to');
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** What the query was taken for; the search tries every kind its shape allows. */
export const SEARCH_KINDS = [
  'reference',
  'email',
  'phone',
  'last-name',
  'name',
  'partner',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchResult = DayBooking & {
  /** The appointment's Zurich date, yyyy-MM-dd. */
  date: string;
  location: { id: string; name: string };
  /** How this booking matched. */
  matchedBy: SearchKind;
  /** `partner` matches: the invited partner's name ("First Last"); the booking is the booker's. */
  invitedPartner?: string;
};

export type SearchResponse = {
  results: SearchResult[];
  /** More than the 50 shown matched: narrow by date or location. */
  truncated: boolean;
};

export const SEARCH_LIMIT = 50;

export const SEARCH_ERROR_IDS = STAFF_ROUTE_ERROR_IDS;
