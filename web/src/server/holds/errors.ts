/** Catalogue ids (en/de messages in the seed's errorMessage documents) of the hold guard. */
/** 409: this email already has as many live holds as Settings allow (one by default). */
export const HOLD_LIMIT_EMAIL = 'hold-limit-email';
/** 429: this client (network address) already has as many live holds as Settings allow. */
export const HOLD_LIMIT_CLIENT = 'hold-limit-client';
/** 428: holds at this location come far faster than usual: solve the proof-of-work first. */
export const HOLD_CHALLENGE_REQUIRED = 'hold-challenge-required';
/** 403: the proof-of-work solution is wrong, expired or was used before. */
export const HOLD_CHALLENGE_INVALID = 'hold-challenge-invalid';
