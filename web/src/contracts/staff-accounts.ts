/**
 * /api/staff/accounts (admins): GET the staff list; POST an invite (emails the one-time
 * enrolment link); PATCH role, locations or disable (docs/staff-desk.md "Sign-in").
 */
import { z } from 'zod';
import type { StaffProfile } from '@/server/staff/auth/accounts';
import { STAFF_ROLES } from '@/shared/staff-roles';

const locations = z.array(z.string().min(1).max(200)).max(50);

export const inviteRequestSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
  role: z.enum(STAFF_ROLES),
  /** Location document _ids or slugs (e.g. `bern`). */
  locations: locations.default([]),
  language: z.enum(['en', 'de']).default('de'),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const changeRequestSchema = z
  .object({
    id: z.string().min(1).max(100),
    role: z.enum(STAFF_ROLES).optional(),
    locations: locations.optional(),
    disabled: z.literal(true).optional(),
  })
  .refine((c) => c.role || c.locations || c.disabled, { message: 'nothing to change' });
export type ChangeRequest = z.input<typeof changeRequestSchema>;

export type StaffAccount = StaffProfile;
export type AccountsResponse = { accounts: StaffAccount[] };
export type InviteResponse = { staffId: string };
export type ChangeResponse = { account: StaffAccount };

export const ACCOUNTS_ERROR_IDS = [
  'staff-already-enrolled',
  'staff-not-found',
  'staff-unknown-location',
] as const;
export type AccountsErrorId = (typeof ACCOUNTS_ERROR_IDS)[number];
