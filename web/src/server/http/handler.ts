/**
 * Wraps an API route: answers 405 for other methods, maps a thrown ApiError to its status and
 * id, and anything else to 500 `internal-error` (logged without stack or personal data).
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { describeError } from '@/server/db/errors';
import { log } from '@/server/log';
import { ApiError, INTERNAL_ERROR, sendError } from './errors';
import { allowMethods } from './method';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type MethodHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<void> | void;

export function apiHandler(
  route: string,
  handlers: Partial<Record<Method, MethodHandler>>,
): NextApiHandler {
  const methods = Object.keys(handlers) as Method[];
  return async (req, res) => {
    if (!allowMethods(req, res, methods)) return;
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
      log.error('api-error', { route, message: describeError(err) });
      sendError(res, 500, INTERNAL_ERROR);
    }
  };
}
