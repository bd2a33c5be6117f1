import type { NextApiResponse } from 'next';

/** Error ids without a SPEC catalogue entry, used for generic HTTP failures. */
export const INVALID_REQUEST = 'invalid-request';
export const METHOD_NOT_ALLOWED = 'method-not-allowed';
export const RATE_LIMITED = 'rate-limited';
export const INTERNAL_ERROR = 'internal-error';

/**
 * An answer sent before the request's body was read to its end (413, a refusal before reading)
 * closes the connection: Node would otherwise keep it and reset it under the client's next
 * request (issue 34.5).
 */
export function closeIfBodyUnread(res: NextApiResponse): void {
  const req = (res as { req?: { complete?: boolean } }).req;
  if (req && !req.complete && !res.headersSent) res.setHeader('Connection', 'close');
}

/** Answers `{ "error": "<catalogue id>" }` with the given status. */
export function sendError(res: NextApiResponse, status: number, id: string): void {
  closeIfBodyUnread(res);
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

/** 415: a state-changing request whose body is not `application/json`. */
export const UNSUPPORTED_MEDIA_TYPE = 'unsupported-media-type';
/** 403: a state-changing request sent by another site's page (foreign Origin, Sec-Fetch-Site). */
export const CROSS_SITE_REQUEST = 'cross-site-request-refused';
/** 503: a dependency (the database) is down; the answer carries Retry-After. */
export const SERVICE_UNAVAILABLE = 'service-unavailable';
