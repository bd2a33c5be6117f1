/**
 * GET /api/reservation/fetch-partner?id=&email= -> { reservation: { id, checkupSlug,
 * locationSlug, timeSlotStart, partner: { firstName, lastName } } } for the invited partner.
 */
import type { PageConfig } from 'next';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import { apiHandler, enforceRateLimit, parseQuery } from '@/server/http';
import { fetchPartnerReservation } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const LIMIT = { bucket: 'reservation-fetch-partner', limit: 20, windowSeconds: 60 };

const querySchema = z.object({
  id: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254),
});

export default apiHandler('reservation/fetch-partner', {
  GET: async (req, res) => {
    if (!(await enforceRateLimit(req, res, LIMIT))) return;
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    const reservation = await fetchPartnerReservation(q.id, q.email, { db: await getDb() });
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ reservation });
  },
});
