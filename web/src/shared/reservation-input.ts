/** zod schemas of the reservation API's inputs (SPEC 5 validation rules). */
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  hasForbiddenNameCharacters,
  PHONE_PATTERN,
} from '@/shared/contact-patterns';
import { isLocale, LOCALES, type Locale } from '@/i18n/locales';
import { NAME_INVALID_CHARACTERS } from '@/contracts/error-ids';

/** Text, @, text, dot, text, no spaces. */
export const emailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN);

/** Optional plus and 8 to 15 digits; empty means none. */
const phoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v))
  .nullish()
  .transform((v) => v || null);

const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v || null);

/** A person's name: control and bidi-override characters are refused with their own id (issue params.errorId). */
export const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => !hasForbiddenNameCharacters(v), { params: { errorId: NAME_INVALID_CHARACTERS } });

const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  )
  .nullish()
  .transform((v) => v ?? null);

/**
 * What a lookup by id takes to prove the caller is the booker: the email, or the signed
 * payment token (server/tokens). One of the two is required.
 */
export const bookerProofFields = {
  email: z.string().trim().min(1).max(254).optional(),
  token: z.string().trim().min(1).max(600).optional(),
};
export const hasBookerProof = (v: { email?: string; token?: string }): boolean =>
  Boolean(v.email || v.token);

export const slugSchema = z.string().regex(/^[a-z0-9_]{1,64}$/);

export const personalDataSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  street: optionalText,
  postalCode: optionalText,
  city: optionalText,
  country: optionalText,
  birthDate: birthDateSchema,
  biologicalSex: z.enum(['male', 'female']).default('male'),
  language: z.enum(['en', 'de']),
  localization: z.enum(LOCALES).optional(),
});
export type PersonalDataInput = z.infer<typeof personalDataSchema>;

export const partnerDataSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
});

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
});
export type ReservationData = z.infer<typeof reservationDataSchema>;

export const createReservationBodySchema = z.object({
  reservationData: reservationDataSchema,
  /** The page the booker is on; its locale prefix is kept for emails and links. */
  url: z.string().max(2000).optional(),
  /**
   * The booker's own earlier pending holds this reservation replaces (id + the email each was
   * made with): released first, so that the same last free room can be taken again
   * (./release.ts). Not in SPEC 7; optional.
   */
  releases: z
    .array(
      z.object({
        reservationId: z.string().trim().min(1).max(100),
        email: z.string().trim().min(1).max(254),
      }),
    )
    .max(5)
    .optional(),
  /**
   * The ALTCHA widget's solution (base64 JSON), asked for with 428 hold-challenge-required
   * while the location sees a burst of holds (server/holds). Not in SPEC 7; optional.
   */
  challenge: z.string().max(20_000).optional(),
  /**
   * The booker accepted that a slot inside the free-cancellation window is free to cancel only
   * shortly after booking (issue 32.2); required for such a slot.
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
