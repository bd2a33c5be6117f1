import { lastNameHash, normaliseLastName, normalisePhone, phoneHash } from './blind-index';

describe('search blind indexes', () => {
  it('reads one phone number written three ways as one', () => {
    const forms = ['+41 79 123 45 67', '0041791234567', '079 123 45 67'];
    expect(new Set(forms.map(normalisePhone))).toEqual(new Set(['791234567']));
    expect(new Set(forms.map(phoneHash)).size).toBe(1);
    expect(phoneHash('+41 79 123 45 68')).not.toBe(phoneHash(forms[0]));
    expect(normalisePhone('12-34')).toBeNull();
  });

  it('folds case, accents and punctuation of last names', () => {
    expect(normaliseLastName('Müller-Lüdi')).toBe('mullerludi');
    expect(normaliseLastName('  STRAUß ')).toBe('strauss');
    expect(lastNameHash('Müller')).toBe(lastNameHash('MULLER'));
    expect(lastNameHash('Müller')).not.toBe(lastNameHash('Meier'));
    expect(lastNameHash('')).toBeNull();
  });

  it('never gives a phone and a name the same hash', () => {
    expect(lastNameHash('791234567')).not.toBe(phoneHash('791234567'));
  });
});
