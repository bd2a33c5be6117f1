/**
 * One way to write an API route (docs/architecture.md, "How to add a route"): the contract's
 * request schema parses the query (GET) or the JSON body (other methods) into a typed input,
 * the rate limit comes from the one table (./rate-limits.ts), and the handler returns a typed
 * answer instead of writing to `res`. apiHandler (./handler.ts) still maps thrown errors
 * (DomainError, ApiError, outages) to catalogue ids. Routes keep their own
 * `export const config = { api: { bodyParser: false } }` (Next reads it from the page module).
 * Who may call is the `auth` option (staffRoute: the session and the role), or `authorize` when
 * the proof is in the input (a reservation's email or payment token, a link's token);
 * `routeMethod` is the same steps for one method of a route whose methods read different inputs.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { readJsonBody, readRawBody } from './body';
import { apiHandler, type ApiHandlerOptions, type Method, type MethodHandler } from './handler';
import { parseQuery } from './parse';
import { enforceRateLimit } from './rate-limit';
import { rateLimitRule, type RateLimitBucket } from './rate-limits';
import type { ErrorId } from '@/contracts/error-id';

/** How a route reads its input. */
export type RouteRequest<S extends z.ZodType> = {
  /** Parses the query of a GET, the JSON body of the others. */
  request: S;
  /** The catalogue id a request the schema refuses answers (400); default invalid-request. */
  invalidRequest?: ErrorId;
  /**
   * A POST whose input may come in the query instead (the RFC 8058 one-click form, sent by a
   * mail provider): when `when(req)` holds, the query is parsed with `schema` and the body
   * (`List-Unsubscribe=One-Click`) is read and dropped.
   */
  queryInstead?: { schema: z.ZodType<z.infer<S>>; when: (req: NextApiRequest) => boolean };
};

export type RouteContract<S extends z.ZodType> = RouteRequest<S> & {
  /** The path under /api, for logs. */
  route: string;
  methods: readonly Method[];
};

export type RouteOptions<I = unknown> = ApiHandlerOptions & {
  /**
   * The route's row in RATE_LIMITS, checked before the input is read; or the row for this
   * input (none: not limited), checked once the input is parsed.
   */
  rateLimit?: RateLimitBucket | ((input: I) => RateLimitBucket | undefined);
  /** Answers that carry personal data or one-off state are never cached. */
  noStore?: boolean;
  /** The largest JSON body read (bytes; default DEFAULT_BODY_LIMIT); a larger one answers 413. */
  bodyLimit?: number;
  /**
   * Runs first on every request: headers every answer carries (CORS, no-store), or a refusal
   * that comes before anything is read (throw ApiError). What it returns is not used.
   */
  before?: (req: NextApiRequest, res: NextApiResponse) => unknown;
};

/**
 * Who may call: checked after `before` and the table's rate limit, before the input is read.
 * Answers the caller (the handler's `http.caller`), or null when it has refused the request
 * (answered already: 401, 403).
 */
export type RouteAuth<A> = (req: NextApiRequest, res: NextApiResponse) => Promise<A | null>;

/**
 * Who may call, by what the input proves: runs once the input is parsed and its rate limit
 * checked. Answers the caller (the handler's `http.caller`); refuses by throwing DomainError or
 * ApiError (their catalogue id), as a handler does.
 */
export type RouteAuthorize<I, A> = (input: I, req: NextApiRequest) => Promise<A>;

/** RouteOptions with who may call: `auth` (before the input is read) or `authorize` (after). */
export type AuthRouteOptions<I, A> = RouteOptions<I> &
  ({ auth?: RouteAuth<A>; authorize?: never } | { authorize: RouteAuthorize<I, A>; auth?: never });

type AnswerHead = { status?: number; headers?: Record<string, string> };

export type RouteAnswer<R> = AnswerHead &
  (
    | { body: R }
    /** Sent as it is: a PDF, a CSV, a page, or JSON text that is assembled already. */
    | { send: string | Buffer; contentType: string }
    | { redirect: string; status: 303 | 307 }
    /** No body (204). */
    | { end: true }
    /** The handler has answered itself (an event stream). */
    | { streamed: true }
  );

