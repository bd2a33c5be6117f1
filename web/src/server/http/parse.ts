import type { NextApiRequest, NextApiResponse } from 'next';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { sendError } from './errors';
import { issueErrorId } from './issue-error-id';
import { INVALID_REQUEST } from '@/contracts/error-ids';

/**
 * Parses the query with `schema`; on failure answers 400 `{ error: errorId }` and returns null.
 * Repeated keys arrive as arrays; schemas decide whether they accept them.
 */
export function parseQuery<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  schema: S,
  errorId = INVALID_REQUEST,
): z.infer<S> | null {
  const result = schema.safeParse(req.query);
  if (result.success) return result.data;
  sendError(res, 400, errorId);
  return null;
}

/** Parses the JSON body with `schema`; on failure answers 400 and returns null. */
export function parseBody<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  schema: S,
  errorId = INVALID_REQUEST,
): z.infer<S> | null {
  let body: unknown = req.body;
  // Next parses JSON only for application/json; a text/plain JSON body arrives as a string.
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      sendError(res, 400, errorId);
      return null;
    }
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  sendError(res, 400, issueErrorId(result.error) ?? errorId);
  return null;
}

/** The request schema of a route that takes no input (any query passes, and is not read). */
export const noInput = z.object({});

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
