/**
 * For _app: polls /builds/latest.json?t=<now> (SPEC 7; a rewrite to /api/build-id, next.config.ts)
 * every 60 s and when the window regains focus, and turns
 * the next client route change into a full page load once a new build is out; a route
 * change that fails to load its chunk reloads too. Both respect the per-path 10 s guard.
 */
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { clientLog, errorFields } from '../clientLog';
import { apiFetch } from '../fetcher';
import { sessionStore } from '../sessionStorage';
import {
  BUILD_POLL_INTERVAL_MS,
  decideReload,
  isChunkLoadError,
  isNewBuild,
  readReloadLog,
  recordReload,
  writeReloadLog,
} from './buildCheck';

/** SPEC 7 "GET builds/latest.json with timestamp query"; answered by /api/build-id. */
export const BUILD_ID_PATH = '/builds/latest.json';

/** The build id of the running page, from Next's page data; null when unknown. */
export function runningBuildId(): string | null {
  if (typeof window === 'undefined') return null;
  const data = (window as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : null;
}

export async function fetchLatestBuildId(now: number = Date.now()): Promise<string | null> {
  try {
    // The timestamp defeats caches that ignore Cache-Control (SPEC 7 "with timestamp query").
    const { id } = await apiFetch<{ id?: unknown }>(BUILD_ID_PATH, {
      query: { t: now },
      retryDelayMs: 1000,
    });
    return typeof id === 'string' ? id : null;
  } catch {
    return null; // No answer is no news: never reload because of a failed poll.
  }
}

export interface BuildReloadOptions {
  intervalMs?: number;
  fetchLatest?: () => Promise<string | null>;
  /** The full page load; tests replace it. */
  hardNavigate?: (url: string) => void;
  now?: () => number;
}

export function useBuildReload(options: BuildReloadOptions = {}): void {
  const router = useRouter();
  const running = useRef<string | null>(null);
  const newBuild = useRef(false);
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  // Poll.
  useEffect(() => {
    running.current = runningBuildId();
    let cancelled = false;
    const check = async () => {
      const latest = await (opts.current.fetchLatest ?? fetchLatestBuildId)();
      if (cancelled || latest === null) return;
      if (running.current === null) running.current = latest; // first answer is our baseline
      if (isNewBuild(running.current, latest)) newBuild.current = true;
    };
    const timer = setInterval(check, opts.current.intervalMs ?? BUILD_POLL_INTERVAL_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    if (running.current === null) void check();
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // React to route changes.
  useEffect(() => {
    const reload = (url: string, error?: unknown): boolean => {
      const storage = sessionStore();
      const now = (opts.current.now ?? Date.now)();
      const log = readReloadLog(storage);
      const decision = decideReload({
        path: url,
        now,
        log,
        newBuild: error === undefined && newBuild.current,
        error,
      });
      if (decision !== 'reload') return false;
      writeReloadLog(storage, recordReload(url, now, log));
      if (error !== undefined && isChunkLoadError(error))
        clientLog('warn', 'chunk-load-reload', {
          ...errorFields(error),
          target: url.split('?')[0],
        });
      (opts.current.hardNavigate ?? ((target: string) => window.location.assign(target)))(url);
      return true;
    };
    const onStart = (url: string, props?: { shallow?: boolean }) => {
      if (!props?.shallow) reload(url);
    };
    const onError = (err: unknown, url: string) => {
      reload(url, err);
    };
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeError', onError);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeError', onError);
    };
  }, [router.events]);
}
