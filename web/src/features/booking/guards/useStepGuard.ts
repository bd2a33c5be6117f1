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
import { stepFromPath, stepPath, type StepSlug } from '../steps';
import { toBookingQuery, type KnownSlugs, type ParsedBookingQuery } from '../url/bookingQuery';
import { useBookingUrlSync, type UrlSyncOptions } from '../url/useBookingUrlSync';
import type { BookingState } from '../state/types';
import { guardFor, successLocked, type GuardQuery, type GuardResult } from './guards';
import { markVisited, readVisited, subscribeVisited, visitedSnapshot } from './visited';

export type StepGuardStatus =
  | { status: 'pending' }
  | { status: 'ok' }
  | { status: 'redirecting'; to: StepSlug }
  | { status: 'action'; action: 'check-partner-reservation'; reservationIdPartner: string };

export function guardQueryOf(parsed: ParsedBookingQuery | null): GuardQuery {
  if (!parsed) return {};
  return {
    partner: parsed.prefill.partner,
    reservationIdPartner: parsed.prefill.reservationIdPartner,
    reservationId: parsed.booking.reservationId,
    email: parsed.prefill.personalData.email ?? undefined,
    paymentToken: parsed.prefill.paymentToken,
  };
}

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
export function useStepGuard(step: StepSlug, known: Partial<KnownSlugs> = NO_CONTENT): StepGuardStatus {
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

const UNLOCKED_PATHS = new Set(['/success', '/404', '/500', '/_error']);

/** Whether a page that is not a booking step must give way to /success (SPEC 2 success lock). */
export function successLockApplies(
  pathname: string,
  state: BookingState,
  visited: readonly StepSlug[],
): boolean {
  if (!successLocked(state, visited)) return false;
  if (UNLOCKED_PATHS.has(pathname) || pathname.startsWith('/_') || pathname.startsWith('/api/'))
    return false;
  // Step pages run the lock through their own guard; check-up reads its URL once
  // (useBookingUrlReadOnce) instead of running a URL-synced guard, whose replaces raced the
  // navigation to add-ons, so the lock is applied here.
  const step = stepFromPath(pathname);
  return step === null || step === 'check-up';
}

/** For _app: the success lock on pages that are not booking steps (e.g. the locale root). */
export function useSuccessLock(): void {
  const router = useRouter();
  const store = useBookingStore();
  const { isReady, pathname } = router;
  useEffect(() => {
    if (!isReady || !successLockApplies(pathname, store.getState(), readVisited(sessionStore())))
      return;
    void router.replace({ pathname: stepPath('success'), query: toBookingQuery(store.getState()) });
  }, [isReady, pathname, router, store]);
}
