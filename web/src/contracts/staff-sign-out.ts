/**
 * POST /api/staff/sign-out { everywhere } -> ends this session, or every session of the staff
 * member (viewer and up). Audited `sign-out` / `sign-out-everywhere`.
 */
import { z } from 'zod';

export const signOutRequestSchema = z.object({ everywhere: z.boolean().default(false) });
export type SignOutResponse = { ended: number };
