/**
 * POST /api/log { level, event, fields } -> 204: client-side log entries (e.g. failed locale
 * loading, logging failures) into the server log, bounded, rate-limited and without
 * personal data.
 */
import type { PageConfig } from 'next';
import { apiHandler, enforceRateLimit, rateLimitRule, readJsonBody } from '@/server/http';
import { logRequestSchema } from '@/contracts/log';
import { writeClientLog } from '@/server/notify/client-log';

export const config: PageConfig = { api: { bodyParser: false } };

const BODY_LIMIT = 8 * 1024;

export default apiHandler('log', {
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, rateLimitRule('client-log')))) return;
    const entry = await readJsonBody(req, res, logRequestSchema, { limit: BODY_LIMIT });
    if (!entry) return;
    writeClientLog(entry);
    res.status(204).end();
  },
});
