/**
 * SPEC 2 / 9: the next step's page (its script and, for the statically generated steps, its
 * data) is prefetched one second after a step page is shown, unless the connection is
 * slow-2g, where it would compete with what the visitor is loading now. Next.js prefetches
 * <Link>s by itself; the "continue" buttons navigate with router.push, hence this hook.
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { stepFromPath, stepPath, type StepSlug } from './steps';

export const PREFETCH_DELAY_MS = 1000;

/** Where each step goes on; payment leaves through the provider's redirect to payment-return. */
export const NEXT_STEP: Readonly<Partial<Record<StepSlug, StepSlug>>> = {
  'check-up': 'add-ons',
  'add-ons': 'location',
  location: 'timeslot',
  timeslot: 'summary',
  summary: 'payment',
  payment: 'payment-return',
  'payment-return': 'success',
};

type NetworkInformation = { effectiveType?: string };

export function isSlowConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)
    ?.connection;
  return connection?.effectiveType === 'slow-2g';
}

export function useNextStepPrefetch(): void {
  const router = useRouter();
  const { pathname, isReady } = router;
  const next = NEXT_STEP[stepFromPath(pathname) ?? 'success'];
  useEffect(() => {
    if (!isReady || !next || isSlowConnection()) return;
    const timer = setTimeout(() => {
      // A failed prefetch only means the next step loads on demand.
      router.prefetch(stepPath(next)).catch(() => undefined);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
    // router is stable per page; the step is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next, isReady]);
}
