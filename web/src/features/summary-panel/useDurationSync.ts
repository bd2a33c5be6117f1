import { useEffect } from 'react';
import { useBookingActions, useBookingState } from '@/features/booking/state/BookingProvider';
import { apiFetch } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';

export const FETCH_DURATION_PATH = '/api/reservation/fetch-duration';
export const FETCH_END_DATE_PATH = '/api/reservation/fetch-end-date';

type DurationKey = readonly [
  path: string,
  checkupSlug: string,
  services: string,
  timeSlotStart: string | null,
];

async function fetchDuration([path, checkupSlug, services, timeSlotStart]: DurationKey) {
  const query = {
    checkupSlug,
    services: services || undefined,
    timeSlotStart: timeSlotStart ?? undefined,
  };
  return apiFetch<{ totalDuration: number; timeSlotEnd?: string }>(path, { query });
}

/**
 * SPEC 4: the duration follows check-up and services; with a chosen slot, the slot's end
 * and the duration come from fetch-end-date instead. The answers go into the store.
 */
export function useDurationSync(): void {
  const checkupSlug = useBookingState((s) => s.checkupSlug);
  const servicesKey = useBookingState((s) => s.services.join(','));
  const timeSlotStart = useBookingState((s) => s.timeSlotStart);
  const succeeded = useBookingState((s) => s.isReservationSuccess);
  const { setDuration, setSlotEnd } = useBookingActions();

  const key: DurationKey | null =
    checkupSlug && !succeeded
      ? [
          timeSlotStart ? FETCH_END_DATE_PATH : FETCH_DURATION_PATH,
          checkupSlug,
          servicesKey,
          timeSlotStart,
        ]
      : null;
  const { data } = useApi(key, fetchDuration, { revalidateOnFocus: false });

  useEffect(() => {
    if (!data || !key) return;
    if (key[3]) setSlotEnd(data.timeSlotEnd ?? null, data.totalDuration);
    else setDuration(data.totalDuration);
    // The answer belongs to the key it was fetched for; SWR returns it only for that key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}
