import { openingStep } from './openingDay';

describe('openingStep (the calendar opens on the first bookable day)', () => {
  it('selects the first bookable day of the month', () => {
    expect(openingStep(['2026-11-26', '2026-11-27'], '2026-11', '2027-02-20')).toEqual({
      kind: 'select',
      date: '2026-11-26',
    });
  });

  it('moves to the next month when this one has nothing, but not past the horizon', () => {
    expect(openingStep([], '2026-11', '2027-02-20')).toEqual({ kind: 'month', month: '2026-12' });
    expect(openingStep([], '2027-02', '2027-02-20')).toBeNull();
  });

  it('waits while the days load', () => {
    expect(openingStep(null, '2026-11', '2027-02-20')).toBeNull();
  });
});
