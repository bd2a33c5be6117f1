/**
 * One person rule for the summary form and the API (shared/person.ts): a table of names,
 * emails, phones and birth dates run through both, which must accept and refuse the same ones;
 * the differences that remain are the ones person.ts names (the form is stricter).
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  NAME_INVALID_CHARACTERS,
  PARTNER_EMAIL_NOT_ALLOWED,
  PHONE_INVALID,
} from '@/contracts/error-ids';
import {
  PARTNER_EMAIL_ERROR,
  summaryFormSchema,
  type SummaryFormValues,
} from '@/features/summary/formSchema';
import { combinePhone } from '@/features/summary/phoneCountries';
import { personalDataOf } from '@/features/summary/reservation';
import type { DomainError } from '@/server/domain-error';
import { issueErrorId } from '@/server/http/issue-error-id';
import { checkPartner } from '@/server/hold-requests/create/partner';
import { personalDataSchema, reservationDataSchema } from '@/shared/reservation-input';
import { personName, phoneNumber } from './person';
import { validFormValues } from '@/features/summary/__fixtures__/formValues';

const today = '2026-11-21';
const alone = summaryFormSchema({ isPartnerBooking: false, today });
const twoPersons = summaryFormSchema({ isPartnerBooking: true, today });

const form: SummaryFormValues = {
  ...validFormValues,
  partnerFirstName: 'Ben',
  partnerLastName: 'Muster',
  partnerEmail: 'ben@example.ch',
};
/** What the form sends for `form` (features/summary/reservation.ts). */
const api = personalDataOf(form, 'de-ch');
const request = {
  checkupSlug: 'checkup',
  timeSlotStart: '2026-12-14T10:00:00+01:00',
  locationSlug: 'zurich',
  personalData: api,
  personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch' },
};

/** The form's message for `field`, or null when the form takes the values. */
function formError(values: Partial<SummaryFormValues>, field: keyof SummaryFormValues) {
  const result = (values.partnerFirstName !== undefined ? twoPersons : alone).safeParse({
    ...form,
    ...values,
  });
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return issue?.message ?? null;
}

/** The API's answer for the request with `personalData` and partner changed: ok or an error id. */
function apiAnswer(
  personalData: Record<string, unknown>,
  partner: Record<string, unknown> = {},
): string | 'ok' {
  const result = reservationDataSchema.safeParse({
    ...request,
    personalData: { ...api, ...personalData },
    personalDataPartner: { ...request.personalDataPartner, ...partner },
  });
  if (result.success) return 'ok';
  return issueErrorId(result.error) ?? 'invalid-request';
}

describe('zod/mini rules in classic zod objects (zod v4 share zod/v4/core)', () => {
  it('parses, transforms and keeps the issue params of a mini member', () => {
    const schema = z.object({ name: personName, tag: z.nullish(zm.string()) });
    expect(schema.parse({ name: '  Anna ' })).toEqual({ name: 'Anna' });
    const refused = schema.safeParse({ name: 'Anna\nB' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'errors.controlCharacters',
      params: { errorId: NAME_INVALID_CHARACTERS },
    });
    expect(schema.pick({ name: true }).partial().parse({})).toEqual({});
  });
});

