/** POST /api/reservation/create's answer: the hold, and the payment token proving its booker. */
import type { NextApiRequest } from 'next';
import type { z } from 'zod';
import type {
  createReservationRequestSchema,
  CreateReservationResponse,
} from '@/contracts/reservation-create';
import { reservationDeps } from '@/server/deps';
import { clientHash } from '@/server/holds';
import { clientKey } from '@/server/http';
import { idempotencyKeyOf } from '@/server/reservations/idempotency';
import { paymentToken } from '@/server/tokens/payment';
import { createReservation } from './index';

/** 201 with the reservation; a repeat of the same `Idempotency-Key` answers the same one. */
export async function createReservationAnswer(
  body: z.output<typeof createReservationRequestSchema>,
  { req }: { req: NextApiRequest },
): Promise<{ status: number; body: CreateReservationResponse }> {
  const idempotencyKey = idempotencyKeyOf(req);
  const { challenge, ...input } = body;
  const reservation = await createReservation(
    { ...input, idempotencyKey, guard: { clientHash: clientHash(clientKey(req)), challenge } },
    await reservationDeps({ fresh: true }),
  );
  // Proves the booker to the payment calls without the email (server/tokens).
  const token = paymentToken({
    reservationId: reservation.id,
    email: body.reservationData.personalData.email,
    start: new Date(body.reservationData.timeSlotStart),
  });
  return { status: 201, body: { reservation: { ...reservation, paymentToken: token } } };
}
