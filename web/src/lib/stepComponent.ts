import { createElement, lazy, type ComponentType } from 'react';

/**
 * A booking step's component, kept out of the page's first-load JS (docs/performance.md) but
 * fetched as soon as the page's module runs in the browser, beside hydration, instead of after
 * the guard passes. Once loaded it renders at once, without a Suspense round (React holds a
 * revealed fallback for at least 300 ms): a phone showed "Ihre Buchung wird geladen …" for
 * ~1.5 s on the location step although its cards came with the page (docs/manage-booking.md).
 */
export function stepComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // On the server the step never renders (the guard needs the browser's store).
  if (typeof window === 'undefined') return lazy(() => load().then((c) => ({ default: c })));
  let loaded: ComponentType<P> | null = null;
  const loading = load().then((c) => {
    loaded = c;
    return { default: c };
  });
  // A failed load surfaces when the step renders (the error boundary); not as an unhandled rejection.
  loading.catch(() => undefined);
  const Lazy = lazy(() => loading);
  function Step(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Step;
}
