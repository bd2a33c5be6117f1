/**
 * A location's day for the desk, kept current: useApi (SWR) reads GET /api/staff/day, and the
 * location's event stream (GET /api/staff/events, server-sent events from the database's change
 * feed) asks for a fresh read whenever a booking of that day changes on any desk or the site.
 */
import { useEffect, useState } from 'react';
import type { DayResponse } from '@/contracts/staff-day';
import { apiFetch } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

export function useDay(location: string | null, date: string) {
  const key = location ? ['/api/staff/day', location, date] : ['/api/staff/day', '', date];
  const swr = useApi(
    key,
    () => apiFetch<DayResponse>('/api/staff/day', { query: { location, date } }),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
  const [live, setLive] = useState<LiveState>('connecting');
  const resolved = swr.data?.location.id ?? location;
  const { mutate } = swr;
  useEffect(() => {
    if (!resolved || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/staff/events?location=${encodeURIComponent(resolved)}`);
    // Reopened after a drop: read the day again, it may have changed meanwhile.
    source.onopen = () => {
      setLive((was) => {
        if (was === 'reconnecting') void mutate();
        return 'live';
      });
    };
    source.onerror = () => setLive('reconnecting');
    // The server's listener reconnected: changes may have been missed.
    source.addEventListener('resync', () => void mutate());
    source.addEventListener('changed', (event) => {
      const dates = changedDates((event as MessageEvent<string>).data);
      if (dates === null || dates.includes(date)) void mutate();
    });
    return () => source.close();
  }, [resolved, date, mutate]);
  return { ...swr, live };
}

/** The Zurich dates an event names; null when it cannot be read (then refresh anyway). */
export function changedDates(data: string): string[] | null {
  try {
    const parsed = JSON.parse(data) as { date?: unknown; dates?: unknown };
    const list = Array.isArray(parsed.dates) ? parsed.dates : [parsed.date];
    const dates = list.filter((d): d is string => typeof d === 'string');
    return dates.length > 0 ? dates : null;
  } catch {
    return null;
  }
}
