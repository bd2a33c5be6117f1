/** zod schemas of the reservation API's inputs (SPEC 5 validation rules). */
import { z } from 'zod';
import { isLocale, LOCALES, type Locale } from '@/i18n/locales';
import { partnerPerson, person } from '@/shared/person';

/** A reservation's id as a visitor's request names it. */
export const reservationIdField = z.string().trim().min(1).max(100);
/** The booker's email as a visitor types it to prove a reservation is theirs. */
export const bookerEmailField = z.string().trim().min(1).max(254);

/**
 * What a lookup by id takes to prove the caller is the booker: the email, or the signed
 * payment token (server/tokens). One of the two is required.
 */
export const bookerProofFields = {
  email: bookerEmailField.optional(),
  token: z.string().trim().min(1).max(600).optional(),
};
export const hasBookerProof = (v: { email?: string; token?: string }): boolean =>
  Boolean(v.email || v.token);

export const slugSchema = z.string().regex(/^[a-z0-9_]{1,64}$/);

export const personalDataSchema = z.object({
  ...person.shape,
  language: z.enum(['en', 'de']),
  localization: z.enum(LOCALES).optional(),
});
export type PersonalDataInput = z.infer<typeof personalDataSchema>;

export const partnerDataSchema = z.object(partnerPerson.shape);

export const reservationDataSchema = z.object({
  checkupSlug: slugSchema,
  timeSlotStart: z.string().min(1).max(40),
  locationSlug: slugSchema,
  services: z.array(slugSchema).max(20).default([]),
  paymentId: z.string().trim().max(200).nullish(),
  personalData: personalDataSchema,
  discountCode: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  reservationIdPartner: z.uuid().nullish(),
  personalDataPartner: partnerDataSchema.nullish(),
  /**
   * The MRI safety pre-check's answers by question key (docs/screening.md "Pre-check"): a
   * "yes" where it means stop refuses the booking before anything is held. Optional here; the
   * summary step sends them.
   */
  screeningPrecheck: z
    .record(z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/), z.enum(['yes', 'no']))
    .refine((answers) => Object.keys(answers).length <= 50)
    .optional(),
  /**
   * The visitor asked for an SMS reminder to the phone they gave (docs/sms.md). Each person
   * chooses for their own reservation: a partner on their own booking. Optional; default no.
   */
  smsReminder: z.boolean().optional(),
});
export type ReservationData = z.infer<typeof reservationDataSchema>;

/** A pending hold of the booker's: its id and the email it was made with (the proof). */
export const bookerHoldSchema = z.object({
  reservationId: reservationIdField,
  email: bookerEmailField,
});

export const createReservationBodySchema = z.object({
  reservationData: reservationDataSchema,
  /** The page the booker is on; its locale prefix is kept for emails and links. */
  url: z.string().max(2000).optional(),
  /**
   * The booker's own earlier pending holds this reservation replaces (id + the email each was
   * made with): released first, so that the same last free room can be taken again
   * (./release.ts). Not in SPEC 7; optional.
   */
  releases: z.array(bookerHoldSchema).max(5).optional(),
  /**
   * The ALTCHA widget's solution (base64 JSON), asked for with 428 hold-challenge-required
   * while the location sees a burst of holds (server/holds). Not in SPEC 7; optional.
   */
  challenge: z.string().max(20_000).optional(),
  /**
   * The booker accepted that a slot inside the free-cancellation window is free to cancel only
   * shortly after booking (docs/decisions/0008-booking-policy-shared-and-grace.md); required for such a slot.
   */
  acceptLateCancellation: z.boolean().optional(),
});
export type CreateReservationBody = z.infer<typeof createReservationBodySchema>;

/** The booker's locale: personalData.localization, else the URL's prefix, else <language>-ch. */
export function localeOf(data: PersonalDataInput, url: string | undefined): Locale {
  if (data.localization) return data.localization;
  const prefix = url?.match(/^(?:https?:\/\/[^/]+)?\/([a-z]{2}-[a-z]{2})(?:[/?#]|$)/)?.[1];
  if (isLocale(prefix)) return prefix;
  return `${data.language}-ch`;
}
