/**
 * POST /api/staff/privacy { action, email } signed by staff (server/personal-data/staff-endpoint.ts):
 * the body is read raw (the signature covers its bytes), then parsed with this schema.
 */
import { z } from 'zod';
import type { EraseResult, PersonExport } from '@/server/personal-data/subject';
import { STAFF_NOT_CONFIGURED, STAFF_SIGNATURE_INVALID } from './error-ids';

export { STAFF_NOT_CONFIGURED, STAFF_SIGNATURE_INVALID };

export const staffPrivacyRequestSchema = z.object({
  action: z.enum(['export', 'erase']),
  email: z.string().trim().min(3).max(254).pipe(z.email()),
});

/** export: everything stored about the person; erase: what was anonymised and what was refused. */
export type StaffPrivacyResponse = PersonExport | EraseResult;

export const STAFF_PRIVACY_ERROR_IDS = [STAFF_NOT_CONFIGURED, STAFF_SIGNATURE_INVALID] as const;
