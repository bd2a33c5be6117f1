/**
 * The summary form's rules (SPEC 5) as a zod schema. Error messages are translation keys
 * of the 'summary' namespace (errors.*); the partner-email rule answers with the catalogue
 * id partner-reservation-email-not-allowed, whose text comes from content.
 */
// zod/mini: the same rules as classic zod, tree-shaken to what is used. Classic zod added
// ~32 kB gzip to the summary step, which loads this form right after hydration
// (docs/performance.md).
import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  hasForbiddenNameCharacters,
  PHONE_PATTERN,
} from '@/shared/contact-patterns';
import { isOldEnough, MINIMUM_AGE_DEFAULT } from '@/lib/minimumAge';
import { isDatePartsEmpty, isoDateOf } from '@/components/fields/dateParts';
import { isRealDate } from '@/features/booking/zurichDate';
import { CALL_CODES, combinePhone } from './phoneCountries';

export { EMAIL_PATTERN };
export const PARTNER_EMAIL_ERROR = 'partner-reservation-email-not-allowed';

const required = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'errors.required' }),
    z.maxLength(max, { error: 'errors.tooLong' }),
    z.regex(/^[^<>{}]*$/, { error: 'errors.invalidCharacters' }),
    z.refine((v) => !hasForbiddenNameCharacters(v), { error: 'errors.controlCharacters' }),
  );

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'errors.required' }),
    z.maxLength(254, { error: 'errors.tooLong' }),
    z.regex(EMAIL_PATTERN, { error: 'errors.email' }),
  );

const knownCountry = z
  .string()
  .check(z.refine((c) => c in CALL_CODES, { error: 'errors.required' }));

/** The typed birth date (DateField's value) as yyyy-MM-dd if it is a real day, else null. */
export function birthDateOf(value: string): string | null {
  const iso = isoDateOf(value);
  return iso !== null && isRealDate(iso) ? iso : null;
}

const inRange = (iso: string, today: string) => iso >= '1900-01-01' && iso < today;

/** A rule on the birth date that applies once the typed date is a real day. */
const ifRealDate = (rule: (iso: string) => boolean) => (value: string) => {
  const iso = birthDateOf(value);
  return iso === null || rule(iso);
};

export interface FormContext {
  isPartnerBooking: boolean;
  /** yyyy-MM-dd, today in Europe/Zurich: birth dates must lie before it. */
  today: string;
  /** Full years the person booking must have reached today (Settings, issue 14.2). */
  minimumAge?: number;
  /** The slot is inside the free-cancellation window: its terms must be accepted (issue 32.2). */
  lateCancellation?: boolean;
}

export function summaryFormSchema({
  isPartnerBooking,
  today,
  minimumAge = MINIMUM_AGE_DEFAULT,
  lateCancellation = false,
}: FormContext) {
  const partnerField = (schema: z.ZodMiniType<string, string>): z.ZodMiniType<string, string> =>
    isPartnerBooking ? schema : z.string();
  return z
    .object({
      firstName: required(100),
      lastName: required(100),
      email,
      phoneCountry: knownCountry,
      phoneNational: z.string().check(z.trim(), z.minLength(1, { error: 'errors.required' })),
      // Day, month and year as typed (DateField); each rule speaks only once the one before holds.
      birthDate: z.string().check(
        z.refine((v) => !isDatePartsEmpty(v), { error: 'errors.required' }),
        z.refine((v) => isDatePartsEmpty(v) || isoDateOf(v) !== null, {
          error: 'errors.birthDateIncomplete',
        }),
        z.refine((v) => isoDateOf(v) === null || birthDateOf(v) !== null, {
          error: 'errors.dateDoesNotExist',
        }),
        z.refine(
          ifRealDate((iso) => inRange(iso, today)),
          { error: 'errors.birthDate' },
        ),
        z.refine(
          ifRealDate((iso) => !inRange(iso, today) || isOldEnough(iso, today, minimumAge)),
          { error: 'errors.tooYoung' },
        ),
      ),
      biologicalSex: z.enum(['male', 'female']),
      street: required(100),
      postalCode: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'errors.required' }),
          z.regex(/^[A-Za-z0-9 -]{3,10}$/, { error: 'errors.postalCode' }),
        ),
      city: required(100),
      country: knownCountry,
      partnerFirstName: partnerField(required(100)),
      partnerLastName: partnerField(required(100)),
      partnerEmail: partnerField(email),
      discountCode: z
        .string()
        .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{0,40}$/, { error: 'errors.discountCodeShape' })),
      paymentOption: z.enum(['deposit', 'full']),
      consent: z.boolean().check(z.refine((v) => v, { error: 'errors.consent' })),
      lateTermsAccepted: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (lateCancellation && !values.lateTermsAccepted) {
          ctx.addIssue({
            code: 'custom',
            path: ['lateTermsAccepted'],
            message: 'errors.lateTerms',
          });
        }
        const phone = combinePhone(values.phoneCountry, values.phoneNational);
        if (values.phoneNational.trim() !== '' && !PHONE_PATTERN.test(phone)) {
          ctx.addIssue({ code: 'custom', path: ['phoneNational'], message: 'errors.phone' });
        }
        if (
          isPartnerBooking &&
          values.partnerEmail.trim() !== '' &&
          values.partnerEmail.trim().toLowerCase() === values.email.trim().toLowerCase()
        ) {
          ctx.addIssue({ code: 'custom', path: ['partnerEmail'], message: PARTNER_EMAIL_ERROR });
        }
      }),
    );
}

export type SummaryFormValues = z.input<ReturnType<typeof summaryFormSchema>>;
