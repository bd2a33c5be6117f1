import type { NextApiRequest, NextApiResponse } from 'next';
import { sendError } from './errors';
import { METHOD_NOT_ALLOWED } from '@/contracts/error-ids';

/**
 * True when the request uses one of `methods`; else answers 405 with an Allow header.
 * HEAD is allowed wherever GET is (HTTP semantics).
 */
export function allowMethods(
  req: NextApiRequest,
  res: NextApiResponse,
  methods: readonly string[],
): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  const allowed =
    methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;
  if (allowed.includes(method)) return true;
  res.setHeader('Allow', allowed.join(', '));
  sendError(res, 405, METHOD_NOT_ALLOWED);
  return false;
}
