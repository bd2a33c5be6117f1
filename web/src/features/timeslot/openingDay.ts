import { addMonths, monthOf } from './calendar';

export type OpeningStep =
  { kind: 'select'; date: string } | { kind: 'month'; month: string } | null;

/**
 * Where the calendar opens when no day is chosen yet (docs/spec.md): on the first bookable day
 * of the shown month; a month without one moves on to the next, up to the booking horizon.
 * `bookable` is the shown month's bookable days in date order (null while loading).
 */
export function openingStep(
  bookable: readonly string[] | null,
  month: string,
  maxDate: string,
): OpeningStep {
  if (!bookable) return null;
  if (bookable.length > 0) return { kind: 'select', date: bookable[0] };
  const next = addMonths(month, 1);
  return next <= monthOf(maxDate) ? { kind: 'month', month: next } : null;
}
