/**
 * GET (or POST) /api/reservation/fetch-unpaid?id=&email= -> { reservation }: a pending,
 * unexpired reservation for the payment page. Needs both id and the booker's email.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import { apiHandler, enforceRateLimit, sendError } from '@/server/http';
import { fetchUnpaidReservation, UNPAID_MISSING } from '@/server/reservations';

const LIMIT = { bucket: 'reservation-fetch-unpaid', limit: 20, windowSeconds: 60 };

const paramsSchema = z.object({
  id: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254),
});

async function handle(req: NextApiRequest, res: NextApiResponse, params: unknown) {
  if (!(await enforceRateLimit(req, res, LIMIT))) return;
  const parsed = paramsSchema.safeParse(params ?? {});
  if (!parsed.success) return sendError(res, 400, UNPAID_MISSING);
  const reservation = await fetchUnpaidReservation(parsed.data.id, parsed.data.email, {
    db: await getDb(),
    now: new Date(),
  });
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ reservation });
}

export default apiHandler('reservation/fetch-unpaid', {
  GET: (req, res) => handle(req, res, req.query),
  POST: (req, res) => handle(req, res, typeof req.body === 'object' ? req.body : {}),
});
