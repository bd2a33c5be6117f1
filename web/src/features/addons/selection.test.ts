import { conflictsWith, excludes, toggleAddon, validSelection } from './selection';

const addons = [
  { slug: 'dxa', bookable: true, cannotBeBookedTogether: [] },
  { slug: 'brain_age', bookable: true, cannotBeBookedTogether: ['lung_ct'] },
  // Declared one way only: the rule still holds both ways.
  { slug: 'lung_ct', bookable: true, cannotBeBookedTogether: [] },
  { slug: 'apo_e4_test', bookable: false, cannotBeBookedTogether: [] },
];

describe('add-on selection rules', () => {
  it('treats an exclusion declared on either side as mutual', () => {
    expect(excludes(addons[1], addons[2])).toBe(true);
    expect(excludes(addons[2], addons[1])).toBe(true);
    expect(excludes(addons[0], addons[1])).toBe(false);
    expect(conflictsWith('lung_ct', ['dxa', 'brain_age'], addons)).toEqual(['brain_age']);
  });

  it('adds and removes an add-on', () => {
    expect(toggleAddon([], 'dxa', addons)).toEqual({ services: ['dxa'], removed: [] });
    expect(toggleAddon(['dxa', 'brain_age'], 'dxa', addons)).toEqual({
      services: ['brain_age'],
      removed: [],
    });
  });

  it('unchecks the add-on that cannot be booked together with the chosen one', () => {
    expect(toggleAddon(['dxa', 'brain_age'], 'lung_ct', addons)).toEqual({
      services: ['dxa', 'lung_ct'],
      removed: ['brain_age'],
    });
    expect(toggleAddon(['lung_ct'], 'brain_age', addons)).toEqual({
      services: ['brain_age'],
      removed: ['lung_ct'],
    });
  });

  it('never adds an add-on that cannot be booked or is unknown', () => {
    expect(toggleAddon(['dxa'], 'apo_e4_test', addons)).toEqual({ services: ['dxa'], removed: [] });
    expect(toggleAddon(['dxa'], 'whole_body_mri', addons)).toEqual({
      services: ['dxa'],
      removed: [],
    });
  });

  it('cleans a selection for a package, keeping the earlier of two exclusive choices', () => {
    const valid = ['dxa', 'brain_age'];
    expect(validSelection(valid, addons)).toBe(valid);
    expect(
      validSelection(['brain_age', 'lung_ct', 'apo_e4_test', 'blood_test', 'dxa', 'dxa'], addons),
    ).toEqual(['brain_age', 'dxa']);
  });
});
