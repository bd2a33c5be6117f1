/**
 * POST { id, email } (or GET ?id=&email=) /api/reservation/fetch-partner -> { reservation: {
 * id, checkupSlug, locationSlug, timeSlotStart, partner: { firstName, lastName } } } for the
 * invited partner. The site uses POST, so the email never stands in a URL.
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { defineRoute } from '@/server/http';
import { getCatalog } from '@/server/content';
import { fetchPartnerReservation } from '@/server/reservations';
import {
  fetchPartnerRequestSchema,
  type FetchPartnerResponse,
} from '@/contracts/reservation-fetch-partner';

// Our own body reading: a malformed body answers { error }, not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'reservation/fetch-partner',
    methods: ['GET', 'POST'],
    request: fetchPartnerRequestSchema,
  },
  { rateLimit: 'reservation-fetch-partner', noStore: true },
  async (q): Promise<{ body: FetchPartnerResponse }> => {
    const { checkupId, locationId, ...invitation } = await fetchPartnerReservation(q.id, q.email, {
      db: await getDb(),
    });
    // Slugs are for URLs: today's slug of the booked check-up and location (found by _id).
    const catalog = await getCatalog();
    const checkup = catalog.packages.find((p) => p.id === checkupId);
    const location = catalog.locations.find((l) => l.id === locationId);
    return {
      body: {
        reservation: {
          ...invitation,
          checkupSlug: checkup?.slug ?? invitation.checkupSlug,
          locationSlug: location?.slug ?? invitation.locationSlug,
        },
      },
    };
  },
);
