import type { ErrorMessage } from '@/server/content/model';
import { getErrorMessages } from '@/server/content';
import { errorMessageFor, userMessages } from '@/shared/errorMessages';

const catalogue: ErrorMessage[] = [
  {
    errorId: 'discount-code-invalid',
    messageToUser_en: 'Invalid discount code',
    messageToUser_de: 'Ungültiger Rabattcode',
    internalOnly: false,
  },
  {
    errorId: 'error-fetching-timeslots',
    messageToUser_en: 'Internal',
    messageToUser_de: 'Intern',
    internalOnly: true,
  },
  {
    errorId: 'only-english',
    messageToUser_en: 'English only',
    messageToUser_de: null,
    internalOnly: false,
  },
  { errorId: 'blank', messageToUser_en: '  ', messageToUser_de: '', internalOnly: false },
];

describe('userMessages', () => {
  it('keeps the visitor messages of one language and drops internal ids', () => {
    expect(userMessages(catalogue, 'de')).toEqual({
      'discount-code-invalid': 'Ungültiger Rabattcode',
    });
    expect(userMessages(catalogue, 'en')).toEqual({
      'discount-code-invalid': 'Invalid discount code',
      'only-english': 'English only',
    });
  });
});

describe('errorMessageFor', () => {
  const messages = userMessages(catalogue, 'de');
  it('finds the message by id in the current language', () => {
    expect(errorMessageFor(messages, 'discount-code-invalid')).toBe('Ungültiger Rabattcode');
  });
  it('shows the raw id when there is no message (or none loaded)', () => {
    expect(errorMessageFor(messages, 'only-english')).toBe('only-english');
    expect(errorMessageFor(messages, 'error-fetching-timeslots')).toBe('error-fetching-timeslots');
    expect(errorMessageFor(undefined, 'discount-code-invalid')).toBe('discount-code-invalid');
    expect(errorMessageFor(messages, 'toString')).toBe('toString');
  });
  it('asks the fallback for ids outside the catalogue', () => {
    expect(errorMessageFor(messages, 'network-error', (id) => `client:${id}`)).toBe(
      'client:network-error',
    );
  });
});

describe('the seed catalogue', () => {
  it('has the SPEC 8 messages in both languages', async () => {
    const all = await getErrorMessages();
    const en = userMessages(all, 'en');
    const de = userMessages(all, 'de');
    // Its own text, not the generic failure's (docs/spec.md §8 "A slot taken meanwhile").
    expect(en['reserve-timeslot-error-already-booked']).toBe(
      'This time was just taken by someone else. Please choose another time.',
    );
    expect(en['reserve-timeslot-error-other']).toBe('Reservation failed. Please try again.');
    expect(en['discount-code-invalid']).toBe('Invalid discount code');
    expect(de['reserve-timeslot-error-already-booked']).toMatch(/soeben .* gebucht/);
    expect(en['error-fetching-timeslots']).toBeUndefined();
  });
});
