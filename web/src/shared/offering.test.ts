import {
  addonBookableSomewhere,
  locationOffersCheckup,
  locationsForCheckup,
  missingIncludedServices,
} from '@/shared/offering';

const checkup = { includedServices: ['mri', 'dxa'] };
const zurich = { unsupportedServices: ['lung'], isComingSoon: false };
const bern = { unsupportedServices: ['dxa', 'lung'], isComingSoon: false };
const soon = { unsupportedServices: [], isComingSoon: true };

describe('the catalogue rule', () => {
  it('a location supports a check-up only if it offers every included service', () => {
    expect(missingIncludedServices(bern, checkup)).toEqual(['dxa']);
    expect(locationOffersCheckup(bern, checkup)).toBe(false);
    expect(locationOffersCheckup(zurich, checkup)).toBe(true);
    expect(locationOffersCheckup(bern, { includedServices: ['mri'] })).toBe(true);
  });

  it('lists open supporting locations, and add-ons bookable at one of them', () => {
    expect(locationsForCheckup([zurich, bern, soon], checkup)).toEqual([zurich]);
    expect(addonBookableSomewhere([zurich, bern, soon], checkup, 'lung')).toBe(false);
    expect(addonBookableSomewhere([zurich, bern], checkup, 'brain')).toBe(true);
    // Bern would offer "brain" but not the check-up itself; "soon" is not open.
    expect(
      addonBookableSomewhere([bern, { ...soon, unsupportedServices: [] }], checkup, 'brain'),
    ).toBe(false);
  });
});
