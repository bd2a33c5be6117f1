/**
 * Number formatting for the site: one place, so every price looks the same everywhere.
 * Amounts show in de-CH style (SPEC 9) whatever the language.
 */
const wholeFrancs = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withRappen = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "CHF 2’490", "CHF 5.50". The grouping mark is set to ’ explicitly: ICU versions differ
 * (' or ’), and the server and the browser must print the same text.
 */
export function formatChf(amount: number): string {
  const formatter = Number.isInteger(amount) ? wholeFrancs : withRappen;
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? '’' : part.value))
    .join('')
    .replace(/\s/g, ' ');
}
