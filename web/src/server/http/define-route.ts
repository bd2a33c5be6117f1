/**
 * One way to write an API route (docs/architecture.md, "How to add a route"): the contract's
 * request schema parses the query (GET) or the JSON body (other methods) into a typed input,
 * the rate limit comes from the one table (./rate-limits.ts), and the handler returns a typed
 * answer instead of writing to `res`. apiHandler (./handler.ts) still maps thrown errors
 * (DomainError, ApiError, outages) to catalogue ids. Routes keep their own
 * `export const config = { api: { bodyParser: false } }` (Next reads it from the page module).
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { readJsonBody } from './body';
import { apiHandler, type ApiHandlerOptions } from './handler';
import { parseQuery } from './parse';
import { enforceRateLimit } from './rate-limit';
import { rateLimitRule, type RateLimitBucket } from './rate-limits';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteContract<S extends z.ZodType> = {
  /** The path under /api, for logs. */
  route: string;
  methods: readonly Method[];
  /** Parses the query of a GET, the JSON body of the others. */
  request: S;
  /** The catalogue id a request the schema refuses answers (400); default invalid-request. */
  invalidRequest?: string;
};

export type RouteOptions = ApiHandlerOptions & {
  /** The route's row in RATE_LIMITS; checked before the input is read. */
  rateLimit?: RateLimitBucket;
  /** Answers that carry personal data or one-off state are never cached. */
  noStore?: boolean;
};

export type RouteAnswer<R> = { status?: number; body: R; headers?: Record<string, string> };

export function defineRoute<S extends z.ZodType, R>(
  contract: RouteContract<S>,
  options: RouteOptions,
  handler: (
    input: z.infer<S>,
    http: { req: NextApiRequest; res: NextApiResponse },
  ) => Promise<RouteAnswer<R>>,
): NextApiHandler {
  const run = async (req: NextApiRequest, res: NextApiResponse) => {
    if (options.rateLimit && !(await enforceRateLimit(req, res, rateLimitRule(options.rateLimit))))
      return;
    const input =
      req.method === 'GET' || req.method === 'HEAD'
        ? parseQuery(req, res, contract.request, contract.invalidRequest)
        : await readJsonBody(req, res, contract.request, { errorId: contract.invalidRequest });
    if (input === null) return; // answered 400 (or 413) already
    const answer = await handler(input, { req, res });
    if (options.noStore) res.setHeader('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.status(answer.status ?? 200).json(answer.body);
  };
  return apiHandler(
    contract.route,
    Object.fromEntries(contract.methods.map((method) => [method, run])),
    options,
  );
}
