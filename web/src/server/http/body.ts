/**
 * Reading request bodies ourselves, for routes that export
 * `config = { api: { bodyParser: false } }`: Next's own parser answers malformed JSON with a
 * plain-text 400, which would break the `{ "error": id }` contract. Also gives webhooks the
 * raw bytes their signature is computed over.
 */
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { ApiError, sendError } from './errors';
import { parseValue } from './parse';
import { INVALID_REQUEST, WEBHOOK_SIGNATURE_INVALID } from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export class BodyTooLargeError extends Error {}

/** The raw request body; rejects with BodyTooLargeError beyond `limit` bytes. */
export async function readRawBody(
  req: IncomingMessage,
  limit = DEFAULT_BODY_LIMIT,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new BodyTooLargeError('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * A signed webhook's raw body (the bytes its signature covers) and the first value of its
 * signature `header`. A body over `limit` is nothing a known sender signs: 413
 * webhook-signature-invalid.
 */
export async function readSignedBody(
  req: IncomingMessage,
  limit: number,
  header: string,
): Promise<{ body: Buffer; signature: string | undefined }> {
  let body: Buffer;
  try {
    body = await readRawBody(req, limit);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new ApiError(413, WEBHOOK_SIGNATURE_INVALID);
    throw err;
  }
  const value = req.headers[header];
  return { body, signature: Array.isArray(value) ? value[0] : value };
}

/**
 * Reads and parses a JSON body with `schema`. Answers 413 when too large, 400 `errorId` when
 * not JSON or not matching, and returns null then.
 */
export async function readJsonBody<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  schema: S,
  options: { errorId?: ErrorId; limit?: number } = {},
): Promise<z.infer<S> | null> {
  const errorId = options.errorId ?? INVALID_REQUEST;
  // One way to read a body: a route whose module lacks the config above had Next parse it
  // first, with Next's plain-text errors (docs/security.md "Hostile input").
  if (req.body !== undefined)
    throw new Error(`${req.url}: the route must export config { api: { bodyParser: false } }`);
  let raw: Buffer;
  try {
    raw = await readRawBody(req, options.limit);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      sendError(res, 413, errorId);
      return null;
    }
    throw err;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    sendError(res, 400, errorId);
    return null;
  }
  return parseValue(res, schema, json, errorId);
}
