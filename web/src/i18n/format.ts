/**
 * Money formatting for the site, its emails, calendar files and the manage page: one place,
 * so every amount looks the same everywhere (docs/spec.md §9). Amounts show in de-CH style (SPEC 9)
 * whatever the language: "CHF 2’490", "CHF 5.50"; a negative amount (a discount) as
 * "−CHF 20" with a real minus sign, as the summary has always shown discounts.
 *
 * Written out rather than through Intl.NumberFormat: building a currency formatter loads
 * ICU's locale data, which cost ~30 ms of main thread on a phone at every page start
 * (Lighthouse blocking time), and ICU versions differ in the grouping mark (' or ’) between
 * the server and the browser. format.test.ts checks this against Intl.NumberFormat.
 */
export function formatChf(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const francs = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
  const rappen = Number.isInteger(amount) ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '−' : ''}CHF ${francs}${rappen}`;
}

/** An amount in cents (the database's and the API's unit) as `formatChf` shows it. */
export function formatCents(cents: number): string {
  return formatChf(cents / 100);
}

/** An amount in cents as a plain decimal ("2490.00"): for input fields and CSV, not for reading. */
export function plainFrancs(cents: number): string {
  return (cents / 100).toFixed(2);
}
