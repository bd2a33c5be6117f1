/**
 * Keeps the booking store and the URL query in step (SPEC 2), both ways:
 * - URL -> store: when the page's query changes (first load, a link, back/forward), the
 *   valid values present in it override the store; absent values leave the store alone.
 * - store -> URL: the booking keys are rewritten from the store with a shallow
 *   router.replace (no new history entry, no data refetch).
 * Our own replaces are remembered so that their echo is not read back (no loops), and an
 * identical replace is never sent twice (no history spam). A page on its way to another one
 * (the guard's redirect, a link) writes no more: Next runs one route change at a time, and a
 * late shallow replace (say, the calendar's first date) would cancel that navigation.
 */
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { splitLocale } from '@/shared/route-rules';
import { endSuccessLockFor } from '../guards/successLock';
import { guardQueryOf } from '../guards/guards';
import { stepFromPath } from '../steps';
import { useBookingState, useBookingStore } from '../state/BookingProvider';
import { isClosedUrl, noteHistoryEntry } from '../state/closedBookings';
import { sessionStore } from '../state/storage';
import {
  mergeBookingQuery,
  parseBookingQuery,
  queryKey,
  queryToPatch,
  toBookingQuery,
  type KnownSlugs,
} from './bookingQuery';

export interface UrlSyncOptions {
  /** The clock; tests inject a fixed instant. */
  now?: () => Date;
}

export function useBookingUrlSync(known: KnownSlugs, options: UrlSyncOptions = {}): void {
  const router = useRouter();
  const store = useBookingStore();
  // What the URL shows of the store, as a string: the store -> URL effect runs again when it
  // changes, and the page does not render again for other store writes.
  const bookingKey = useBookingState((state) => queryKey(toBookingQuery(state)));
  const ownWrites = useRef(new Set<string>());
  const lastRequested = useRef<string | null>(null);
  const knownRef = useRef(known);
  const nowRef = useRef(options.now ?? (() => new Date()));
  useEffect(() => {
    knownRef.current = known;
    nowRef.current = options.now ?? (() => new Date());
  });

  const { isReady, pathname, query } = router;
  const urlKey = `${pathname}?${queryKey(query)}`;

  const leaving = useRef(false);
  useEffect(() => {
    const start = (as: string) => {
      leaving.current = splitLocale(as.split(/[?#]/)[0]).rest !== pathname;
    };
    const end = () => {
      leaving.current = false;
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events, pathname]);

  // URL -> store
  useEffect(() => {
    if (!isReady) return;
    if (ownWrites.current.has(urlKey)) {
      ownWrites.current.delete(urlKey);
      return;
    }
    // A navigation we did not make: earlier pending writes are moot.
    ownWrites.current.clear();
    lastRequested.current = null;
    const storage = sessionStore();
    const fromUrl = parseBookingQuery(query, { known: knownRef.current, now: nowRef.current() });
    // Back to a page of a booking this tab has closed (succeeded and left, or a manage link
    // opened since) reads nothing from its URL: the store keeps what it has and the URL is
    // written again from it (./state/closedBookings.ts).
    const closed = isClosedUrl(storage, [
      fromUrl.booking.reservationId,
      fromUrl.prefill.reservationIdPartner,
    ]);
    const parsed = closed
      ? parseBookingQuery({}, { known: knownRef.current, now: nowRef.current() })
      : fromUrl;
    noteHistoryEntry(storage);
    // A link naming another booking (payment link, partner invitation) ends the success lock.
    endSuccessLockFor(store, stepFromPath(pathname), guardQueryOf(parsed));
    store.dispatch({ type: 'applyQuery', patch: queryToPatch(parsed) });
    store.markUrlSynced(parsed);
    // `query` is read through urlKey, which changes whenever it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, urlKey, store]);

  // store -> URL
  useEffect(() => {
    if (!isReady || !store.isUrlSynced() || leaving.current) return;
    const desired = mergeBookingQuery(query, store.getState());
    const desiredKey = `${pathname}?${queryKey(desired)}`;
    if (desiredKey === urlKey || desiredKey === lastRequested.current) return;
    lastRequested.current = desiredKey;
    ownWrites.current.add(desiredKey);
    void router.replace({ pathname, query: desired }, undefined, { shallow: true, scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, urlKey, bookingKey, store]);
}
