/**
 * Bookings this tab has closed, so that Back never brings one back (docs/spec.md "Success
 * lock"): on a shared computer, after one person's booking succeeded and the next person
 * started anew or opened their manage link, the browser's Back must not restore the first
 * person's selection, reservation id or email from an older page's URL.
 *
 * Two marks in sessionStorage (the tab's storage, like the booking itself):
 * - the closed reservation ids: a URL naming one is not read into the booking;
 * - the history entries the closed booking walked through (Next's per-entry `history.state.key`,
 *   kept by shallow replaces): going back to one of them reads nothing from its URL, whatever
 *   it names. The store keeps what it has (a reset state, or the new person's booking) and the
 *   URL is written again from it.
 */
import type { KeyValueStorage } from '@/lib/sessionStorage';
import type { BookingState } from './types';

const IDS_KEY = 'booking-closed-ids-v1';
const SEEN_KEY = 'booking-history-seen-v1';
const CLOSED_KEY = 'booking-history-closed-v1';
/** Enough for any walk through the flow; older marks fall off. */
const LIMIT = 200;

function readList(storage: KeyValueStorage | null, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(storage: KeyValueStorage | null, key: string, list: readonly string[]): void {
  try {
    storage?.setItem(key, JSON.stringify(list.slice(-LIMIT)));
  } catch {
    // Storage full or blocked: the success lock still holds for this page.
  }
}

/** Next's key of the current history entry (pages router), or null outside a browser. */
export function currentHistoryKey(): string | null {
  if (typeof window === 'undefined') return null;
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key ? key : null;
}

/** The booking flow showed this history entry (called on each URL the flow reads). */
export function noteHistoryEntry(
  storage: KeyValueStorage | null,
  key: string | null = currentHistoryKey(),
): void {
  if (!key) return;
  const seen = readList(storage, SEEN_KEY);
  if (!seen.includes(key)) writeList(storage, SEEN_KEY, [...seen, key]);
}

/**
 * Closes the tab's booking: its reservation ids and the history entries it walked through are
 * never read back from a URL. The caller then resets the store (endSuccessLock).
 */
export function closeTabBooking(
  storage: KeyValueStorage | null,
  state: Pick<BookingState, 'reservationId' | 'reservationIdPartner'>,
): void {
  const ids = [state.reservationId, state.reservationIdPartner].filter(
    (id): id is string => typeof id === 'string' && id.length > 0,
  );
  if (ids.length > 0) {
    const closed = readList(storage, IDS_KEY);
    writeList(storage, IDS_KEY, [...closed, ...ids.filter((id) => !closed.includes(id))]);
  }
  const seen = readList(storage, SEEN_KEY);
  if (seen.length > 0) {
    const closed = readList(storage, CLOSED_KEY);
    writeList(storage, CLOSED_KEY, [...closed, ...seen.filter((k) => !closed.includes(k))]);
    try {
      storage?.removeItem(SEEN_KEY);
    } catch {
      // As above.
    }
  }
}

/** True when this URL must not be read into the booking: a closed id, or a closed entry. */
export function isClosedUrl(
  storage: KeyValueStorage | null,
  named: readonly (string | undefined)[],
  key: string | null = currentHistoryKey(),
): boolean {
  const ids = readList(storage, IDS_KEY);
  if (named.some((id) => id && ids.includes(id))) return true;
  return key !== null && readList(storage, CLOSED_KEY).includes(key);
}
