/**
 * The routes where the booker proves a reservation theirs, by its email or the signed payment
 * token (reservationForBooker): the booking's confirmation and manage link, the payment page's
 * data and intent, the unpaid reservation. They answer alike: a refused request 400
 * unpaid-missing-reservation-id-or-email, each its own rate limit, never cached.
 */
import type { NextApiHandler } from 'next';
import type { z } from 'zod';
import { defineRoute, type Method, type RateLimitBucket } from '@/server/http';
import { UNPAID_MISSING } from '@/contracts/error-ids';

type BookerRouteRow = { rateLimit: RateLimitBucket; methods: readonly Method[] };

/** Each booker route's row in RATE_LIMITS and its methods (GET stays for old links). */
const BOOKER_ROUTES = {
  'booking/confirmation': { rateLimit: 'booking-confirmation', methods: ['POST'] },
  'booking/manage-link': { rateLimit: 'booking-manage-link', methods: ['POST'] },
  'payment-create-intent': { rateLimit: 'payment-create-intent', methods: ['POST'] },
  'payment-fetch-data': { rateLimit: 'payment-fetch-data', methods: ['POST'] },
  'reservation/fetch-unpaid': { rateLimit: 'reservation-fetch-unpaid', methods: ['GET', 'POST'] },
} as const satisfies Record<string, BookerRouteRow>;

/** `route` (its name in logs), its input parsed with `request`; `answer` gives the 200 body. */
export function bookerRoute<S extends z.ZodType, R>(
  route: keyof typeof BOOKER_ROUTES,
  request: S,
  answer: (input: z.infer<S>) => Promise<R>,
): NextApiHandler {
  const { rateLimit, methods } = BOOKER_ROUTES[route];
  return defineRoute(
    { route, methods, request, invalidRequest: UNPAID_MISSING },
    { rateLimit, noStore: true },
    async (input) => ({ body: await answer(input) }),
  );
}
