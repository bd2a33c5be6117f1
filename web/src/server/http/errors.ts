import type { NextApiResponse } from 'next';

/** Error ids without a SPEC catalogue entry, used for generic HTTP failures. */
export const INVALID_REQUEST = 'invalid-request';
export const METHOD_NOT_ALLOWED = 'method-not-allowed';
export const RATE_LIMITED = 'rate-limited';
export const INTERNAL_ERROR = 'internal-error';

/** Answers `{ "error": "<catalogue id>" }` with the given status. */
export function sendError(res: NextApiResponse, status: number, id: string): void {
  res.status(status).json({ error: id });
}

/** A failure a server module can throw to answer with a catalogue id and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
  ) {
    super(id);
    this.name = 'ApiError';
  }
}
