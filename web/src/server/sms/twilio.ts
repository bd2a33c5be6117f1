/**
 * Twilio's Messages API over fetch (no SDK): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From (or
 * MessagingServiceSid) and Body, HTTP Basic auth with the account SID and auth token
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource).
 * TWILIO_API_BASE points it elsewhere (the tests' stand-in server). Inbound messages (STOP)
 * come to /api/sms/inbound, checked with ./twilio-signature.ts.
 */
import type { SmsProvider } from './provider';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** A sender number (E.164) or alphanumeric sender id. */
  from?: string;
  messagingServiceSid?: string;
  apiBase: string;
};

export function twilioConfigFrom(env: NodeJS.ProcessEnv): TwilioConfig | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM?.trim() || undefined;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined;
  if (!accountSid || !authToken || !(from || messagingServiceSid)) return null;
  return {
    accountSid,
    authToken,
    from,
    messagingServiceSid,
    apiBase: (env.TWILIO_API_BASE?.trim() || 'https://api.twilio.com').replace(/\/$/, ''),
  };
}

/** Twilio's error answer: `{ code, message, status }`; the message may quote the number. */
type TwilioError = { code?: number; message?: string; status?: number };

export function twilioSms(config: TwilioConfig): SmsProvider {
  return {
    name: 'twilio',
    // Twilio answers STOP itself and forwards the reply to the number's webhook.
    repliesStop: true,
    async send(sms) {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else form.set('From', config.from!);
      const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
      const response = await fetch(
        `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            Authorization: `Basic ${auth}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(30_000),
        },
      );
      const answer = (await response.json().catch(() => ({}))) as TwilioError & { sid?: string };
      if (!response.ok) {
        // The caller masks numbers (jobs/delivery-error.ts) before anything is stored or logged.
        throw new Error(
          `twilio status ${response.status}, code ${answer.code ?? 'none'}: ${answer.message ?? ''}`,
        );
      }
      return { id: answer.sid ?? null };
    },
  };
}
