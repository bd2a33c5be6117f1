/**
 * POST /api/reservation/create { reservationData, url } -> 201 { reservation: { id, name } }:
 * a pending hold on a free room. Failures answer { error } with a catalogue id.
 */
import type { PageConfig } from 'next';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import {
  createReservation,
  createReservationBodySchema,
  reservationDeps,
} from '@/server/reservations';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

/** Holds block rooms: a client may not start more than this many per window. */
const CREATE_LIMIT = { bucket: 'reservation-create', limit: 30, windowSeconds: 600 };

export default apiHandler('reservation/create', {
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, CREATE_LIMIT))) return;
    const body = await readJsonBody(req, res, createReservationBodySchema);
    if (!body) return;
    const reservation = await createReservation(body, await reservationDeps({ fresh: true }));
    res.status(201).json({ reservation });
  },
});
