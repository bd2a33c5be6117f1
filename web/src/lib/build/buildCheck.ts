/**
 * New-build detection (SPEC 4, 9): the server announces its build id; when it differs from
 * the build this page runs, the next route change is a full page load, so the visitor never
 * mixes old JavaScript with new pages. A reload happens at most once per path per 10 s
 * (timestamps in sessionStorage), so a server that keeps answering another id cannot loop.
 */
import type { KeyValueStorage } from '../sessionStorage';

export const RELOAD_GUARD_MS = 10_000;
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const RELOAD_LOG_KEY = 'build-reloads-v1';

export type ReloadLog = Record<string, number>;

/** True only when both ids are known and differ (an unknown id is never a new build). */
export function isNewBuild(running: string | null, latest: string | null): boolean {
  return running !== null && latest !== null && running !== latest;
}

/** The path part of a URL or path: '/de-ch/timeslot?x=1#a' -> '/de-ch/timeslot'. */
export function pathKey(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
  return path === '' ? '/' : path;
}

export function reloadAllowed(
  path: string,
  now: number,
  log: ReloadLog,
  windowMs = RELOAD_GUARD_MS,
): boolean {
  const last = log[pathKey(path)];
  return last === undefined || now - last >= windowMs || now < last;
}

/** The log with this reload added and entries older than the window dropped. */
export function recordReload(
  path: string,
  now: number,
  log: ReloadLog,
  windowMs = RELOAD_GUARD_MS,
): ReloadLog {
  const kept = Object.fromEntries(
    Object.entries(log).filter(([, at]) => now - at < windowMs && at <= now),
  );
  return { ...kept, [pathKey(path)]: now };
}

/** Webpack's ChunkLoadError, CSS chunk failures and failed dynamic imports of ES modules. */
export function isChunkLoadError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || name === 'CssChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return (
    /Loading (CSS )?chunk [\w./-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message) ||
    /Failed to load chunk/i.test(message)
  );
}

export type RouteChangeDecision = 'reload' | 'continue';

/** On a client route change: reload when a new build is known or the chunk failed to load, unless this path was just reloaded. */
export function decideReload(input: {
  path: string;
  now: number;
  log: ReloadLog;
  newBuild: boolean;
  error?: unknown;
}): RouteChangeDecision {
  const wanted = input.newBuild || (input.error !== undefined && isChunkLoadError(input.error));
  return wanted && reloadAllowed(input.path, input.now, input.log) ? 'reload' : 'continue';
}

export function readReloadLog(storage: KeyValueStorage | null): ReloadLog {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RELOAD_LOG_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

export function writeReloadLog(storage: KeyValueStorage | null, log: ReloadLog): void {
  try {
    storage?.setItem(RELOAD_LOG_KEY, JSON.stringify(log));
  } catch {
    // Without storage the 10 s guard only lasts for this page.
  }
}
