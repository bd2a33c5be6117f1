/**
 * POST /api/sms/inbound: Twilio's inbound-message webhook (docs/sms.md "Opting out").
 * Provider-facing: a form-encoded body signed with X-Twilio-Signature, so there is no request
 * schema here; the answer is empty TwiML (`<Response/>`, Twilio confirms a STOP itself).
 */
import { PROVIDER_ERROR, WEBHOOK_SIGNATURE_INVALID } from './error-ids';

export const SMS_INBOUND_ERROR_IDS = [
  WEBHOOK_SIGNATURE_INVALID, // 403 bad or missing signature, 413 body too large
  PROVIDER_ERROR, // 503 no Twilio account configured
] as const;

/** Replies that turn SMS off (Twilio's opt-out keywords, and German "STOPP"). */
export const STOP_WORDS = [
  'STOP',
  'STOPALL',
  'STOPP',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
] as const;
