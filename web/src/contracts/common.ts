import {
  CROSS_SITE_REQUEST,
  INTERNAL_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_ALLOWED,
  RATE_LIMITED,
  SERVICE_UNAVAILABLE,
  UNSUPPORTED_MEDIA_TYPE,
} from './error-ids';

/** Error ids any API route may answer (server/http), besides its own contract's ids. */
export const COMMON_ERROR_IDS = [
  INVALID_REQUEST,
  METHOD_NOT_ALLOWED,
  RATE_LIMITED,
  UNSUPPORTED_MEDIA_TYPE,
  CROSS_SITE_REQUEST,
  SERVICE_UNAVAILABLE,
  INTERNAL_ERROR,
] as const;

/** Every error answer: `{ error: <catalogue id> }`. */
export type ErrorAnswer<Id extends string = string> = { error: Id };

/** A server value as its JSON answer carries it: each Date field an ISO string (a union member by member). */
export type IsoDates<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
