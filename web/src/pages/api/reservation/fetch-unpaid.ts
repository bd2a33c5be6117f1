/**
 * POST /api/reservation/fetch-unpaid { id, email } or { id, token } -> { reservation }: a
 * pending, unexpired reservation for the payment page (the site's own client uses POST, so the
 * email stays out of URLs and access logs; GET ?id=&email= stays for compatibility). `token`
 * is the signed payment token of the payment email. Unknown id, wrong email and wrong token
 * answer alike: 404 unpaid-email-does-not-match.
 */
import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import {
  apiHandler,
  enforceRateLimit,
  rateLimitRule,
  readJsonBody,
  sendError,
} from '@/server/http';
import { fetchUnpaidReservation } from '@/server/reservations';
import {
  fetchUnpaidRequestSchema,
  type FetchUnpaidResponse,
} from '@/contracts/reservation-fetch-unpaid';
import { UNPAID_MISSING } from '@/contracts/error-ids';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

async function answer(req: NextApiRequest, res: NextApiResponse, params: unknown) {
  const parsed = fetchUnpaidRequestSchema.safeParse(params);
  if (!parsed.success) return sendError(res, 400, UNPAID_MISSING);
  const { id, ...proof } = parsed.data;
  const reservation = await fetchUnpaidReservation(id, proof, {
    db: await getDb(),
    now: new Date(),
  });
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ reservation } satisfies FetchUnpaidResponse);
}

export default apiHandler('reservation/fetch-unpaid', {
  GET: async (req, res) => {
    if (!(await enforceRateLimit(req, res, rateLimitRule('reservation-fetch-unpaid')))) return;
    await answer(req, res, req.query);
  },
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, rateLimitRule('reservation-fetch-unpaid')))) return;
    const body = await readJsonBody(req, res, z.record(z.string(), z.unknown()), {
      errorId: UNPAID_MISSING,
    });
    if (body) await answer(req, res, body);
  },
});