describe('the form and the API accept and refuse the same person data', () => {
  const long = (n: number) => 'a'.repeat(n);

  // [name, form message, API answer]
  it.each<[string, string | null, string]>([
    ['Anna', null, 'ok'],
    ['  Anna  ', null, 'ok'],
    ['José-María', null, 'ok'],
    ["O'Brien", null, 'ok'],
    ['Zoë van der Berg', null, 'ok'],
    ['李小龍', null, 'ok'],
    ['Ægir Þórsson', null, 'ok'],
    [long(100), null, 'ok'],
    ['', 'errors.required', 'invalid-request'],
    ['   ', 'errors.required', 'invalid-request'],
    [long(101), 'errors.tooLong', 'invalid-request'],
    ['Anna\r\nBcc: x@evil.example', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
    ['Anna\tB', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
    ['Anna\u0085B', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
    ['Muster\u202Egnp.exe', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
    ['Anna\u2066B\u2069', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
    ['Anna\u200FB', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
    ['Anna\u2028B', 'errors.controlCharacters', NAME_INVALID_CHARACTERS],
  ])('name %j', (name, message, answer) => {
    expect(formError({ firstName: name }, 'firstName')).toBe(message);
    expect(formError({ lastName: name }, 'lastName')).toBe(message);
    expect(formError({ partnerFirstName: name }, 'partnerFirstName')).toBe(message);
    expect(apiAnswer({ firstName: name })).toBe(answer);
    expect(apiAnswer({ lastName: name })).toBe(answer);
    expect(apiAnswer({}, { firstName: name })).toBe(answer);
  });

  it.each<[string, string | null, string]>([
    ['anna@example.ch', null, 'ok'],
    ['  anna@example.ch ', null, 'ok'],
    ['Anna.Muster+check@sub.example.co.uk', null, 'ok'],
    ['a@b.c', null, 'ok'],
    [`${long(242)}@example.com`, null, 'ok'], // 254 characters
    [`${long(243)}@example.com`, 'errors.emailTooLong', 'invalid-request'],
    ['', 'errors.required', 'invalid-request'],
    ['anna@example', 'errors.email', 'invalid-request'],
    ['an na@example.ch', 'errors.email', 'invalid-request'],
    ['@example.ch', 'errors.email', 'invalid-request'],
    ['anna@@example.ch', 'errors.email', 'invalid-request'],
    ['anna@.ch x', 'errors.email', 'invalid-request'],
  ])('email %j', (email, message, answer) => {
    expect(formError({ email }, 'email')).toBe(message);
    const booker = { email: 'booker@example.ch' };
    const partner = { ...booker, partnerFirstName: 'Ben', partnerEmail: email };
    expect(formError(partner, 'partnerEmail')).toBe(message);
    expect(apiAnswer({ email })).toBe(answer);
    expect(apiAnswer(booker, { email })).toBe(answer);
  });

  // [country, national number as typed, form message, API answer for the joined number]
  it.each<[string, string, string | null, string]>([
    ['CH', '079 123 45 67', null, 'ok'],
    ['CH', '79.123.45.67', null, 'ok'],
    ['US', '(202) 555-0143', null, 'ok'],
    ['DE', '030 1234567', null, 'ok'],
    ['DE', '1234567890123', null, 'ok'], // +49 and 13 digits: 15
    ['DE', '12345678901234', 'errors.phone', PHONE_INVALID], // 16 digits
    ['CH', '12', 'errors.phone', PHONE_INVALID],
    ['CH', '0000', 'errors.phone', PHONE_INVALID],
    ['US', '12345', 'errors.phone', PHONE_INVALID],
    // A letter is refused, never dropped ("079 12a 45 67" was once stored a digit short).
    ['CH', '079 12a 45 67', 'errors.phoneLetters', PHONE_INVALID],
    ['CH', '079 123 45 6x', 'errors.phoneLetters', PHONE_INVALID],
    ['DE', 'O30 1234567', 'errors.phoneLetters', PHONE_INVALID],
  ])('phone %s %j', (phoneCountry, phoneNational, message, answer) => {
    expect(formError({ phoneCountry, phoneNational }, 'phoneNational')).toBe(message);
    expect(apiAnswer({ phone: combinePhone(phoneCountry, phoneNational) })).toBe(answer);
  });

  it.each<[string, string]>([
    ['+4179124567a', 'errors.phoneLetters'],
    ['+41 79 12a 45 67', 'errors.phoneLetters'],
    ['+41791234567а', 'errors.phoneLetters'], // Cyrillic a
    ['+4179123', 'errors.phone'],
  ])('the API refuses the phone %j with phone-invalid and its message', (phone, message) => {
    expect(apiAnswer({ phone })).toBe(PHONE_INVALID);
    const issue = personalDataSchema.safeParse({ ...api, phone }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['phone'], message });
  });

  it('a phone number on its own (the idle dialog) refuses letters too, with the route id', () => {
    const refused = z.object({ phoneNumber }).safeParse({ phoneNumber: '+41 79 abc' });
    expect(refused.error?.issues[0]).toMatchObject({ message: 'errors.phoneLetters' });
    expect(refused.error && issueErrorId(refused.error)).toBeUndefined();
    expect(phoneNumber.safeParse(' +41791234567 ').data).toBe('+41791234567');
  });

  it.each<[string, string | null, string]>([
    ['1980-05-17', null, 'ok'],
    ['1980-02-29', null, 'ok'],
    ['2000-02-29', null, 'ok'],
    ['1900-01-01', null, 'ok'],
    ['1981-02-29', 'errors.dateDoesNotExist', 'invalid-request'],
    ['1900-02-29', 'errors.dateDoesNotExist', 'invalid-request'],
    ['1980-04-31', 'errors.dateDoesNotExist', 'invalid-request'],
    ['1980-13-01', 'errors.dateDoesNotExist', 'invalid-request'],
    ['1980-00-10', 'errors.dateDoesNotExist', 'invalid-request'],
    ['1980-01-00', 'errors.dateDoesNotExist', 'invalid-request'],
  ])('birth date %s', (birthDate, message, answer) => {
    expect(formError({ birthDate }, 'birthDate')).toBe(message);
    expect(apiAnswer({ birthDate })).toBe(answer);
  });

  it.each<[string, string, boolean]>([
    ['anna@example.ch', 'ANNA@example.ch ', true],
    ['anna@example.ch', 'ben@example.ch', false],
  ])("partner email %j beside the booker's %j: refused %s", async (booker, partner, refused) => {
    const message = refused ? PARTNER_EMAIL_ERROR : null;
    const values = { email: booker, partnerFirstName: 'Ben', partnerEmail: partner };
    expect(formError(values, 'partnerEmail')).toBe(message);
    const data = reservationDataSchema.parse({
      ...request,
      personalData: { ...api, email: booker },
      personalDataPartner: { ...request.personalDataPartner, email: partner },
    });
    const answer = await checkPartner(data, { id: 'checkup' }, async () => {
      throw new Error('no invitation is looked up');
    }).then(
      () => null,
      (err: DomainError) => err.id,
    );
    expect(answer).toBe(refused ? PARTNER_EMAIL_NOT_ALLOWED : null);
  });
});

describe('where the form is stricter than the API (named in shared/person.ts)', () => {
  it('the form alone refuses < > { } in names, street and city', () => {
    for (const name of ['<b>Anna</b>', 'Anna {x}']) {
      expect(formError({ firstName: name }, 'firstName')).toBe('errors.invalidCharacters');
      expect(formError({ city: name }, 'city')).toBe('errors.invalidCharacters');
      expect(apiAnswer({ firstName: name, city: name })).toBe('ok');
    }
  });

  it('the form requires phone, birth date and address; the API takes none', () => {
    expect(formError({ phoneNational: '' }, 'phoneNational')).toBe('errors.required');
    expect(formError({ birthDate: '' }, 'birthDate')).toBe('errors.required');
    expect(formError({ street: '' }, 'street')).toBe('errors.required');
    expect(formError({ postalCode: '' }, 'postalCode')).toBe('errors.required');
    const none = { phone: null, birthDate: null, street: null, postalCode: null, city: null };
    expect(apiAnswer(none)).toBe('ok');
    expect(personalDataSchema.parse({ ...api, ...none, phone: ' ', country: '' })).toMatchObject({
      phone: null,
      street: null,
      country: null,
      birthDate: null,
    });
  });

  it('the form wants a postal code of 3 to 10 letters, digits, spaces or dashes', () => {
    expect(formError({ postalCode: '8' }, 'postalCode')).toBe('errors.postalCode');
    expect(apiAnswer({ postalCode: '8' })).toBe('ok');
  });

  it('the form wants a birth date from 1900 to yesterday; the API checks the age later', () => {
    expect(formError({ birthDate: '1899-12-31' }, 'birthDate')).toBe('errors.birthDate');
    expect(formError({ birthDate: today }, 'birthDate')).toBe('errors.birthDate');
    expect(apiAnswer({ birthDate: '1899-12-31' })).toBe('ok');
  });

  it('the API refuses a blank birth date rather than reading it as none', () => {
    expect(apiAnswer({ birthDate: '' })).toBe('invalid-request');
  });
});
