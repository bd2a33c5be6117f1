/**
 * The visitor's consent to analytics (docs/manage-booking.md): nothing of the tag manager loads and no
 * event is pushed until it is given (ConsentBanner.tsx asks, with vanilla-cookieconsent, and
 * reports the choice here). A withdrawal stops the events at once.
 */
import { useSyncExternalStore } from 'react';

let granted = false;
const listeners = new Set<() => void>();

export function hasAnalyticsConsent(): boolean {
  return granted;
}

export function setAnalyticsConsent(value: boolean): void {
  if (value === granted) return;
  granted = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether analytics may run; false on the server and until the visitor agrees. */
export function useAnalyticsConsent(): boolean {
  return useSyncExternalStore(subscribe, hasAnalyticsConsent, () => false);
}
