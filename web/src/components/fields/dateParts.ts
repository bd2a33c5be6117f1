/**
 * The value of a date typed as day, month and year (DateField): one string, `year-month-day`
 * as typed (digits only, e.g. `1981-2-29`, `--` when empty), so a half-typed date survives in
 * a form library's single field. Pure; the form's rules read it through isoDateOf.
 */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export function joinDateParts({ day, month, year }: DateParts): string {
  return `${year}-${month}-${day}`;
}

/** '1980-05-17' (or a value joinDateParts wrote) as its parts; '' as three empty parts. */
export function splitDateParts(value: string): DateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

export function isDatePartsEmpty(value: string): boolean {
  const { day, month, year } = splitDateParts(value);
  return day === '' && month === '' && year === '';
}

/**
 * yyyy-MM-dd when all three parts are there in shape (a four-digit year, a day and a month of
 * one or two digits), else null. Does not say the date exists (29 February 1981 passes).
 */
export function isoDateOf(value: string): string | null {
  const { day, month, year } = splitDateParts(value);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A whole date pasted into one of the parts (17.05.1980, 17/5/1980, 17 05 1980), or null. */
export function datePartsOfPasted(text: string): DateParts | null {
  const match = /^\s*(\d{1,2})[./\s-]+(\d{1,2})[./\s-]+(\d{4})\s*$/.exec(text);
  return match ? { day: match[1], month: match[2], year: match[3] } : null;
}
