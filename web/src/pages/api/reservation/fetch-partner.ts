/**
 * POST { id, email } (or GET ?id=&email=) /api/reservation/fetch-partner -> { reservation: {
 * id, checkupSlug, locationSlug, timeSlotStart, partner: { firstName, lastName } } } for the
 * invited partner. The site uses POST, so the email never stands in a URL.
 */
import type { PageConfig } from 'next';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import type { NextApiResponse } from 'next';
import { apiHandler, enforceRateLimit, parseQuery, readJsonBody } from '@/server/http';
import { getCatalog } from '@/server/content';
import { fetchPartnerReservation } from '@/server/reservations';
import {
  fetchPartnerRequestSchema,
  type FetchPartnerResponse,
} from '@/contracts/reservation-fetch-partner';

// Our own body reading: a malformed body answers { error }, not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const LIMIT = { bucket: 'reservation-fetch-partner', limit: 20, windowSeconds: 60 };

const querySchema = fetchPartnerRequestSchema;

async function answer(res: NextApiResponse, q: z.infer<typeof querySchema>) {
  const { checkupId, locationId, ...invitation } = await fetchPartnerReservation(q.id, q.email, {
    db: await getDb(),
  });
  // Slugs are for URLs: today's slug of the booked check-up and location (found by _id).
  const catalog = await getCatalog();
  const checkup = catalog.packages.find((p) => p.id === checkupId);
  const location = catalog.locations.find((l) => l.id === locationId);
  const reservation = {
    ...invitation,
    checkupSlug: checkup?.slug ?? invitation.checkupSlug,
    locationSlug: location?.slug ?? invitation.locationSlug,
  };
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ reservation } satisfies FetchPartnerResponse);
}

export default apiHandler('reservation/fetch-partner', {
  GET: async (req, res) => {
    if (!(await enforceRateLimit(req, res, LIMIT))) return;
    const q = parseQuery(req, res, querySchema);
    if (q) await answer(res, q);
  },
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, LIMIT))) return;
    const q = await readJsonBody(req, res, querySchema);
    if (q) await answer(res, q);
  },
});
