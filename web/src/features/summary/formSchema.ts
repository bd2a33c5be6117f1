/**
 * The summary form's rules (SPEC 5) as a zod schema. Error messages are translation keys
 * of the 'summary' namespace (errors.*); the partner-email rule answers with the catalogue
 * id partner-reservation-email-not-allowed, whose text comes from content.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/lib/contactPatterns';
import { CALL_CODES, combinePhone } from './phoneCountries';

export { EMAIL_PATTERN };
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
export const PARTNER_EMAIL_ERROR = 'partner-reservation-email-not-allowed';

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'errors.required' })
    .max(max, { message: 'errors.tooLong' })
    .regex(/^[^<>{}]*$/, { message: 'errors.invalidCharacters' });

const email = z
  .string()
  .trim()
  .min(1, { message: 'errors.required' })
  .max(254, { message: 'errors.tooLong' })
  .regex(EMAIL_PATTERN, { message: 'errors.email' });

function isRealPastDate(value: string, today: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && value >= '1900-01-01' && value < today;
}

export interface FormContext {
  isPartnerBooking: boolean;
  /** yyyy-MM-dd, today in Europe/Zurich: birth dates must lie before it. */
  today: string;
}

export function summaryFormSchema({ isPartnerBooking, today }: FormContext) {
  const partnerField = (schema: z.ZodType<string, string>): z.ZodType<string, string> =>
    isPartnerBooking ? schema : z.string();
  return z
    .object({
      firstName: required(100),
      lastName: required(100),
      email,
      phoneCountry: z.string().refine((c) => c in CALL_CODES, { message: 'errors.required' }),
      phoneNational: z.string().trim().min(1, { message: 'errors.required' }),
      birthDate: z
        .string()
        .min(1, { message: 'errors.required' })
        .refine((v) => isRealPastDate(v, today), { message: 'errors.birthDate' }),
      biologicalSex: z.enum(['male', 'female']),
      street: required(100),
      postalCode: z
        .string()
        .trim()
        .min(1, { message: 'errors.required' })
        .regex(/^[A-Za-z0-9 -]{3,10}$/, { message: 'errors.postalCode' }),
      city: required(100),
      country: z.string().refine((c) => c in CALL_CODES, { message: 'errors.required' }),
      partnerFirstName: partnerField(required(100)),
      partnerLastName: partnerField(required(100)),
      partnerEmail: partnerField(email),
      discountCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{0,40}$/, { message: 'errors.discountCodeShape' }),
      paymentOption: z.enum(['deposit', 'full']),
      consent: z.boolean().refine((v) => v, { message: 'errors.consent' }),
    })
    .superRefine((values, ctx) => {
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
    });
}

export type SummaryFormValues = z.input<ReturnType<typeof summaryFormSchema>>;
