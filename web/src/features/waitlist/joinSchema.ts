/**
 * The waitlist join form's rules (docs/waitlist.md, SPEC 5's email rule) as a zod/mini schema,
 * and the mapping to POST /api/waitlist/join's body. Messages are keys of the 'waitlist'
 * namespace (errors.*); the server answers its own catalogue ids for the same rules.
 */
import * as z from 'zod/mini';
import type { JoinRequest } from '@/contracts/waitlist-join';
import type { Locale } from '@/i18n/locales';
import { personEmail } from '@/shared/person';
import { isRealDate } from '@/features/booking/zurichDate';
import { WAITLIST_EMAIL_INVALID, WAITLIST_RANGE_INVALID } from '@/contracts/error-ids';

export const TIME_OF_DAY_CHOICES = ['any', 'morning', 'afternoon'] as const;
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export interface JoinFormContext {
  /** yyyy-MM-dd: the first and last day the range may name (today or a landing's start date; the booking horizon). */
  minDate: string;
  maxDate: string;
}

const date = z
  .string()
  .check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), { error: 'errors.date' }));

export function joinFormSchema({ minDate, maxDate }: JoinFormContext) {
  return z
    .object({
      /** 'this': only the chosen location; 'any': any location offering the check-up and add-ons. */
      scope: z.enum(['this', 'any']),
      from: date,
      to: date,
      weekdays: z.array(z.enum(WEEKDAYS)),
      timeOfDay: z.enum(TIME_OF_DAY_CHOICES),
      email: personEmail,
      language: z.enum(['de', 'en']),
    })
    .check(
      z.superRefine((v, ctx) => {
        const bad = (path: 'from' | 'to', message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (isRealDate(v.from) && v.from < minDate) bad('from', 'errors.fromTooEarly');
        if (isRealDate(v.to) && v.to > maxDate) bad('to', 'errors.toTooLate');
        if (isRealDate(v.from) && isRealDate(v.to) && v.to < v.from)
          bad('to', 'errors.toBeforeFrom');
      }),
    );
}

export type JoinFormValues = z.input<ReturnType<typeof joinFormSchema>>;

export interface JoinSelection {
  checkupSlug: string;
  services: readonly string[];
  locationSlug: string;
}

/** The join request for the form's values (the server checks every rule again). */
export function joinRequestOf(
  values: JoinFormValues,
  selection: JoinSelection,
  locale: Locale,
): JoinRequest {
  return {
    checkupSlug: selection.checkupSlug,
    services: [...selection.services],
    locationSlug: values.scope === 'this' ? selection.locationSlug : null,
    from: values.from,
    to: values.to,
    // Every day and any time are the server's defaults: sent only when narrowed.
    ...(values.weekdays.length > 0 && values.weekdays.length < 7
      ? { weekdays: values.weekdays.map(Number).sort((a, b) => a - b) }
      : {}),
    ...(values.timeOfDay !== 'any' ? { timeOfDay: values.timeOfDay } : {}),
    email: values.email.trim(),
    language: values.language,
    localization: locale,
  };
}

/** The form field a join error id belongs to (shown under it), or null for the form's alert. */
export function fieldOfError(id: string): 'email' | 'to' | null {
  if (id === WAITLIST_EMAIL_INVALID) return 'email';
  if (id === WAITLIST_RANGE_INVALID) return 'to';
  return null;
}
