/**
 * POST /api/idle-contact { email } or { phoneNumber } -> 202 { ok: true }: the idle dialog's
 * call-back request. A failing webhook is only logged, so the route has no error ids of its own.
 */
import { z } from 'zod';
import { personEmail, phoneNumber } from '@/shared/person';

export const idleContactRequestSchema = z.union([
  z.object({ email: personEmail }).strict(),
  z.object({ phoneNumber }).strict(),
]);
export type IdleContactRequest = z.input<typeof idleContactRequestSchema>;

export type IdleContactResponse = { ok: true };

export const IDLE_CONTACT_ERROR_IDS = [] as const;
