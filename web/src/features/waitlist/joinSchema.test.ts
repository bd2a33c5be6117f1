import { firstMessages } from '@/test/ui/formMessages';
import { fieldOfError, joinFormSchema, joinRequestOf, type JoinFormValues } from './joinSchema';

const context = { minDate: '2026-12-01', maxDate: '2027-02-28' };
const valid: JoinFormValues = {
  scope: 'this',
  from: '2026-12-01',
  to: '2027-01-15',
  weekdays: [],
  timeOfDay: 'any',
  email: ' anna@example.ch ',
  language: 'de',
};

function messagesOf(values: Partial<JoinFormValues>) {
  return firstMessages(joinFormSchema(context).safeParse({ ...valid, ...values }));
}

describe('the waitlist join form rules', () => {
  it('accepts a range inside today … the horizon', () => {
    expect(messagesOf({})).toEqual({});
    expect(messagesOf({ from: '2027-02-28', to: '2027-02-28' })).toEqual({});
  });

  it('refuses a range before the first allowed day, past the horizon or the wrong way round', () => {
    expect(messagesOf({ from: '2026-11-30' })).toEqual({ from: 'errors.fromTooEarly' });
    expect(messagesOf({ to: '2027-03-01' })).toEqual({ to: 'errors.toTooLate' });
    expect(messagesOf({ from: '2027-01-10', to: '2027-01-09' })).toEqual({
      to: 'errors.toBeforeFrom',
    });
  });

  it('refuses a date that does not exist and an empty or malformed email', () => {
    expect(messagesOf({ to: '2027-02-30' })).toEqual({ to: 'errors.date' });
    expect(messagesOf({ from: '' })).toEqual({ from: 'errors.date' });
    expect(messagesOf({ email: '  ' })).toEqual({ email: 'errors.required' });
    expect(messagesOf({ email: 'anna@example' })).toEqual({ email: 'errors.email' });
    expect(messagesOf({ email: 'an na@example.ch' })).toEqual({ email: 'errors.email' });
  });
});

describe('joinRequestOf', () => {
  const selection = { checkupSlug: 'basic', services: ['dxa'], locationSlug: 'bern' };

  it('names the location, or null for any location, and leaves every day and any time out', () => {
    expect(joinRequestOf(valid, selection, 'de-ch')).toEqual({
      checkupSlug: 'basic',
      services: ['dxa'],
      locationSlug: 'bern',
      from: '2026-12-01',
      to: '2027-01-15',
      email: 'anna@example.ch',
      language: 'de',
      localization: 'de-ch',
    });
    expect(joinRequestOf({ ...valid, scope: 'any' }, selection, 'en-de').locationSlug).toBeNull();
    expect(
      joinRequestOf(
        { ...valid, weekdays: ['1', '2', '3', '4', '5', '6', '7'] },
        selection,
        'de-ch',
      ),
    ).not.toHaveProperty('weekdays');
  });

  it('sends chosen weekdays as sorted ISO numbers and a time of day', () => {
    const body = joinRequestOf(
      { ...valid, weekdays: ['5', '1', '3'], timeOfDay: 'afternoon' },
      selection,
      'de-ch',
    );
    expect(body.weekdays).toEqual([1, 3, 5]);
    expect(body.timeOfDay).toBe('afternoon');
  });
});

describe('fieldOfError', () => {
  it('puts the email and range refusals under their fields, the rest above the button', () => {
    expect(fieldOfError('waitlist-email-invalid')).toBe('email');
    expect(fieldOfError('waitlist-range-invalid')).toBe('to');
    expect(fieldOfError('waitlist-limit-reached')).toBeNull();
    expect(fieldOfError('rate-limited')).toBeNull();
  });
});
