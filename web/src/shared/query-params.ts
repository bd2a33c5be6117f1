/**
 * Parsers of query values for the routes' query schemas (contracts/*): the contracts build
 * their `<route>QuerySchema` with them, and `parseQuery` (server/http/parse.ts) applies it.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';

/** A single query value: repeated keys (?a=1&a=2) are refused rather than guessed. */
export const queryString = z.string();

/**
 * A list from the query, given as `a,b`, as repeated keys (`?s=a&s=b`), or absent / empty
 * (the empty list). Items are trimmed, empties dropped.
 */
export const queryList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : [v ?? ''])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );

/** An ISO 8601 instant with an offset or Z (e.g. 2026-12-14T10:00:00+01:00), as a Date. */
export const queryInstant = z.string().transform((raw, ctx) => {
  // An unencoded "+01:00" in a query string arrives as " 01:00".
  const v = raw.replace(/ (\d{2}:?\d{2})$/, '+$1');
  const dt = DateTime.fromISO(v, { setZone: true });
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(v) || !dt.isValid) {
    ctx.addIssue({ code: 'custom', message: 'expected an ISO instant with offset' });
    return z.NEVER;
  }
  return dt.toJSDate();
});
