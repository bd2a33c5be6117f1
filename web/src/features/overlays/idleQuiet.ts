/**
 * Parts of a page that offer their own call back (the summary step's safety pre-check after a
 * "yes", docs/screening.md "Pre-check") keep the idle dialog from offering it again over them
 * while they are on screen. A count, so that two such parts never release each other.
 */
import { useEffect, useSyncExternalStore } from 'react';

let holders = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some part of the page asks the idle dialog to stay closed. */
export function useIdleQuiet(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}

/** While `active`, the idle dialog does not open (and closes if it is open). */
export function useHoldIdleQuiet(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holders += 1;
    notify();
    return () => {
      holders -= 1;
      notify();
    };
  }, [active]);
}
