import type { IncomingMessage } from 'node:http';

/**
 * Who is calling, for rate limits: the first hop of X-Forwarded-For (the client as the
 * trusted proxy saw it), else the socket address. Never logged (it is personal data).
 */
export function clientKey(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  const first = header?.split(',')[0]?.trim();
  if (first) return first;
  return req.socket?.remoteAddress ?? 'unknown';
}
