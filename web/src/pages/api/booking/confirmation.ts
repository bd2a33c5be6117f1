/**
 * POST /api/booking/confirmation { id, email } -> { booking }: the success page's view of a
 * booking (amount paid, balance due at the clinic, partner) and its .ics calendar file.
 * POST, not GET: the email must not end up in URLs and logs.
 */
import type { PageConfig } from 'next';
import { confirmationRequestSchema } from '@/contracts/booking-confirmation';
import { confirmationAnswer } from '@/server/confirmation';
import { bookerRoute } from '@/server/reservations/booker-route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookerRoute('booking/confirmation', confirmationRequestSchema, confirmationAnswer);
