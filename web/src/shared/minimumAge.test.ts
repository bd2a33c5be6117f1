import { fullYears, isOldEnough } from './person';

describe('minimum age (docs/spec.md)', () => {
  it.each([
    ['2008-11-23', '2026-11-23', 18],
    ['2008-11-24', '2026-11-23', 17],
    ['2011-01-01', '2026-11-23', 15],
    ['1981-02-28', '2026-02-27', 44],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s, on %s: %i full years', (birth, today, years) => {
    expect(fullYears(birth, today)).toBe(years);
  });

  it('is old enough from the birthday on, not a day before', () => {
    expect(isOldEnough('2008-11-23', '2026-11-23', 18)).toBe(true);
    expect(isOldEnough('2008-11-24', '2026-11-23', 18)).toBe(false);
    expect(isOldEnough('2011-01-01', '2026-11-23', 0)).toBe(true);
  });
});
