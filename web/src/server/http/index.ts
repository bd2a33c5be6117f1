export {
  ApiError,
  INTERNAL_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_ALLOWED,
  RATE_LIMITED,
  sendError,
} from './errors';
export { allowMethods } from './method';
export { parseBody, parseQuery, queryInstant, queryList, queryString } from './parse';
export { clientKey } from './client-key';
export { enforceRateLimit, hitRateLimit, sweepRateLimits, type RateLimitRule } from './rate-limit';
export { apiHandler } from './handler';
export { BodyTooLargeError, DEFAULT_BODY_LIMIT, readJsonBody, readRawBody } from './body';
