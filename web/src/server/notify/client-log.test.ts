import { redact, sanitizeFields } from './client-log';

describe('client log redaction', () => {
  it.each([
    ['mail to anna.muster@example.com failed', 'mail to [email] failed'],
    ['call +41 79 123 45 67 now', 'call [phone] now'],
    ['phone 0791234567', 'phone [phone]'],
    ['(044) 123-45-67', '[phone]'],
    ['step 3 of 8, 2026-06-15', 'step 3 of 8, 2026-06-15'],
    ['price 2740', 'price 2740'],
  ])('%s', (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it('drops fields whose names suggest personal data and masks the rest', () => {
    expect(
      sanitizeFields({
        email: 'a@b.ch',
        phoneNumber: '+41791234567',
        firstName: 'Anna',
        name: 'Anna',
        birthDate: '1980-01-01',
        pathname: '/de-ch/summary',
        message: 'could not reach a@b.ch',
        status: 500,
        retry: true,
      }),
    ).toEqual({
      pathname: '/de-ch/summary',
      message: 'could not reach [email]',
      status: 500,
      retry: true,
    });
  });
});
