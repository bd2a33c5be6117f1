/**
 * The URL of a landing page (check-up), read once (SPEC 2, docs/spec.md): when the router is
 * ready, the booking keys and the prefill of the address reach the store with the same
 * parsing and dropping rules as useBookingUrlSync, the step is marked visited when its
 * guard lets it, and one shallow replace writes the booking keys of the state and removes
 * personal prefill from the address (no personal data in the address bar, and the tag
 * manager, which waits for a clean address, can start).
 *
 * Why not useBookingUrlSync here: its store -> URL half keeps replacing the route whenever
 * the state changes, and a replace issued after the visitor clicked on to add-ons cancels
 * that navigation (Next aborts the route in flight) and leaves them on check-up. This hook
 * replaces at most once, in a layout effect right after the router becomes ready (before
 * the visitor can click), and not at all once a navigation has started.
 * A visit to the first step ends the success lock: a finished booking is dropped and a new one
 * starts (guards/successLock.ts).
 */
import { useRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBookingStore } from '../state/BookingProvider';
import { sessionStore } from '../state/storage';
import type { StepSlug } from '../steps';
import { guardFor, guardQueryOf } from '../guards/guards';
import { endSuccessLockFor } from '../guards/successLock';
import { markVisited, readVisited } from '../guards/visited';
import {
  mergeBookingQuery,
  parseBookingQuery,
  queryKey,
  queryToPatch,
  type KnownSlugs,
} from './bookingQuery';
import type { UrlSyncOptions } from './useBookingUrlSync';

/** useLayoutEffect in the browser; nothing on the server (where effects never run). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useBookingUrlReadOnce(
  step: StepSlug,
  known: KnownSlugs,
  options: UrlSyncOptions = {},
): void {
  const router = useRouter();
  const store = useBookingStore();
  const read = useRef(false);
  const navigating = useRef(false);
  const knownRef = useRef(known);
  const nowRef = useRef(options.now ?? (() => new Date()));
  useEffect(() => {
    knownRef.current = known;
    nowRef.current = options.now ?? (() => new Date());
  });

  const { events, isReady } = router;

  // Any navigation that starts on this page (a click on an offer, a locale switch, the
  // success lock) makes our replace moot and would be cancelled by it. Next's own
  // hydration query update emits no routeChangeStart.
  useBrowserLayoutEffect(() => {
    const started = () => {
      navigating.current = true;
    };
    events.on('routeChangeStart', started);
    return () => events.off('routeChangeStart', started);
  }, [events]);

  useBrowserLayoutEffect(() => {
    if (!isReady || read.current) return;
    read.current = true;
    const storage = sessionStore();
    const parsed = parseBookingQuery(router.query, {
      known: knownRef.current,
      now: nowRef.current(),
    });
    endSuccessLockFor(store, step, guardQueryOf(parsed));
    const visited = readVisited(storage);
    store.dispatch({ type: 'applyQuery', patch: queryToPatch(parsed) });
    store.markUrlSynced(parsed);
    if (guardFor(step, store.getState(), visited, guardQueryOf(parsed)) === null) {
      markVisited(storage, step);
    }

    if (navigating.current) return;
    const desired = mergeBookingQuery(router.query, store.getState());
    if (queryKey(desired) === queryKey(router.query)) return;
    void router.replace({ pathname: router.pathname, query: desired }, undefined, {
      shallow: true,
      scroll: false,
    });
    // Once per page view: only readiness starts it; the query is read as it is then.
  }, [isReady, store, step]);
}
