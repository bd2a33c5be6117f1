/** Content holds whole francs; computation runs in integer cents; the API answers francs. */
export function francsToCents(francs: number): number {
  return Math.round(francs * 100);
}

export function centsToFrancs(cents: number): number {
  return cents / 100;
}
