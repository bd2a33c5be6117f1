/**
 * PostgreSQL error codes as both drivers report them. Drizzle wraps driver errors in a
 * DrizzleQueryError whose `cause` is the driver's error, so the chain is searched.
 */
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
/** PostgreSQL aborted one of two transactions waiting on each other; it may simply be retried. */
export const PG_DEADLOCK_DETECTED = '40P01';
/** A serialisation failure: like a deadlock, the transaction may simply be run again. */
export const PG_SERIALIZATION_FAILURE = '40001';

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

function findPgError(err: unknown): PgErrorLike | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** The SQLSTATE of a database error, or null when `err` is not one. */
export function pgErrorCode(err: unknown): string | null {
  return (findPgError(err)?.code as string | undefined) ?? null;
}

/** The violated constraint's name, when the driver reports it. */
export function pgConstraint(err: unknown): string | null {
  const c = findPgError(err)?.constraint;
  return typeof c === 'string' ? c : null;
}

/**
 * A log-safe description of a thrown error. Drizzle puts the failed query's parameters in
 * the message (names, emails...), so database errors are reduced to SQLSTATE + constraint.
 */
export function describeError(err: unknown): string {
  const code = pgErrorCode(err);
  if (code) return `database error ${code}${pgConstraint(err) ? ` on ${pgConstraint(err)}` : ''}`;
  const message = err instanceof Error ? err.message : String(err);
  if (message.startsWith('Failed query')) return 'database query failed';
  return message.split('\n')[0].slice(0, 200);
}

/** Contention the database resolved by aborting the transaction (deadlock, serialisation). */
export function isContention(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === PG_DEADLOCK_DETECTED || code === PG_SERIALIZATION_FAILURE;
}

/** Network errors of a database connection (node-postgres surfaces them as plain Errors). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * True when `err` says the database cannot be reached right now (connection refused or lost,
 * server shutting down or not accepting connections), as opposed to a failing query: answered
 * with 503 and Retry-After, and gone by itself once the database is back (the pool reconnects).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string') {
      if (NETWORK_ERROR_CODES.has(e.code)) return true;
      // SQLSTATE class 08 connection exception; 57P01-03 shutdown / cannot connect now; 53300 too many connections
      if (/^08...$/.test(e.code) || /^57P0[123]$/.test(e.code) || e.code === '53300') return true;
    }
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
    // AggregateError (node's connect to several addresses)
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = e.cause;
  }
  return false;
}
