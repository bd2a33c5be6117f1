/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (docs/manage-booking.md); the old slot is freed in the transaction that takes the new one.
 * A repeat (the booking is at that slot already, or the same `Idempotency-Key` header) moves
 * nothing and answers the booking.
 */
import type { PageConfig } from 'next';
import { rescheduleRequestSchema } from '@/contracts/booking-reschedule';
import { rescheduleAnswer } from '@/server/manage-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/reschedule', methods: ['POST'], request: rescheduleRequestSchema },
  { rateLimit: 'booking-reschedule', noStore: true },
  async (input, { req }) => ({ body: await rescheduleAnswer(input, await manageDeps(), req) }),
);
