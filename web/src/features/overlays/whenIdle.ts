/**
 * Runs `run` once the browser is idle after the page's start, at the latest after `timeout` ms
 * (a timer where there is no requestIdleCallback: Safari). For work no first paint needs, so it
 * stays out of hydration's long task (docs/performance.md "Where the blocking time goes").
 * Returns the cancel. Does nothing on the server.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
