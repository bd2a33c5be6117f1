/**
 * Delivery that never fails the caller: a few attempts with exponential backoff, failures
 * logged. Deliveries run in the background; tests (and graceful shutdown) can wait for them.
 */
import { errorMessage, log } from '@/server/log';
import { redact } from './client-log';

export type RetryOptions = { attempts?: number; baseDelayMs?: number };

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_BASE_DELAY_MS = Number(process.env.NOTIFY_RETRY_BASE_MS ?? 500);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or the attempts are used up; resolves to whether it succeeded. */
export async function withRetry(
  event: string,
  task: () => Promise<unknown>,
  { attempts = DEFAULT_ATTEMPTS, baseDelayMs = DEFAULT_BASE_DELAY_MS }: RetryOptions = {},
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await task();
      return true;
    } catch (err) {
      const last = attempt === attempts;
      log[last ? 'error' : 'warn'](`${event}-failed`, {
        attempt,
        attempts,
        // Mail servers quote the rejected address in their errors: masked like client logs.
        reason: redact(errorMessage(err)),
      });
      if (!last) await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
  return false;
}

const inFlight = new Set<Promise<boolean>>();

/** Starts a delivery in the background: the booking answer never waits for it. */
export function deliverInBackground(
  event: string,
  task: () => Promise<unknown>,
  options?: RetryOptions,
): Promise<boolean> {
  const running = withRetry(event, task, options);
  inFlight.add(running);
  void running.finally(() => inFlight.delete(running));
  return running;
}

/** Resolves once every background delivery started so far has finished. */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
