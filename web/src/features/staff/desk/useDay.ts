/**
 * A location's day for the desk, kept current: useApi (SWR) reads GET /api/staff/day, and the
 * location's event stream (GET /api/staff/events, server-sent events from the database's change
 * feed) asks for a fresh read whenever a booking of that day changes on any desk or the site.
 * When the stream says the session `ended`, the desk shows that (./sessionEnd.ts) instead of
 * reconnecting; a stream the browser gave up on (refused: 401, 429, a restart) is asked about
 * once (GET /api/staff/me, which tells a session that ended) and otherwise opened again later
 * (docs/staff-desk.md "Live updates", "Idle desks").
 */
import { useEffect, useState } from 'react';
import type { DayResponse } from '@/contracts/staff-day';
import { useApi } from '@/lib/useApi';
import { deskFetch, staffSessionEnded } from './sessionEnd';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** A stream the browser gave up on is opened again after this long. */
export const REOPEN_MS = 15_000;

export function useDay(location: string | null, date: string) {
  const key = location ? ['/api/staff/day', location, date] : ['/api/staff/day', '', date];
  const swr = useApi(
    key,
    () => deskFetch<DayResponse>('/api/staff/day', { query: { location, date } }),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
  const [live, setLive] = useState<LiveState>('connecting');
  const [opening, setOpening] = useState(0);
  const resolved = swr.data?.location.id ?? location;
  const { mutate } = swr;
  useEffect(() => {
    if (!resolved || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/staff/events?location=${encodeURIComponent(resolved)}`);
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let over = false;
    // Reopened after a drop: read the day again, it may have changed meanwhile.
    source.onopen = () => {
      setLive((was) => {
        if (was === 'reconnecting') void mutate();
        return 'live';
      });
    };
    source.onerror = () => {
      if (over) return;
      setLive('reconnecting');
      if (source.readyState !== EventSource.CLOSED) return; // the browser retries by itself
      // Refused: a session that ended answers 401 here too (deskFetch tells the desk).
      void deskFetch('/api/staff/me')
        .catch(() => undefined)
        .then(() => {
          if (!over) reopen = setTimeout(() => setOpening((n) => n + 1), REOPEN_MS);
        });
    };
    // The session ended (signed out, idle, disabled): no reconnecting, the desk says so.
    source.addEventListener('ended', () => {
      over = true;
      source.close();
      staffSessionEnded();
    });
    // The server's listener reconnected: changes may have been missed.
    source.addEventListener('resync', () => void mutate());
    source.addEventListener('changed', (event) => {
      const dates = changedDates((event as MessageEvent<string>).data);
      if (dates === null || dates.includes(date)) void mutate();
    });
    return () => {
      over = true;
      clearTimeout(reopen);
      source.close();
    };
  }, [resolved, date, mutate, opening]);
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
