/**
 * Chunk-load errors reload the page (SPEC 4): after a new deploy the old build's lazily loaded
 * chunks (React.lazy, next/dynamic, route chunks) may be gone, and a page that cannot load a
 * chunk is reloaded to get the new build, at most once per path per 10 s (the same guard as
 * the new-build reload, buildCheck.ts), so a chunk that stays missing cannot loop.
 *
 * `reloadOnChunkError` is the one decision; the error boundary in _app calls it for errors
 * thrown during render (a rejected React.lazy), `useChunkLoadReload` for errors and unhandled
 * rejections outside React (e.g. a failed `import()` in an event handler).
 */
import { useEffect } from 'react';
import { clientLog, errorFields } from '../clientLog';
import { sessionStore, type KeyValueStorage } from '../sessionStorage';
import {
  isChunkLoadError,
  readReloadLog,
  recordReload,
  reloadAllowed,
  writeReloadLog,
} from './buildCheck';

export interface ChunkReloadOptions {
  now?: () => number;
  /** The reload; tests replace it. */
  reload?: () => void;
  storage?: KeyValueStorage | null;
}

/**
 * For a chunk-load error: reloads the current page (logging it) unless this path was reloaded
 * less than 10 s ago, then logs that it gave up. Returns whether it reloads; false for any
 * other error, which is left to its handler.
 */
export function reloadOnChunkError(error: unknown, options: ChunkReloadOptions = {}): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const path = window.location.pathname;
  const storage = options.storage !== undefined ? options.storage : sessionStore();
  const now = (options.now ?? Date.now)();
  const log = readReloadLog(storage);
  const { name, message } = errorFields(error);
  if (!reloadAllowed(path, now, log)) {
    clientLog('error', 'chunk-load-failed', { name, message });
    return false;
  }
  writeReloadLog(storage, recordReload(path, now, log));
  clientLog('warn', 'chunk-load-reload', { name, message });
  (options.reload ?? (() => window.location.reload()))();
  return true;
}

/** For _app (mounted once): window 'error' and 'unhandledrejection' with a chunk-load error reload. */
export function useChunkLoadReload(options: ChunkReloadOptions = {}): void {
  const { now, reload, storage } = options;
  useEffect(() => {
    const handle = (error: unknown, event: Event) => {
      // The page is going away: no need for the browser's "uncaught" report.
      if (reloadOnChunkError(error, { now, reload, storage })) event.preventDefault();
    };
    const onError = (event: ErrorEvent) => handle(event.error, event);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason, event);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [now, reload, storage]);
}
