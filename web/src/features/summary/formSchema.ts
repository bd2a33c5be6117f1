/**
 * The summary form's rules (SPEC 5) as a zod schema. Error messages are translation keys
 * of the 'summary' namespace (errors.*); the partner-email rule answers with the catalogue
 * id partner-reservation-email-not-allowed, whose text comes from content.
 */
// zod/mini: the same rules as classic zod, tree-shaken to what is used. Classic zod added
// ~32 kB gzip to the summary step, which loads this form right after hydration
// (docs/performance.md). The person fields' rules are shared/person.ts's, which the API
// builds on too; the form's stricter variants are named there.
import * as z from 'zod/mini';
import {
  biologicalSex,
  formName,
  formPostalCode,
  hasLetters,
  isFormBirthDateInRange,
  isIsoDay,
  isOldEnough,
  isPhoneNumber,
  isSameEmail,
  MINIMUM_AGE_DEFAULT,
  personEmail,
} from '@/shared/person';
import { isDatePartsEmpty, isoDateOf } from '@/components/fields/dateParts';
import { CALL_CODES, combinePhone } from './phoneCountries';
import { PARTNER_EMAIL_NOT_ALLOWED } from '@/contracts/error-ids';
import { addPrecheckIssues, precheckValuesSchema } from './precheck/precheckSchema';

export const PARTNER_EMAIL_ERROR = PARTNER_EMAIL_NOT_ALLOWED;

const knownCountry = z
  .string()
  .check(z.refine((c) => c in CALL_CODES, { error: 'errors.required' }));

/** The typed birth date (DateField's value) as yyyy-MM-dd if it is a real day, else null. */
export function birthDateOf(value: string): string | null {
  const iso = isoDateOf(value);
  return iso !== null && isIsoDay(iso) ? iso : null;
}

/** A rule on the birth date that applies once the typed date is a real day. */
const ifRealDate = (rule: (iso: string) => boolean) => (value: string) => {
  const iso = birthDateOf(value);
  return iso === null || rule(iso);
};

export interface FormContext {
  isPartnerBooking: boolean;
  /** yyyy-MM-dd, today in Europe/Zurich: birth dates must lie before it. */
  today: string;
  /** Full years the person booking must have reached today (Settings, docs/spec.md). */
  minimumAge?: number;
  /** The slot is inside the free-cancellation window: its terms must be accepted (docs/decisions/0008-booking-policy-shared-and-grace.md). */
  lateCancellation?: boolean;
  /** Keys of the safety pre-check's questions asked on this booking (docs/screening.md "Pre-check"). */
  precheckKeys?: readonly string[];
}

export function summaryFormSchema({
  isPartnerBooking,
  today,
  minimumAge = MINIMUM_AGE_DEFAULT,
  lateCancellation = false,
  precheckKeys = [],
}: FormContext) {
  const partnerField = (schema: z.ZodMiniType<string, string>): z.ZodMiniType<string, string> =>
    isPartnerBooking ? schema : z.string();
  return z
    .object({
      firstName: formName,
      lastName: formName,
      email: personEmail,
      phoneCountry: knownCountry,
      // A letter is refused with its own message, never dropped (SPEC 5 "Phone"): "079 12a 45 67"
      // once became +4179124567, a digit short.
      phoneNational: z.string().check(
        z.trim(),
        z.minLength(1, { error: 'errors.required' }),
        z.refine((v: string) => !hasLetters(v), { error: 'errors.phoneLetters' }),
      ),
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
          ifRealDate((iso) => isFormBirthDateInRange(iso, today)),
          { error: 'errors.birthDate' },
        ),
        z.refine(
          ifRealDate(
            (iso) => !isFormBirthDateInRange(iso, today) || isOldEnough(iso, today, minimumAge),
          ),
          { error: 'errors.tooYoung' },
        ),
      ),
      biologicalSex,
      street: formName,
      postalCode: formPostalCode,
      city: formName,
      country: knownCountry,
      partnerFirstName: partnerField(formName),
      partnerLastName: partnerField(formName),
      partnerEmail: partnerField(personEmail),
      discountCode: z
        .string()
        .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{0,40}$/, { error: 'errors.discountCodeShape' })),
      paymentOption: z.enum(['deposit', 'full']),
      consent: z.boolean().check(z.refine((v) => v, { error: 'errors.consent' })),
      lateTermsAccepted: z.boolean(),
      precheck: precheckValuesSchema,
      /** An SMS reminder to the phone above (docs/sms.md); optional, default no. */
      smsReminder: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((values, ctx) => {
        addPrecheckIssues(values.precheck, precheckKeys, ctx);
        if (lateCancellation && !values.lateTermsAccepted) {
          ctx.addIssue({
            code: 'custom',
            path: ['lateTermsAccepted'],
            message: 'errors.lateTerms',
          });
        }
        const phone = combinePhone(values.phoneCountry, values.phoneNational);
        if (
          values.phoneNational.trim() !== '' &&
          !hasLetters(values.phoneNational) &&
          !isPhoneNumber(phone)
        ) {
          ctx.addIssue({ code: 'custom', path: ['phoneNational'], message: 'errors.phone' });
        }
        if (
          isPartnerBooking &&
          values.partnerEmail.trim() !== '' &&
          isSameEmail(values.partnerEmail, values.email)
        ) {
          ctx.addIssue({ code: 'custom', path: ['partnerEmail'], message: PARTNER_EMAIL_ERROR });
        }
      }),
    );
}

export type SummaryFormValues = z.input<ReturnType<typeof summaryFormSchema>>;
