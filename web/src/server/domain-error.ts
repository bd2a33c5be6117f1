/**
 * Failures of the booking domain (reservations, holds, pricing, payments, lifecycle), named by
 * what went wrong, never by HTTP. Each carries the catalogue id (SPEC 8) the visitor reads. The
 * API layer answers them through one table (server/http/domain-status.ts): code -> status.
 * Route code (pages/api, server/http) keeps ApiError for what is HTTP's own business.
 */
import type { ErrorId } from '@/contracts/error-id';
export const DOMAIN_ERROR_CODES = [
  /** The request names things that do not fit together (check-up, location, slot, partner rules). */
  'selection-invalid',
  'below-minimum-age',
  /** A slot inside the free-cancellation window was reserved without accepting its terms. */
  'cancellation-terms-not-accepted',
  /** The safety pre-check answered "yes" where the clinic must speak with the person first. */
  'screening-precheck-stop',
  /** The discount code cannot be used for this booking. */
  'discount-code-refused',
  /** The discount code ran out while the booking was being paid. */
  'discount-code-used-up',
  /** No room is free for the slot any more. */
  'slot-taken',
  /** The partner booking already has the partner's own reservation. */
  'partner-already-booked',
  'already-confirmed',
  /** The reservation can no longer be paid (lapsed, cancelled, refunded, nothing due). */
  'not-payable',
  /** The payment did not complete (declined, canceled, attempts used up). */
  'payment-not-completed',
  'payment-processing',
  'payment-not-found',
  /** The provider's redirect came back without a payment reference. */
  'payment-reference-missing',
  /** The payment provider could not be asked. */
  'provider-unavailable',
  /** Unknown id, wrong email or token: one answer, no oracle. */
  'booker-not-proven',
  'reservation-not-found',
  'not-a-partner-booking',
  /** Someone else than the invited partner. */
  'partner-not-invited',
  /** A manage link that is forged, expired, for another purpose, or names no person any more. */
  'manage-link-invalid',
  /** The booking policy refuses the change (too late, already changed, cancelled...). */
  'change-refused',
  /** A booking with nothing due could not be confirmed at once. */
  'confirmation-failed',
  /** Hold guard (server/holds). */
  'hold-limit-email',
  'hold-limit-client',
  'challenge-required',
  'challenge-invalid',
  /** Waitlist (docs/waitlist.md): a forged, expired or foreign link; 3 live entries per email; an entry or offer that ended. */
  'waitlist-link-invalid',
  'waitlist-limit-reached',
  'waitlist-closed',
  /** Something no rule explains (the row just written is gone...). */
  'unexpected',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** The catalogue id the visitor's message is looked up by. */
    readonly id: ErrorId,
  ) {
    super(`${code}: ${id}`);
    this.name = 'DomainError';
  }
}
