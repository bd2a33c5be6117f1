/**
 * POST /api/idle-contact { email } or { phoneNumber } -> 202 { ok: true }: the idle dialog's
 * call-back request. A failing webhook is only logged, so the route has no error ids of its own.
 */
import { z } from 'zod';
import { emailSchema } from '@/shared/reservation-input';

/** SPEC 5: optional plus and 8 to 15 digits. */
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{8,15}$/);

export const idleContactRequestSchema = z.union([
  z.object({ email: emailSchema }).strict(),
  z.object({ phoneNumber: phoneSchema }).strict(),
]);
export type IdleContactRequest = z.input<typeof idleContactRequestSchema>;

export type IdleContactResponse = { ok: true };

export const IDLE_CONTACT_ERROR_IDS = [] as const;
export type IdleContactErrorId = (typeof IDLE_CONTACT_ERROR_IDS)[number];
