/**
 * POST /api/reservation/fetch-unpaid { id, email } or { id, token } -> { reservation }: a
 * pending, unexpired reservation for the payment page (the site's own client uses POST, so the
 * email stays out of URLs and access logs; GET ?id=&email= stays for compatibility). `token`
 * is the signed payment token of the payment email. Unknown id, wrong email and wrong token
 * answer alike: 404 unpaid-email-does-not-match.
 */
import type { PageConfig } from 'next';
import { fetchUnpaidRequestSchema } from '@/contracts/reservation-fetch-unpaid';
import { fetchUnpaidAnswer } from '@/server/reservations';
import { bookerRoute } from '@/server/reservations/booker-route';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default bookerRoute('reservation/fetch-unpaid', fetchUnpaidRequestSchema, fetchUnpaidAnswer);
