import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after: for output that can only be known in
 * the browser (a static page's query string, an open portal), so hydration never mismatches.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
