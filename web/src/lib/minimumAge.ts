/**
 * The minimum age for a check-up (issue 14.2): the person having it must have reached
 * `minimumAge` full years on the day of booking (Europe/Zurich). One rule for the summary
 * form and the create route; the number comes from Settings (default 18).
 */
import { PERSON_DEFAULTS } from 'schemas/src/defaults';

export const MINIMUM_AGE_DEFAULT = PERSON_DEFAULTS.minimumAge;
export const BELOW_MINIMUM_AGE = 'below-minimum-age';

/** Full years from `birthDate` to `today` (both yyyy-MM-dd); a 29 February birthday counts on 1 March. */
export function fullYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  let years = ty - by;
  if (tm < bm || (tm === bm && td < bd)) years -= 1;
  return years;
}

export function isOldEnough(birthDate: string, today: string, minimumAge: number): boolean {
  return fullYears(birthDate, today) >= minimumAge;
}
