/**
 * Fixed-window rate limits in the rate_limits table, so every web instance shares them.
 * One upsert per request: a key's window opens with its first request and lasts
 * `windowSeconds`; the next request after it opens a new one. Windows are not aligned to the
 * clock: a burst is counted in one window even when it spans a full minute (aligned windows
 * let a client send twice the limit around a boundary, and reset a count mid-burst).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { lt, sql } from 'drizzle-orm';
import { getDb, rowsOf, type Db } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { describeError } from '@/server/db/errors';
import { log } from '@/server/log';
import { clientKey } from './client-key';
import { sendError } from './errors';
import { RATE_LIMITED } from '@/contracts/error-ids';

export type RateLimitRule = {
  /** Names the limited thing, e.g. "fetch-unpaid". */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  /** When the current window ends: the next request after it is counted in a new one. */
  resetAt: Date;
};

/** Counts one request of `key` in `rule`'s current window. */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  // A window that opened at or before this instant has ended.
  const endedAt = new Date(now.getTime() - windowMs).toISOString();
  const rows = rowsOf<{ count: number; window_start: string | Date }>(
    await db.execute(sql`
      insert into rate_limits (key, window_start, count)
      values (${`${rule.bucket}:${key}`}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start > ${endedAt}
                     then rate_limits.count + 1 else 1 end,
        window_start = case when rate_limits.window_start > ${endedAt}
                            then rate_limits.window_start else excluded.window_start end
      returning count, window_start`),
  );
  const count = Number(rows[0]?.count ?? 1);
  const windowStart = rows[0] ? new Date(rows[0].window_start) : now;
  // Old windows are dead weight: sweep them now and then instead of running a cron job.
  if (Math.random() < 0.01) await sweepRateLimits(db, now).catch(() => undefined);
  const resetAt = new Date(windowStart.getTime() + windowMs);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    resetAt,
  };
}

/** Deletes counters whose window opened more than a day ago (every rule's window is far shorter). */
export async function sweepRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
}

/**
 * True when the caller is within `rule`; else answers 429 `{ error: "rate-limited" }` with
 * Retry-After. A broken limiter lets the request through (availability over strictness).
 */
export async function enforceRateLimit(
  req: NextApiRequest,
  res: NextApiResponse,
  rule: RateLimitRule,
  /** What is counted: the client (./client-key.ts) unless the rule counts something else. */
  key: string = clientKey(req),
): Promise<boolean> {
  try {
    const result = await hitRateLimit(await getDb(), rule, key);
    if (result.allowed) return true;
    log.warn(RATE_LIMITED, { bucket: rule.bucket });
    res.setHeader('Retry-After', String(result.retryAfterSeconds));
    sendError(res, 429, RATE_LIMITED);
    return false;
  } catch (err) {
    log.error('rate-limit-error', { bucket: rule.bucket, message: describeError(err) });
    return true;
  }
}
