/**
 * POST /api/screening/sign { token, fullName, signedOn, agreed, incidentalFindings?, variant }
 * -> { screening }: the consent, signed by typed full name and date once every question is
 * answered (docs/screening.md "Consents"). The texts agreed to are frozen with the signature in
 * the language variant shown (`variant`); the response cannot be changed online afterwards.
 */
import { z } from 'zod';
import { manageTokenSchema } from './booking-manage';
import {
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  SCREENING_UNAVAILABLE,
  type ScreeningView,
} from './screening-open';
import {
  SCREENING_ALREADY_SIGNED,
  SCREENING_CONSENT_MISSING,
  SCREENING_INCOMPLETE,
  SCREENING_SIGNATURE_INVALID,
} from './error-ids';

export const screeningSignRequestSchema = z
  .object({
    token: manageTokenSchema,
    fullName: z.string().trim().min(1).max(200),
    /** The date typed beside the name (YYYY-MM-DD): today in Zurich. */
    signedOn: z.iso.date(),
    /** The consents agreed to (every one without a choice). */
    agreed: z.array(z.enum(['scan', 'incidentalFindings', 'dataProcessing'])).max(3),
    /** The incidental findings consent's choice: yes = tell me, no = only what needs urgent care. */
    incidentalFindings: z.enum(['yes', 'no']).nullish(),
    variant: z.enum(['en', 'de', 'de_DE']),
  })
  .strict();
export type ScreeningSignRequest = z.input<typeof screeningSignRequestSchema>;

export type ScreeningSignResponse = { screening: ScreeningView };

/**
 * 409 screening-incomplete (a question unanswered or its detail missing), 409 already signed,
 * 400 consent missing (a consent not agreed, no choice made), 400 signature invalid (the name is
 * not the patient's, the date not today).
 */
export const SCREENING_SIGN_ERROR_IDS = [
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  SCREENING_UNAVAILABLE,
  SCREENING_INCOMPLETE,
  SCREENING_ALREADY_SIGNED,
  SCREENING_CONSENT_MISSING,
  SCREENING_SIGNATURE_INVALID,
] as const;
