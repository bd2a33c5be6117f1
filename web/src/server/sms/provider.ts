/**
 * Where an SMS goes (docs/sms.md "Providers"): one interface, two adapters. Twilio's Messages
 * API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or
 * TWILIO_MESSAGING_SERVICE_SID) are set; otherwise a folder of `.txt` messages beside the
 * email outbox (SMS_OUTBOX_DIR, default <OUTBOX_DIR>/sms), so a fresh clone sees what would
 * have been sent. A provider throws on failure; the job queue retries.
 */
import { outboxSms } from './outbox';
import { twilioConfigFrom, twilioSms } from './twilio';

export type OutgoingSms = {
  /** E.164, e.g. +41791234567. Personal data: never logged. */
  to: string;
  body: string;
  /** The job's id: the same on every try (the outbox names its file after it). */
  key: string;
  /** The booking's reference: the outbox writes it in its copy (found again by the privacy export). */
  reference?: string;
};

export interface SmsProvider {
  readonly name: 'twilio' | 'outbox';
  /** Sends one SMS; the provider's message id (null when it has none). Throws on failure. */
  send(sms: OutgoingSms): Promise<{ id: string | null }>;
  /** Whether the provider hands "STOP" replies to the inbound webhook (docs/sms.md "Opting out"). */
  readonly repliesStop: boolean;
}

let override: SmsProvider | null = null;

export function getSmsProvider(env: NodeJS.ProcessEnv = process.env): SmsProvider {
  if (override) return override;
  const twilio = twilioConfigFrom(env);
  return twilio ? twilioSms(twilio) : outboxSms();
}

/** For tests: capture or break SMS delivery. */
export function setSmsProvider(next: SmsProvider | null): void {
  override = next;
}
