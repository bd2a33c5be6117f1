import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { draftPersonalDataOf, formDefaultsOf } from './formMapping';
import { countryNames, optionsFromNames } from './phoneCountries';

const countries = optionsFromNames('ch', countryNames('ch', 'de'));

describe('form <-> store', () => {
  it('keeps a typed birth date over a reload only once it is a real day', () => {
    expect(draftPersonalDataOf({ birthDate: '1980-5-7' }).birthDate).toBe('1980-05-07');
    expect(draftPersonalDataOf({ birthDate: '1980-5-' }).birthDate).toBeNull();
    expect(draftPersonalDataOf({ birthDate: '1981-2-29' }).birthDate).toBeNull();
    expect(draftPersonalDataOf({ birthDate: '--' }).birthDate).toBeNull();
  });

  it('starts the form with the stored birth date (the URL prefill) or empty', () => {
    const stored = {
      ...INITIAL_BOOKING_STATE,
      personalData: { ...INITIAL_BOOKING_STATE.personalData, birthDate: '1985-03-02' },
    };
    expect(formDefaultsOf(stored, 'ch', countries).birthDate).toBe('1985-03-02');
    expect(formDefaultsOf(INITIAL_BOOKING_STATE, 'ch', countries).birthDate).toBe('');
  });
});
