/**
 * POST /api/idle-contact { email } or { phoneNumber }: the idle dialog's call-back request,
 * forwarded as JSON to the automation webhook (IDLE_WEBHOOK_URL) when siteSettings has it
 * switched on. A failing webhook is only logged: the visitor is never shown an error for it.
 */
import type { PageConfig } from 'next';
import { getSiteSettings } from '@/server/content';
import { defineRoute } from '@/server/http';
import { errorMessage, log } from '@/server/log';
import { postWebhook } from '@/server/notify/webhook';
import {
  idleContactRequestSchema,
  type IdleContactRequest,
  type IdleContactResponse,
} from '@/contracts/idle-contact';

export const config: PageConfig = { api: { bodyParser: false } };

async function forward(url: string, body: IdleContactRequest): Promise<boolean> {
  try {
    await postWebhook('idle', url, body);
    return true;
  } catch (err) {
    log.error('idle-webhook-failed', { reason: errorMessage(err) });
    return false;
  }
}

export default defineRoute(
  { route: 'idle-contact', methods: ['POST'], request: idleContactRequestSchema },
  { rateLimit: 'idle-contact', bodyLimit: 2048 },
  async (body): Promise<{ status: number; body: IdleContactResponse }> => {
    const url = process.env.IDLE_WEBHOOK_URL;
    const enabled = (await getSiteSettings({ fresh: true })).idleWebhookEnabled;
    const kind = 'email' in body ? 'email' : 'phone';
    const forwarded = Boolean(url && enabled) && (await forward(url!, body));
    log.info('idle-contact', { kind, forwarded });
    return { status: 202, body: { ok: true } };
  },
);
