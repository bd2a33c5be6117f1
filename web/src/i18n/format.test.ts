import { formatChf } from './format';

describe('formatChf', () => {
  it('prints whole francs with the Swiss grouping mark', () => {
    expect(formatChf(2490)).toBe('CHF 2’490');
    expect(formatChf(5480)).toBe('CHF 5’480');
    expect(formatChf(50)).toBe('CHF 50');
    expect(formatChf(0)).toBe('CHF 0');
  });
  it('prints Rappen with two digits when there are some', () => {
    expect(formatChf(5.5)).toBe('CHF 5.50');
    expect(formatChf(1234.05)).toBe('CHF 1’234.05');
  });
});