export type RouteHandler<S extends z.ZodType, R, A = undefined> = (
  input: z.infer<S>,
  http: { req: NextApiRequest; res: NextApiResponse; caller: A },
) => Promise<RouteAnswer<R>>;

/**
 * The request's input parsed with the route's schema: the query of a GET (or HEAD), else the
 * JSON body. Null when refused: 400 (the contract's id), or 413 for a body over `bodyLimit`,
 * is answered already.
 */
export async function readInput<S extends z.ZodType>(
  req: NextApiRequest,
  res: NextApiResponse,
  contract: RouteRequest<S>,
  bodyLimit?: number,
): Promise<z.infer<S> | null> {
  const errorId = contract.invalidRequest;
  if (req.method === 'GET' || req.method === 'HEAD')
    return parseQuery(req, res, contract.request, errorId);
  if (contract.queryInstead?.when(req)) {
    const query = parseQuery(req, res, contract.queryInstead.schema, errorId);
    // Read so the connection is clean; what it says is not the input.
    if (query !== null) await readRawBody(req, 1024).catch(() => undefined);
    return query;
  }
  return readJsonBody(req, res, contract.request, { errorId, limit: bodyLimit });
}

/** Writes the handler's answer; `noStore` adds Cache-Control: no-store. */
export function sendAnswer<R>(res: NextApiResponse, answer: RouteAnswer<R>, noStore = false): void {
  if ('streamed' in answer) return;
  if (noStore) res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  if ('redirect' in answer) {
    res.redirect(answer.status, answer.redirect);
    return;
  }
  res.status(answer.status ?? 200);
  if ('body' in answer) res.json(answer.body);
  else if ('send' in answer) {
    res.setHeader('Content-Type', answer.contentType);
    res.send(answer.send);
  } else res.end();
}

/** For `before`: every answer is never cached, refusals (400, 401, ...) included. */
export function noStoreAlways(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store');
}

/** A file to download: sent as it is, named in Content-Disposition. */
export function attachment(
  filename: string,
  content: string | Buffer,
  contentType: string,
): RouteAnswer<never> {
  const headers = { 'Content-Disposition': `attachment; filename="${filename}"` };
  return { send: content, contentType, headers };
}

/** The same step for each of `methods` (apiHandler's table). */
export function forMethods(
  methods: readonly Method[],
  run: MethodHandler,
): Partial<Record<Method, MethodHandler>> {
  return Object.fromEntries(methods.map((method) => [method, run]));
}

/**
 * One method's steps: `before`, the rate limit of the table, `auth`, the input, the input's
 * rate limit, `authorize`, the handler, the answer. defineRoute runs it for each of the
 * contract's methods; a route whose methods read different inputs gives apiHandler one per
 * method.
 */
export function routeMethod<S extends z.ZodType, R, A = undefined>(
  request: RouteRequest<S>,
  options: AuthRouteOptions<z.infer<S>, A>,
  handler: RouteHandler<S, R, A>,
): MethodHandler {
  const { rateLimit, auth, authorize } = options;
  const limited = async (req: NextApiRequest, res: NextApiResponse, bucket?: RateLimitBucket) =>
    bucket !== undefined && !(await enforceRateLimit(req, res, rateLimitRule(bucket)));
  return async (req, res) => {
    await options.before?.(req, res);
    if (typeof rateLimit === 'string' && (await limited(req, res, rateLimit))) return;
    const authed = auth ? await auth(req, res) : (undefined as A);
    if (authed === null) return; // refused (401, 403) already
    const input = await readInput(req, res, request, options.bodyLimit);
    if (input === null) return; // answered 400 (or 413) already
    if (typeof rateLimit === 'function' && (await limited(req, res, rateLimit(input)))) return;
    const caller = authorize ? await authorize(input, req) : authed;
    sendAnswer(res, await handler(input, { req, res, caller }), options.noStore);
  };
}

export function defineRoute<S extends z.ZodType, R, A = undefined>(
  contract: RouteContract<S>,
  options: AuthRouteOptions<z.infer<S>, A>,
  handler: RouteHandler<S, R, A>,
): NextApiHandler {
  const run = routeMethod(contract, options, handler);
  return apiHandler(contract.route, forMethods(contract.methods, run), options);
}
