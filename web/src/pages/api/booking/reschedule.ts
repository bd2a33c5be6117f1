/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (issue 12); the old slot is freed in the transaction that takes the new one.
 * A repeat (the booking is at that slot already, or the same `Idempotency-Key` header) moves
 * nothing and answers the booking.
 */
import type { PageConfig } from 'next';
import { rescheduleRequestSchema, type RescheduleResponse } from '@/contracts/booking-reschedule';
import { defineRoute } from '@/server/http';
import { rescheduleBooking } from '@/server/manage-link';
import { idempotencyKeyOf, manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/reschedule', methods: ['POST'], request: rescheduleRequestSchema },
  { rateLimit: 'booking-reschedule', noStore: true },
  async (input, { req }): Promise<{ body: RescheduleResponse }> => {
    const idempotencyKey = idempotencyKeyOf(req);
    const booking = await rescheduleBooking({ ...input, idempotencyKey }, await manageDeps());
    return { body: { booking } };
  },
);
