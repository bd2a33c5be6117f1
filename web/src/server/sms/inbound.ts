/**
 * An inbound SMS from Twilio (docs/sms.md "Opting out"): checked against X-Twilio-Signature
 * with the auth token and the URL Twilio was given (TWILIO_WEBHOOK_URL, default
 * <SITE_URL>/api/sms/inbound); a STOP reply (Twilio's opt-out keywords, or OptOutType=STOP)
 * turns off the SMS reminders of every booking still ahead with that sender's number. Nothing
 * else is done with a message, and neither the number nor the text is logged.
 */
import { STOP_WORDS } from '@/contracts/sms-inbound';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { siteUrl } from '@/server/notify/emails';
import { stopByPhone } from './opt-out';
import { twilioConfigFrom } from './twilio';
import { twilioSignatureValid } from './twilio-signature';

export type InboundOutcome = 'not-configured' | 'signature-invalid' | 'stopped' | 'ignored';

export function inboundWebhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TWILIO_WEBHOOK_URL?.trim() || `${siteUrl(env)}/api/sms/inbound`;
}

export const isStop = (params: Record<string, string>) =>
  params.OptOutType?.toUpperCase() === 'STOP' ||
  (STOP_WORDS as readonly string[]).includes((params.Body ?? '').trim().toUpperCase());

export async function handleInboundSms(
  rawBody: string,
  signature: string | undefined,
  deps: { db: Db; now: Date; env?: NodeJS.ProcessEnv },
): Promise<InboundOutcome> {
  const env = deps.env ?? process.env;
  const config = twilioConfigFrom(env);
  if (!config) return 'not-configured';
  const params = Object.fromEntries(new URLSearchParams(rawBody));
  if (!twilioSignatureValid(config.authToken, inboundWebhookUrl(env), params, signature)) {
    log.warn('sms-inbound-signature-invalid', {});
    return 'signature-invalid';
  }
  if (!isStop(params) || !params.From) {
    log.info('sms-inbound-ignored', {});
    return 'ignored';
  }
  const bookings = await stopByPhone(deps.db, params.From, deps.now);
  log.info('sms-stop', { bookings });
  return 'stopped';
}
