import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { sendError } from './errors';
import { issueErrorId } from './issue-error-id';
import { INVALID_REQUEST } from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

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
  errorId: ErrorId = INVALID_REQUEST,
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
