import type { NextApiResponse } from 'next';
import type { ErrorId } from '@/contracts/error-id';

/**
 * An answer sent before the request's body was read to its end (413, a refusal before reading)
 * closes the connection: Node would otherwise keep it and reset it under the client's next
 * request (docs/operations.md).
 */
export function closeIfBodyUnread(res: NextApiResponse): void {
  const req = (res as { req?: { complete?: boolean } }).req;
  if (req && !req.complete && !res.headersSent) res.setHeader('Connection', 'close');
}

/** Answers `{ "error": "<catalogue id>" }` with the given status. */
export function sendError(res: NextApiResponse, status: number, id: ErrorId): void {
  closeIfBodyUnread(res);
  res.status(status).json({ error: id });
}

/** A failure a server module can throw to answer with a catalogue id and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: ErrorId,
  ) {
    super(id);
    this.name = 'ApiError';
  }
}
