/**
 * The manage-link routes' shared part (their rate limits and body parsing are defineRoute's):
 * fresh content (policy, locations) and manageLinkRoute, the POST with the token in its body.
 */
import type { NextApiHandler, NextApiRequest } from 'next';
import type { z } from 'zod';
import { contentDeps } from '@/server/deps';
import { defineRoute, type RateLimitBucket } from '@/server/http';
import type { ManageDeps } from './actions';

/** What every manage-link use case reads: the database, the turn pool, fresh content. */
export function manageDeps(): Promise<ManageDeps> {
  return contentDeps({ fresh: true });
}

/** Each manage-link route's row in RATE_LIMITS: a booking route's own, the waitlist links' one. */
const LINK_RATE_LIMITS = {
  'booking/cancel': 'booking-cancel',
  'booking/earlier-slot': 'booking-earlier-slot',
  'booking/manage': 'booking-manage',
  'booking/pay-balance': 'booking-pay-balance',
  'booking/reschedule': 'booking-reschedule',
  'booking/resend': 'booking-resend',
  'waitlist/accept': 'waitlist-link',
  'waitlist/confirm': 'waitlist-link',
  'waitlist/offer': 'waitlist-link',
} as const satisfies Record<string, RateLimitBucket>;

/** A manage-link use case's answer to its route: the 200 body (its contract's response). */
export type LinkAnswer<I, R> = (input: I, deps: ManageDeps, req: NextApiRequest) => Promise<R>;

/**
 * POST /api/<route> of a link's token (manage, waitlist, offer): the JSON body parsed with the
 * contract's schema, the route's rate limit (LINK_RATE_LIMITS), never cached; `answer` gets
 * manageDeps() and answers the 200 body.
 */
export function manageLinkRoute<S extends z.ZodType, R>(
  route: keyof typeof LINK_RATE_LIMITS,
  request: S,
  answer: LinkAnswer<z.infer<S>, R>,
): NextApiHandler {
  return defineRoute(
    { route, methods: ['POST'], request },
    { rateLimit: LINK_RATE_LIMITS[route], noStore: true },
    async (input, { req }) => ({ body: await answer(input, await manageDeps(), req) }),
  );
}
