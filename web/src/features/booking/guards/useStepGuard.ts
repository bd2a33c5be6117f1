/**
 * Runs the guard of a booking step on its page: waits until the store holds the URL's
 * values, then either marks the step visited (status 'ok'), replaces the route with the
 * step to go back to ('redirecting'), or reports an action the page must do ('action').
 */
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  useBookingState,
  useBookingStore,
  useBookingUrlQuery,
  useBookingUrlSynced,
} from '../state/BookingProvider';
import { sessionStore } from '../state/storage';
import { stepPath, type StepSlug } from '../steps';
import { toBookingQuery, type KnownSlugs, type ParsedBookingQuery } from '../url/bookingQuery';
import { useBookingUrlSync, type UrlSyncOptions } from '../url/useBookingUrlSync';
import { guardFor, guardQueryOf, type GuardResult } from './guards';

export { guardQueryOf };
import { markVisited, readVisited, subscribeVisited, visitedSnapshot } from './visited';

export type StepGuardStatus =
  | { status: 'pending' }
  | { status: 'ok' }
  | { status: 'redirecting'; to: StepSlug }
  | { status: 'action'; action: 'check-partner-reservation'; reservationIdPartner: string };

export function statusOf(result: GuardResult): StepGuardStatus {
  if (result === null) return { status: 'ok' };
  if (result.kind === 'redirect') return { status: 'redirecting', to: result.to };
  return {
    status: 'action',
    action: result.action,
    reservationIdPartner: result.reservationIdPartner,
  };
}

/**
 * The guard of `step`. Call on the step's page, after useBookingUrlSync (or use useBookingStep).
 * `known` (the page's content) lets it check that the location offers what is booked.
 */
export function useStepGuard(
  step: StepSlug,
  known: Partial<KnownSlugs> = NO_CONTENT,
): StepGuardStatus {
  const router = useRouter();
  const store = useBookingStore();
  const synced = useBookingUrlSynced();
  const urlQuery = useBookingUrlQuery();
  const ready = router.isReady && synced;
  const visited = useVisited();
  const redirectedTo = useRef<StepSlug | null>(null);

  // The guard's answer as a string: the page renders again when the answer changes, not on
  // every store write (payment data, a keystroke of the form), which would render the whole
  // step frame synchronously each time.
  const guardQuery = useMemo(() => guardQueryOf(urlQuery), [urlQuery]);
  const resultKey = useBookingState((state) =>
    ready ? JSON.stringify(guardFor(step, state, visited, guardQuery, known)) : PENDING,
  );
  const result = useMemo(
    (): GuardResult | undefined => (resultKey === PENDING ? undefined : JSON.parse(resultKey)),
    [resultKey],
  );

  useEffect(() => {
    if (result === undefined) return;
    if (result === null) {
      if (!visited.includes(step)) markVisited(sessionStore(), step);
      return;
    }
    if (result.kind !== 'redirect') return;
    // `result` was computed in the render, possibly with the query read on the page before
    // (the synced flag is the store's, not the page's): this page's URL sync ran just before
    // this effect, so decide on the store as it is now. A link from check-up to
    // /add-ons?checkup=… must not be sent back to check-up.
    const fresh = guardFor(
      step,
      store.getState(),
      readVisited(sessionStore()),
      guardQueryOf(store.getUrlQuery()),
      known,
    );
    if (fresh === null || fresh.kind !== 'redirect' || redirectedTo.current === fresh.to) return;
    redirectedTo.current = fresh.to;
    void router.replace({ pathname: stepPath(fresh.to), query: toBookingQuery(store.getState()) });
  }, [result, step, visited, router, store, known]);

  return result === undefined ? { status: 'pending' } : statusOf(result);
}

const PENDING = '';
const NO_CONTENT: Partial<KnownSlugs> = {};

/** The visited steps of this session (SPEC 2); empty during the server render. */
export function useVisited(): StepSlug[] {
  return useSyncExternalStore(
    subscribeVisited,
    () => visitedSnapshot(sessionStore()),
    () => NO_VISITS,
  );
}

const NO_VISITS: StepSlug[] = [];

/** URL sync and guard of a booking step in one call: `const guard = useBookingStep('timeslot', known)`. */
export function useBookingStep(
  step: StepSlug,
  known: KnownSlugs,
  options?: UrlSyncOptions,
): StepGuardStatus {
  useBookingUrlSync(known, options);
  return useStepGuard(step, known);
}
