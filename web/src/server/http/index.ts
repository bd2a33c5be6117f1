export { ApiError, sendError } from './errors';
export { allowMethods } from './method';
export { holdsUnstorableText, noInput, parseQuery } from './parse';
export { clientKey, trustedProxyHops } from './client-key';
export { crossSiteRefusal, isJsonContentType } from './same-origin';
export { enforceRateLimit, hitRateLimit, sweepRateLimits, type RateLimitRule } from './rate-limit';
export {
  apiHandler,
  RETRY_AFTER_SECONDS,
  type ApiHandlerOptions,
  type Method,
  type MethodHandler,
} from './handler';
export {
  attachment,
  defineRoute,
  forMethods,
  noStoreAlways,
  readInput,
  routeMethod,
  sendAnswer,
  type AuthRouteOptions,
  type RouteAnswer,
  type RouteAuth,
  type RouteAuthorize,
  type RouteContract,
  type RouteHandler,
  type RouteOptions,
  type RouteRequest,
} from './define-route';
export { RATE_LIMITS, rateLimitRule, type RateLimitBucket } from './rate-limits';
export {
  BodyTooLargeError,
  DEFAULT_BODY_LIMIT,
  readJsonBody,
  readRawBody,
  readSignedBody,
} from './body';
