/**
 * POST /api/payment/webhook: the provider's (Stripe's) signed events. Provider-facing: the body
 * stays raw (the signature covers its exact bytes) and is parsed by the provider's SDK, so
 * there is no request schema here; the answer and its error ids are the contract.
 */
import { PROVIDER_ERROR, WEBHOOK_SIGNATURE_INVALID } from './error-ids';

/** duplicate: the event id was handled before (answered 200 so the provider stops retrying). */
export type WebhookResponse = { received: true; duplicate: boolean };

export const WEBHOOK_ERROR_IDS = [
  WEBHOOK_SIGNATURE_INVALID, // 400 bad or missing signature, 413 body too large
  PROVIDER_ERROR, // 502 the provider could not be asked about the event
] as const;
