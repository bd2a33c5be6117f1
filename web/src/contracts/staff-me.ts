/**
 * GET /api/staff/me -> the signed-in staff member's public fields (viewer and up).
 * PATCH /api/staff/me { language } -> the same, with the desk's language changed: the desk
 * speaks the member's own choice, kept with their account (docs/staff-desk.md).
 */
import { z } from 'zod';
import type { StaffActor } from '@/server/staff/actor';
import { STAFF_SIGN_IN_REQUIRED } from '@/contracts/error-ids';

/** The actor's own fields, without the client digest (that stays in the audit trail). */
export type MeResponse = Omit<StaffActor, 'clientHash'>;

export const meUpdateSchema = z.object({ language: z.enum(['en', 'de']) });

export const ME_ERROR_IDS = [STAFF_SIGN_IN_REQUIRED] as const;
