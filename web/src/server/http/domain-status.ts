/**
 * The one table from domain error codes (server/domain-error.ts) to HTTP status, used by
 * apiHandler: domain modules never pick a status themselves.
 */
import type { DomainErrorCode } from '@/server/domain-error';

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  'selection-invalid': 400,
  'below-minimum-age': 400,
  'cancellation-terms-not-accepted': 400,
  'screening-precheck-stop': 422,
  'discount-code-refused': 400,
  'payment-reference-missing': 400,
  'not-a-partner-booking': 400,
  'manage-link-invalid': 401,
  'partner-not-invited': 403,
  'challenge-invalid': 403,
  'booker-not-proven': 404,
  'reservation-not-found': 404,
  'payment-not-found': 404,
  'slot-taken': 409,
  'partner-already-booked': 409,
  'already-confirmed': 409,
  'not-payable': 409,
  'payment-not-completed': 409,
  'payment-processing': 409,
  'discount-code-used-up': 409,
  'confirmation-failed': 409,
  'change-refused': 409,
  'hold-limit-email': 409,
  'waitlist-link-invalid': 401,
  'waitlist-limit-reached': 409,
  'waitlist-closed': 409,
  'challenge-required': 428,
  'hold-limit-client': 429,
  unexpected: 500,
  'provider-unavailable': 502,
};
