/**
 * POST /api/log { level, event, fields } -> 204: client-side log entries (e.g. failed locale
 * loading, logging failures) into the server log, bounded, rate-limited and without
 * personal data.
 */
import type { PageConfig } from 'next';
import { defineRoute } from '@/server/http';
import { logRequestSchema } from '@/contracts/log';
import { writeClientLog } from '@/server/notify/client-log';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'log', methods: ['POST'], request: logRequestSchema },
  { rateLimit: 'client-log', bodyLimit: 8 * 1024 },
  async (entry) => {
    writeClientLog(entry);
    return { status: 204, end: true };
  },
);
