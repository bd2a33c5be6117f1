/**
 * The client's only way into the server log (SPEC 7, 8: POST /api/log; "failures are only
 * logged"): `clientLog(level, event, fields)` sends { level, event, fields } to /api/log,
 * fire-and-forget with `keepalive` (so an entry written right before a reload still arrives),
 * never throws, and sends at most MAX_ENTRIES_PER_PAGE entries per page view.
 *
 * No personal data: callers pass ids, statuses and error names/messages, never form values;
 * the path is the pathname only (no query), and the server redacts email- or phone-like
 * text and drops personal-looking field names again (server/notify/client-log.ts).
 */
import type { LogRequest } from '@/contracts/log';

export type ClientLogLevel = LogRequest['level'];
export type ClientLogValue = string | number | boolean | null;

export const CLIENT_LOG_PATH = '/api/log';
export const MAX_ENTRIES_PER_PAGE = 10;
/** The route's limits (contracts/log.ts): event 100 chars of [A-Za-z0-9_.:/-], values 500. */
const MAX_EVENT = 100;
const MAX_VALUE = 500;
const MAX_FIELDS = 19; // 20 minus the path

let sentThisPage = 0;

/** A new page view (client route change): the budget starts again. */
export function resetClientLogBudget(): void {
  sentThisPage = 0;
}

function cleanEvent(event: string): string {
  const cleaned = event.replace(/[^A-Za-z0-9_.:/-]+/g, '-').slice(0, MAX_EVENT);
  return cleaned === '' ? 'unknown' : cleaned;
}

function cleanFields(fields: Record<string, ClientLogValue | undefined>) {
  const clean: Record<string, ClientLogValue> = {};
  for (const [key, value] of Object.entries(fields).slice(0, MAX_FIELDS)) {
    if (value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    clean[key.slice(0, 60)] = typeof value === 'string' ? value.slice(0, MAX_VALUE) : value;
  }
  return clean;
}

/** What may be logged of an error: its name and message (a message is no place for form data). */
export function errorFields(error: unknown): { name: string; message: string } {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: typeof error, message: typeof error === 'string' ? error : '' };
}

/** Sends one entry; returns whether it was sent (false on the server, or over the budget). */
export function clientLog(
  level: ClientLogLevel,
  event: string,
  fields: Record<string, ClientLogValue | undefined> = {},
): boolean {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return false;
  if (sentThisPage >= MAX_ENTRIES_PER_PAGE) return false;
  sentThisPage += 1;
  const body = JSON.stringify({
    level,
    event: cleanEvent(event),
    fields: { ...cleanFields(fields), path: window.location.pathname.slice(0, MAX_VALUE) },
  } satisfies LogRequest);
  try {
    void fetch(CLIENT_LOG_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {
      // A failed log entry is not logged again.
    });
  } catch {
    // fetch itself may throw (e.g. keepalive quota); logging never breaks the page.
  }
  return true;
}
