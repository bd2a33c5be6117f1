/**
 * POST /api/sms/inbound: Twilio's inbound-message webhook (STOP replies turn SMS reminders off).
 * The form body is read raw and checked against X-Twilio-Signature. Contract:
 * src/contracts/sms-inbound.ts; docs/sms.md.
 */
import type { PageConfig } from 'next';
import { PROVIDER_ERROR, WEBHOOK_SIGNATURE_INVALID } from '@/contracts/error-ids';
import { getDb } from '@/server/db/client';
import { ApiError, apiHandler, readSignedBody } from '@/server/http';
import { handleInboundSms } from '@/server/sms/inbound';

export const config: PageConfig = { api: { bodyParser: false } };

const MAX_BODY_BYTES = 64 * 1024;

// Not defineRoute: Twilio signs the form's parameters with the URL, read raw here.
export default apiHandler(
  'sms-inbound',
  {
    POST: async (req, res) => {
      const { body, signature } = await readSignedBody(req, MAX_BODY_BYTES, 'x-twilio-signature');
      const outcome = await handleInboundSms(body.toString('utf8'), signature, {
        db: await getDb(),
        now: new Date(),
      });
      if (outcome === 'not-configured') throw new ApiError(503, PROVIDER_ERROR);
      if (outcome === 'signature-invalid') throw new ApiError(403, WEBHOOK_SIGNATURE_INVALID);
      res
        .status(200)
        .setHeader('Content-Type', 'text/xml; charset=utf-8')
        .setHeader('Cache-Control', 'no-store')
        .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  },
  { signedWebhook: true },
); // signed by Twilio: exempt from the browser cross-site guard
