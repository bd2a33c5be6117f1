import { formatChf } from './format';

const intl = (digits: number) =>
  new Intl.NumberFormat('de-CH', {
    style: 'currency',
    currency: 'CHF',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeFrancs = intl(0);
const withRappen = intl(2);

/** The former implementation: Intl.NumberFormat de-CH, grouping mark normalised to ’. */
function intlChf(amount: number): string {
  return (Number.isInteger(amount) ? wholeFrancs : withRappen)
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? '’' : part.value))
    .join('')
    .replace(/\s/g, ' ');
}

describe('formatChf', () => {
  it('prints whole francs with the Swiss grouping mark', () => {
    expect(formatChf(2490)).toBe('CHF 2’490');
    expect(formatChf(5480)).toBe('CHF 5’480');
    expect(formatChf(50)).toBe('CHF 50');
    expect(formatChf(0)).toBe('CHF 0');
    expect(formatChf(1234567)).toBe('CHF 1’234’567');
  });
  it('prints Rappen with two digits when there are some', () => {
    expect(formatChf(5.5)).toBe('CHF 5.50');
    expect(formatChf(1234.05)).toBe('CHF 1’234.05');
  });
  it('prints negative amounts with a minus sign before the currency (docs/manage-booking.md)', () => {
    expect(formatChf(-20)).toBe('−CHF 20');
    expect(formatChf(-5.5)).toBe('−CHF 5.50');
  });
  it('matches Intl.NumberFormat for every amount in cents up to CHF 20’000 and large sums', () => {
    const amounts: number[] = [];
    for (let cents = -200_000; cents <= 2_000_000; cents += 7) amounts.push(cents / 100);
    amounts.push(999_999, 1_000_000, 12_345_678.9, 0.5, 0.05);
    // Intl writes negatives "CHF-20"; ours put the minus sign first (docs/manage-booking.md).
    const mismatches = amounts.filter(
      (a) => formatChf(a) !== (a < 0 ? `−${intlChf(-a)}` : intlChf(a)),
    );
    expect(mismatches).toEqual([]);
  });
});
