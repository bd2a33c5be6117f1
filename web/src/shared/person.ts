/**
 * The person rules of SPEC 5, once, for the summary form (features/summary/formSchema.ts) and
 * the API (shared/reservation-input.ts and what builds on it: the staff desk's booking for a
 * caller and contact edit, the idle dialog's and waitlist's contracts).
 *
 * zod/mini, for the summary step's JS budget (classic zod would add ~32 kB gzip there,
 * docs/performance.md); classic `z.object({...})` takes these as members, as both build on
 * zod/v4/core (shared/person.test.ts). Messages are the form's translation keys (errors.*,
 * the same in the 'summary' and 'waitlist' namespaces); the server ignores them and answers a
 * rule's catalogue id where it names one in params.errorId (server/http/issue-error-id.ts),
 * else the route's own id. Where the form is stricter than the API, the form's variant is
 * below the API's rule, with the reason.
 */
import * as z from 'zod/mini';
import { PERSON_DEFAULTS } from 'schemas/src/defaults';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  hasForbiddenNameCharacters,
  MARKUP_CHARACTERS,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
} from './contact-patterns';
import { NAME_INVALID_CHARACTERS, PHONE_INVALID } from '@/contracts/error-ids';

/** The same address, whatever the case and spaces (a partner's email must differ from the booker's). */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A phone number as stored: optional plus and 8 to 15 digits, nothing else. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** A letter of any script: a phone number has none, so one is refused, never dropped (SPEC 5). */
const LETTER = /\p{L}/u;

/** True when a phone number as typed contains a letter ("079 12a 45 67"). */
export function hasLetters(value: string): boolean {
  return LETTER.test(value);
}

/** True for yyyy-MM-dd naming a real calendar day (2027-02-30 and 1981-02-29 are not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** The numbers the forms' "too long" messages name (errors.tooLong, errors.emailTooLong). */
export const LENGTH_LIMITS = { nameMax: NAME_MAX_LENGTH, emailMax: EMAIL_MAX_LENGTH } as const;

const required = () => z.minLength(1, { error: 'errors.required' });

/** Trimmed, 1 to 100 characters, `extra` checks, no control or bidi characters (own error id). */
const nameChecks = (...extra: z.core.$ZodCheck<string>[]) => [
  z.trim(),
  required(),
  z.maxLength(NAME_MAX_LENGTH, { error: 'errors.tooLong' }),
  ...extra,
  z.refine<string>((v) => !hasForbiddenNameCharacters(v), {
    error: 'errors.controlCharacters',
    params: { errorId: NAME_INVALID_CHARACTERS },
  }),
];

/** A person's first or last name (booker and partner). */
export const personName = z.string().check(...nameChecks());

/**
 * The form's names, street and city: the name's rule and no < > { } either. A typing hint of
 * the form only: the API accepts them, as every page and email escapes names.
 */
export const formName = z
  .string()
  .check(
    ...nameChecks(
      z.refine<string>((v) => !MARKUP_CHARACTERS.test(v), { error: 'errors.invalidCharacters' }),
    ),
  );

/** Text, @, text, dot, text, no spaces; at most 254 characters once trimmed. */
export const personEmail = z
  .string()
  .check(
    z.trim(),
    required(),
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'errors.emailTooLong' }),
    z.regex(EMAIL_PATTERN, { error: 'errors.email' }),
  );

/**
 * A phone number as stored: optional plus and 8 to 15 digits (the form joins call code and
 * number first). A letter has its own message: it is refused, not read as a typo to drop.
 * `errorId` names the catalogue id the API answers (the person's phone: `personPhone`).
 */
function phoneRule(errorId?: string) {
  const params = errorId ? { params: { errorId } } : {};
  return z.string().check(
    z.trim(),
    z.refine((v: string) => !hasLetters(v), { error: 'errors.phoneLetters', ...params }),
    z.refine((v: string) => hasLetters(v) || isPhoneNumber(v), {
      error: 'errors.phone',
      ...params,
    }),
  );
}

/** A phone number on its own (the idle dialog's call-back): refused with the route's id. */
export const phoneNumber = phoneRule();

/** The booker's phone (create, the staff desk's booking and contact edit): answers phone-invalid. */
export const personPhone = phoneRule(PHONE_INVALID);

/** A birth date: yyyy-MM-dd naming a real day. */
export const birthDate = z.string().check(z.refine(isIsoDay, { error: 'errors.dateDoesNotExist' }));

export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * The form also wants a birth date from 1900 up to yesterday, which catches a mistyped year;
 * the API checks only the minimum age (`isOldEnough` below, server/hold-requests/create/eligibility.ts).
 */
export function isFormBirthDateInRange(isoDay: string, today: string): boolean {
  return isoDay >= BIRTH_DATE_MIN && isoDay < today;
}

export const biologicalSex = z.enum(['male', 'female']);

/** Street, postal code, city, country as the API takes them: any text up to 200 characters. */
export const addressText = z.string().check(z.trim(), z.maxLength(200));

/**
 * The form's postal code: required and 3 to 10 letters, digits, spaces or dashes (SPEC 5). The
 * API takes any address text, optional: a booking for a caller at the staff desk has no address.
 * (The form's street and city are `formName`; its country is a known country code, a form list.)
 */
export const formPostalCode = z
  .string()
  .check(z.trim(), required(), z.regex(POSTAL_CODE_PATTERN, { error: 'errors.postalCode' }));

/** An optional API field: absent, null or blank is null, any other value must pass `rule`. */
function blankIsNull<T extends z.ZodMiniType<string, string>>(rule: T) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((v: string | null | undefined) => v?.trim() || null),
    ),
    z.nullable(rule),
  );
}

/**
 * The booker as the API takes them (SPEC 7 personalData, without language and locale). The
 * form requires every field but the sex, which it always has; here only names and email are
 * required, as a booking for a caller at the staff desk may have no phone, birth date or address.
 */
export const person = z.object({
  firstName: personName,
  lastName: personName,
  email: personEmail,
  phone: blankIsNull(personPhone),
  street: blankIsNull(addressText),
  postalCode: blankIsNull(addressText),
  city: blankIsNull(addressText),
  country: blankIsNull(addressText),
  // A blank birth date is refused rather than read as none (callers send null for none).
  birthDate: z.pipe(
    z.nullish(birthDate),
    z.transform((v: string | null | undefined) => v ?? null),
  ),
  biologicalSex: z._default(biologicalSex, 'male'),
});

/** The partner a booking invites (SPEC 7 personalDataPartner); the form asks for the same three. */
export const partnerPerson = z.object({
  firstName: personName,
  lastName: personName,
  email: personEmail,
});

/**
 * The minimum age for a check-up (docs/spec.md §5, §9): the person having it must have
 * reached `minimumAge` full years on the day of booking (Europe/Zurich). One rule for the
 * summary form and the create route; the number comes from Settings (default 18).
 */
export const MINIMUM_AGE_DEFAULT = PERSON_DEFAULTS.minimumAge;

/** Full years from `birthDate` to `today` (both yyyy-MM-dd); a 29 February birthday counts on 1 March. */
export function fullYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  let years = ty - by;
  if (tm < bm || (tm === bm && td < bd)) years -= 1;
  return years;
}

export function isOldEnough(birthDate: string, today: string, minimumAge: number): boolean {
  return fullYears(birthDate, today) >= minimumAge;
}
