/**
 * Wraps an API route: answers 405 for other methods, refuses cross-site and non-JSON
 * state-changing requests (./same-origin.ts), maps a thrown ApiError to its status and id, a
 * thrown DomainError to its id and the status of its code (./domain-status.ts, the one table), a
 * database outage (or contention no route handled, 40P01/40001) to 503 `service-unavailable`
 * with Retry-After, and anything else to 500
 * `internal-error` (logged without stack or personal data).
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { describeError, isContention, isDatabaseUnavailable } from '@/server/db/errors';
import { log } from '@/server/log';
import { DomainError } from '@/server/domain-error';
import { DOMAIN_ERROR_STATUS } from './domain-status';
import { ApiError, sendError } from './errors';
import { allowMethods } from './method';
import { crossSiteRefusal } from './same-origin';
import { INTERNAL_ERROR, SERVICE_UNAVAILABLE } from '@/contracts/error-ids';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type MethodHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<void> | void;

export type ApiHandlerOptions = {
  /**
   * A provider's webhook (e.g. Stripe): called by the provider's servers with its own content
   * type and authenticated by its signature, so the browser cross-site guard does not apply.
   */
  signedWebhook?: boolean;
};

/** Seconds a client is asked to wait before retrying while the database is down. */
export const RETRY_AFTER_SECONDS = 5;

export function apiHandler(
  route: string,
  handlers: Partial<Record<Method, MethodHandler>>,
  options: ApiHandlerOptions = {},
): NextApiHandler {
  const methods = Object.keys(handlers) as Method[];
  return async (req, res) => {
    if (!allowMethods(req, res, methods)) return;
    if (!options.signedWebhook) {
      const refusal = crossSiteRefusal(req);
      if (refusal) {
        log.warn('request-refused', { route, reason: refusal.id });
        sendError(res, refusal.status, refusal.id);
        return;
      }
    }
    const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
    try {
      await handlers[method]!(req, res);
    } catch (err) {
      if (res.headersSent) {
        log.error('api-error-after-response', { route, message: describeError(err) });
        return;
      }
      if (err instanceof ApiError) {
        sendError(res, err.status, err.id);
        return;
      }
      if (err instanceof DomainError) {
        sendError(res, DOMAIN_ERROR_STATUS[err.code], err.id);
        return;
      }
      if (isDatabaseUnavailable(err)) {
        log.error('database-unavailable', { route, message: describeError(err) });
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        sendError(res, 503, SERVICE_UNAVAILABLE);
        return;
      }
      // Contention no route handled itself (creates and moves answer 409): retry soon, not a 500.
      if (isContention(err)) {
        log.warn('database-contention', { route, message: describeError(err) });
        res.setHeader('Retry-After', '1');
        sendError(res, 503, SERVICE_UNAVAILABLE);
        return;
      }
      log.error('api-error', { route, message: describeError(err) });
      sendError(res, 500, INTERNAL_ERROR);
    }
  };
}
