/**
 * The rate limits of every API route (defineRoute's `rateLimit`; revalidate, which reads its
 * signed raw body itself, takes its row with rateLimitRule), in one table: per client (./client-key.ts), a fixed window (./rate-limit.ts). The bucket is the
 * key. Lookups by id + email or token are credentials: no guessing at speed.
 */
import type { RateLimitRule } from './rate-limit';

const perMinute = (limit: number) => ({ limit, windowSeconds: 60 });

export const RATE_LIMITS = {
  'reservation-fetch-partner': perMinute(20),
  'reservation-fetch-unpaid': perMinute(20),
  'reservation-release': perMinute(20),
  'reservation-create': { limit: 30, windowSeconds: 600 },
  'reservation-challenge': { limit: 60, windowSeconds: 600 },
  'booking-confirmation': perMinute(30),
  'booking-manage-link': perMinute(20),
  // Guessing ids with an email: limited per client.
  'payment-fetch-data': perMinute(30),
  'payment-create-intent': perMinute(20),
  'payment-confirm': perMinute(30),
  'payment-dev-pay': perMinute(30),
  // Only a request that names a discount code counts (guessing codes).
  'payment-data-code': perMinute(30),
  // Each call sends staff a message.
  'idle-contact': { limit: 5, windowSeconds: 600 },
  'client-log': perMinute(60),
  // A booking step's view (the insights funnel): a few per page, never more than a person clicks.
  'insights-step': perMinute(60),
  // Sanity sends one webhook per publish; a bulk publish stays well below this.
  revalidate: perMinute(30),
  'booking-cancel': perMinute(30),
  'booking-manage': perMinute(30),
  'booking-reschedule': perMinute(30),
  'booking-resend': perMinute(30),
  'booking-pay-balance': perMinute(30),
  'booking-receipt': perMinute(30),
  'booking-earlier-slot': perMinute(30),
  // The MRI safety questionnaire (docs/screening.md): open, sign, the PDF; each answer is saved
  // on its own as the patient goes, a detail text while typing, so answers have more room.
  screening: perMinute(30),
  'screening-answer': perMinute(120),
  // confirm, leave, offer and accept: one bucket for the waitlist's token links.
  'waitlist-link': perMinute(30),
  // Each join sends an email.
  'waitlist-join': { limit: 10, windowSeconds: 600 },
  // The staff door (docs/staff-desk.md "Limits"; server/staff/auth/endpoints.ts). Each link
  // request writes a verification row and may send an email: per client, per address (the
  // address's blind index) and for everyone together, which bounds the rows whatever the clients.
  // A clinic's reception shares one address: room for its whole morning shift per client.
  'staff-link-client': { limit: 20, windowSeconds: 600 },
  // A person may need a few links (a typo in the code, a link opened too late), a stranger
  // flooding one inbox gets at most 24 an hour.
  'staff-link-address': { limit: 6, windowSeconds: 900 },
  'staff-link-all': { limit: 200, windowSeconds: 600 },
  'staff-link-verify': perMinute(10),
  'staff-enrol': { limit: 10, windowSeconds: 600 },
  // Codes (TOTP, backup, step-up) per client; per account the lockout counts (5 wrong, 15 min).
  'staff-code-client': { limit: 30, windowSeconds: 600 },
  // Passkey sign-in: each options request writes a challenge row.
  'staff-passkey': { limit: 20, windowSeconds: 600 },
  'staff-passkey-all': { limit: 500, windowSeconds: 600 },
} as const satisfies Record<string, Omit<RateLimitRule, 'bucket'>>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

export function rateLimitRule(bucket: RateLimitBucket): RateLimitRule {
  return { bucket, ...RATE_LIMITS[bucket] };
}
