import { summaryFormSchema, type SummaryFormValues } from './formSchema';
import { firstMessages } from '@/test/ui/formMessages';
import { validFormValues } from './__fixtures__/formValues';

const valid: SummaryFormValues = validFormValues;

const today = '2026-11-21';
const alone = summaryFormSchema({ isPartnerBooking: false, today });
const twoPersons = summaryFormSchema({ isPartnerBooking: true, today });

function issues(schema: typeof alone, values: Partial<SummaryFormValues>) {
  return firstMessages(schema.safeParse({ ...valid, ...values }));
}

describe('summaryFormSchema', () => {
  it('accepts a complete booker', () => {
    expect(issues(alone, {})).toEqual({});
  });

  it.each([
    ['email', { email: 'anna@example' }, 'errors.email'],
    ['email', { email: 'an na@example.ch' }, 'errors.email'],
    ['firstName', { firstName: '  ' }, 'errors.required'],
    ['phoneNational', { phoneNational: '1234' }, 'errors.phone'],
    ['phoneNational', { phoneNational: '079 12a 45 67' }, 'errors.phoneLetters'],
    ['phoneNational', { phoneNational: 'O79 123 45 67' }, 'errors.phoneLetters'],
    ['phoneNational', { phoneNational: '079 123 45 67 ext' }, 'errors.phoneLetters'],
    ['phoneNational', { phoneNational: '079 123 45 6é' }, 'errors.phoneLetters'],
    ['phoneNational', { phoneNational: '079*123*45*67' }, 'errors.phone'],
    ['phoneNational', { phoneNational: '' }, 'errors.required'],
    ['birthDate', { birthDate: '2027-01-01' }, 'errors.birthDate'],
    ['birthDate', { birthDate: '1899-12-31' }, 'errors.birthDate'],
    ['birthDate', { birthDate: '' }, 'errors.required'],
    ['birthDate', { birthDate: '--' }, 'errors.required'],
    ['birthDate', { birthDate: '1980--17' }, 'errors.birthDateIncomplete'],
    ['birthDate', { birthDate: '80-5-17' }, 'errors.birthDateIncomplete'],
    ['birthDate', { birthDate: '1980-02-30' }, 'errors.dateDoesNotExist'],
    ['birthDate', { birthDate: '1981-2-29' }, 'errors.dateDoesNotExist'],
    ['birthDate', { birthDate: '1980-13-1' }, 'errors.dateDoesNotExist'],
    ['postalCode', { postalCode: '8' }, 'errors.postalCode'],
    ['consent', { consent: false }, 'errors.consent'],
    ['discountCode', { discountCode: 'NO SPACES' }, 'errors.discountCodeShape'],
    ['firstName', { firstName: 'Anna\r\nBcc: x@evil.example' }, 'errors.controlCharacters'],
    ['lastName', { lastName: 'Muster\u202Egnp.exe' }, 'errors.controlCharacters'],
    ['city', { city: 'Z\u0000rich' }, 'errors.controlCharacters'],
    ['firstName', { firstName: 'Anna\u2028B' }, 'errors.controlCharacters'],
    ['lastName', { lastName: 'Muster\u2029B' }, 'errors.controlCharacters'],
  ])('rejects a bad %s', (path, values, message) => {
    expect(issues(alone, values)[path]).toBe(message);
  });

  it('refuses a phone number with a letter, with one message, instead of dropping the letter', () => {
    const result = alone.safeParse({ ...valid, phoneNational: '079 12a 45 67' });
    expect(result.success).toBe(false);
    const phoneIssues = result.error?.issues.filter((i) => i.path[0] === 'phoneNational');
    expect(phoneIssues?.map((i) => i.message)).toEqual(['errors.phoneLetters']);
    // Separators alone are still fine.
    expect(issues(alone, { phoneNational: '079-123.45 67' })).toEqual({});
  });

  it('reads the birth date as typed, day and month with or without a leading zero', () => {
    expect(issues(alone, { birthDate: '1980-5-7' })).toEqual({});
    expect(issues(alone, { birthDate: '1980-2-29' })).toEqual({});
  });

  it('ignores partner fields for a booking alone and requires them for two', () => {
    expect(issues(alone, {})).toEqual({});
    const missing = issues(twoPersons, {});
    expect(missing.partnerFirstName).toBe('errors.required');
    expect(missing.partnerEmail).toBe('errors.required');
  });

  it('refuses the booker email as partner email, whatever the case (privacy)', () => {
    const partner = { partnerFirstName: 'Ben', partnerLastName: 'Muster' };
    expect(issues(twoPersons, { ...partner, partnerEmail: 'ANNA@example.ch' }).partnerEmail).toBe(
      'partner-reservation-email-not-allowed',
    );
    expect(issues(twoPersons, { ...partner, partnerEmail: 'ben@example.ch' })).toEqual({});
  });
});

describe('summaryFormSchema: minimum age (docs/spec.md)', () => {
  it('refuses a booker younger than the minimum age and accepts one of exactly that age', () => {
    expect(issues(alone, { birthDate: '2011-01-01' })).toEqual({ birthDate: 'errors.tooYoung' });
    expect(issues(alone, { birthDate: '2008-11-21' })).toEqual({});
    expect(issues(alone, { birthDate: '2008-11-22' })).toEqual({ birthDate: 'errors.tooYoung' });
  });

  it('takes the minimum age from Settings', () => {
    const sixteen = summaryFormSchema({ isPartnerBooking: false, today, minimumAge: 16 });
    expect(issues(sixteen, { birthDate: '2010-11-21' })).toEqual({});
    expect(issues(sixteen, { birthDate: '2011-01-01' })).toEqual({ birthDate: 'errors.tooYoung' });
  });
});
