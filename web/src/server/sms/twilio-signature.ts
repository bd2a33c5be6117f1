/**
 * Twilio's request signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security):
 * X-Twilio-Signature = base64(HMAC-SHA1(auth token, the full URL Twilio requested + each POST
 * parameter's name and value, sorted by name)). Compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
