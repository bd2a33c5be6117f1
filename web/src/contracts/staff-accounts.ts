/**
 * /api/staff/accounts (admins): GET the staff list; POST an invite (emails the one-time
 * enrolment link); PATCH role, locations or disable, or a recovery action: reset a lost second
 * factor (emails a new enrolment link) or enable a disabled account again
 * (docs/staff-desk.md "Sign-in", "Recovery").
 */
import { z } from 'zod';
import { locationIdSchema, staffIdSchema } from './staff';
import { STAFF_CONFIRM_SELF, STAFF_LAST_ADMIN } from './error-ids';
import type { StaffProfile } from '@/server/staff/auth/accounts';
import { STAFF_ROLES } from '@/shared/staff-roles';
import {
  STAFF_ALREADY_ENROLLED,
  STAFF_NOT_FOUND,
  STAFF_UNKNOWN_LOCATION,
} from '@/contracts/error-ids';

const locations = z.array(locationIdSchema).max(50);

export const inviteRequestSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
  role: z.enum(STAFF_ROLES),
  /** Location document _ids (the team page's choices) or slugs (e.g. `bern`, the CLI). */
  locations: locations.default([]),
  language: z.enum(['en', 'de']).default('de'),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** Why: typed by the admin, kept in the audit trail (short, no personal data). */
export const reasonSchema = z.string().trim().min(1).max(200);

const changeSchema = z
  .object({
    id: staffIdSchema,
    role: z.enum(STAFF_ROLES).optional(),
    locations: locations.optional(),
    disabled: z.literal(true).optional(),
    /** Why the account is disabled (audited). */
    reason: reasonSchema.optional(),
    /** Required when the admin changes their own role or disables themselves. */
    confirmSelf: z.literal(true).optional(),
  })
  .strict()
  .refine((c) => c.role || c.locations || c.disabled, { message: 'nothing to change' });

/** A lost phone (`reset-second-factor`) or a disabled account enabled again (`enable`). */
export const recoveryRequestSchema = z
  .object({
    id: staffIdSchema,
    action: z.enum(['reset-second-factor', 'enable']),
    reason: reasonSchema,
  })
  .strict();

export const changeRequestSchema = z.union([recoveryRequestSchema, changeSchema]);
export type ChangeRequest = z.input<typeof changeRequestSchema>;

export type StaffAccount = StaffProfile;
export type AccountsResponse = {
  accounts: StaffAccount[];
  /** Every location a member can be given, named in the admin's language (the team page). */
  locations: { id: string; name: string }[];
};
export type InviteResponse = { staffId: string };
export type ChangeResponse = { account: StaffAccount };

export const ACCOUNTS_ERROR_IDS = [
  STAFF_ALREADY_ENROLLED,
  STAFF_NOT_FOUND,
  STAFF_UNKNOWN_LOCATION,
  STAFF_LAST_ADMIN,
  STAFF_CONFIRM_SELF,
] as const;
