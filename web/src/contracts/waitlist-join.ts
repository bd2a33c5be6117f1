/**
 * POST /api/waitlist/join -> 202 { status: 'confirmation-sent' } (docs/waitlist.md):
 * a pending entry for a check-up, its add-ons and a location (or any location offering them),
 * a date range within the booking horizon and optional weekdays or time of day. A confirmation
 * email (double opt-in) is sent; the entry waits for slots only once its link is followed.
 * Rate limited per client (429 rate-limited, a common id).
 */
import { z } from 'zod';
import { slugSchema } from '@/shared/reservation-input';
import { LOCALES } from '@/i18n/locales';
import { isEmailAddress } from '@/shared/contact-patterns';
import { TIMES_OF_DAY } from './waitlist';
import {
  WAITLIST_EMAIL_INVALID,
  WAITLIST_RANGE_INVALID,
  WAITLIST_SELECTION_INVALID,
  WAITLIST_LIMIT_REACHED,
} from './error-ids';

export {
  WAITLIST_EMAIL_INVALID,
  WAITLIST_RANGE_INVALID,
  WAITLIST_SELECTION_INVALID,
  WAITLIST_LIMIT_REACHED,
};

const slug = slugSchema;
/** A real calendar date, yyyy-MM-dd (a Zurich day); anything else answers the range's id. */
const rangeDate = z.string().refine(
  (d) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
    const [y, m, day] = d.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, day)).toISOString().slice(0, 10) === d;
  },
  { params: { errorId: WAITLIST_RANGE_INVALID } },
);
/** The booking's email rule (shared/contact-patterns.ts), any failure answered with the join's own id. */
const email = z
  .string()
  .refine(isEmailAddress, { params: { errorId: WAITLIST_EMAIL_INVALID } })
  .transform((v) => v.trim());

export const joinRequestSchema = z
  .object({
    checkupSlug: slug,
    services: z.array(slug).max(20).default([]),
    /** Null: any location that offers the check-up and every add-on. */
    locationSlug: slug.nullable(),
    /** Zurich dates, both included; from today (plus the minimum notice) to the booking horizon. */
    from: rangeDate,
    to: rangeDate,
    /** ISO weekdays 1 (Monday) … 7 (Sunday); absent or empty = every day. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
    timeOfDay: z.enum(TIMES_OF_DAY).nullish(),
    email,
    language: z.enum(['en', 'de']),
    /** The visitor's locale: market and language of the emails' links. */
    localization: z.enum(LOCALES),
  })
  .strict();
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** 202: the confirmation email is on its way (sent by a job). */
export type JoinResponse = { status: 'confirmation-sent' };

export const JOIN_ERROR_IDS = [
  WAITLIST_EMAIL_INVALID, // 400: not an email address
  WAITLIST_RANGE_INVALID, // 400: not dates, to before from, in the past or past the horizon
  WAITLIST_SELECTION_INVALID, // 400: unknown check-up, add-on or location, or no location offers them
  WAITLIST_LIMIT_REACHED, // 409: this email holds 3 pending or active entries already
] as const;
