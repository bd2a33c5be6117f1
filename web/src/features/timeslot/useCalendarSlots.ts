import { useMemo } from 'react';
import { useApi } from '@/lib/useApi';
import { fetchWindow, monthOf } from './calendar';
import { bookableDays, fetchSlots, fullDays, FETCH_TIME_SLOTS_PATH, type SlotsKey } from './slotsApi';

export type CalendarSlotsQuery = {
  locationSlug: string | null;
  checkupSlug: string | null;
  /** The add-ons' slugs, comma-separated; undefined for none. */
  services: string | undefined;
  /** The first and last day that may be offered. */
  minDate: string;
  maxDate: string;
};

/** One month's slots (null: nothing to load). */
function useMonthSlots(
  query: CalendarSlotsQuery,
  month: string | null,
  revalidateOnFocus: boolean,
) {
  const { locationSlug, checkupSlug, services, minDate, maxDate } = query;
  const span = month ? fetchWindow(month, minDate, maxDate) : null;
  const key: SlotsKey | null =
    span && checkupSlug && locationSlug
      ? [FETCH_TIME_SLOTS_PATH, { locationSlug, checkupSlug, services, ...span }]
      : null;
  const { data, error, isLoading, mutate } = useApi(key, fetchSlots, {
    revalidateOnFocus,
    keepPreviousData: false,
  });
  const days = useMemo(() => (data ? bookableDays(data) : null), [data]);
  const full = useMemo(() => (data ? fullDays(data) : null), [data]);
  return { days, full, error: error as unknown, isLoading, mutate };
}

export type MonthSlots = ReturnType<typeof useMonthSlots>;

/**
 * The slots a month calendar shows (`month`) and those of the chosen day's month: when the
 * visitor looks at another month, the chosen day's times stay beside the calendar (docs/spec.md
 * "Behaviours of the flow"). Both are one load while the chosen day is in view.
 */
export function useCalendarSlots(
  query: CalendarSlotsQuery,
  month: string,
  selectedDate: string | null,
  { revalidateOnFocus = true }: { revalidateOnFocus?: boolean } = {},
): { shown: MonthSlots; day: MonthSlots; dayElsewhere: boolean } {
  const dayMonth = selectedDate ? monthOf(selectedDate) : month;
  const dayElsewhere = dayMonth !== month;
  const shown = useMonthSlots(query, month, revalidateOnFocus);
  const other = useMonthSlots(query, dayElsewhere ? dayMonth : null, revalidateOnFocus);
  return { shown, day: dayElsewhere ? other : shown, dayElsewhere };
}
