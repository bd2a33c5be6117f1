/**
 * POST /api/idle-contact { email } or { phoneNumber }: the idle dialog's call-back request,
 * forwarded as JSON to the automation webhook (IDLE_WEBHOOK_URL) when siteSettings has it
 * switched on. A failing webhook is only logged: the visitor is never shown an error for it.
 */
import type { PageConfig } from 'next';
import { getSiteSettings } from '@/server/content';
import { apiHandler, enforceRateLimit, rateLimitRule, readJsonBody } from '@/server/http';
import { errorMessage, log } from '@/server/log';
import {
  idleContactRequestSchema,
  type IdleContactRequest,
  type IdleContactResponse,
} from '@/contracts/idle-contact';

export const config: PageConfig = { api: { bodyParser: false } };

async function forward(url: string, body: IdleContactRequest): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`idle webhook answered ${response.status}`);
    return true;
  } catch (err) {
    log.error('idle-webhook-failed', { reason: errorMessage(err) });
    return false;
  }
}

export default apiHandler('idle-contact', {
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, rateLimitRule('idle-contact')))) return;
    const body = await readJsonBody(req, res, idleContactRequestSchema, { limit: 2048 });
    if (!body) return;
    const url = process.env.IDLE_WEBHOOK_URL;
    const enabled = (await getSiteSettings({ fresh: true })).idleWebhookEnabled;
    const kind = 'email' in body ? 'email' : 'phone';
    const forwarded = Boolean(url && enabled) && (await forward(url!, body));
    log.info('idle-contact', { kind, forwarded });
    res.status(202).json({ ok: true } satisfies IdleContactResponse);
  },
});
