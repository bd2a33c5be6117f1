import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { sendError } from './errors';
import { issueErrorId } from './issue-error-id';
import { INVALID_REQUEST } from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

/**
 * Text no one types and PostgreSQL cannot store: a NUL byte, or half of a surrogate pair (not
 * Unicode). Either would end as a 500 or a mangled record, so any input holding one in a string
 * or a key is refused with 400 before its schema runs (docs/security.md "Hostile input").
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string or key in `value` holds unstorable text (walked without recursion). */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) for (const inner of item) pending.push(inner);
    else if (item !== null && typeof item === 'object')
      for (const [key, inner] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(inner);
      }
  }
  return false;
}

/**
 * Parses the query with `schema`; on failure answers 400 `{ error: errorId }` and returns null.
 * Repeated keys arrive as arrays; schemas decide whether they accept them.
 */
export function parseQuery<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  schema: S,
  errorId: ErrorId = INVALID_REQUEST,
): z.infer<S> | null {
  return parseValue(res, schema, req.query, errorId);
}

/** `value` parsed with `schema`; on failure answers 400 (the issue's id, else `errorId`). */
export function parseValue<S extends z.ZodType>(
  res: NextApiResponse,
  schema: S,
  value: unknown,
  errorId: ErrorId,
): z.infer<S> | null {
  const result = holdsUnstorableText(value) ? null : schema.safeParse(value);
  if (result?.success) return result.data;
  sendError(res, 400, (result && issueErrorId(result.error)) ?? errorId);
  return null;
}

/** The request schema of a route that takes no input (any query passes, and is not read). */
export const noInput = z.object({});
