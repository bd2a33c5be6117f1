/** Error ids any API route may answer (server/http), besides its own contract's ids. */
export const COMMON_ERROR_IDS = [
  'invalid-request',
  'method-not-allowed',
  'rate-limited',
  'unsupported-media-type',
  'cross-site-request-refused',
  'service-unavailable',
  'internal-error',
] as const;
export type CommonErrorId = (typeof COMMON_ERROR_IDS)[number];

/** Every error answer: `{ error: <catalogue id> }`. */
export type ErrorAnswer<Id extends string = string> = { error: Id };
