/**
 * GET /api/staff/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&location=<location _id>] -> text/csv
 * attachment (RFC 4180, header row), at most 93 days; admins only; audited with the range and
 * the row count (docs/staff-desk.md, "Export").
 */
import { z } from 'zod';
import { deskDate, locationIdSchema, STAFF_ROUTE_ERROR_IDS } from './staff';
import { EXPORT_RANGE_INVALID } from '@/contracts/error-ids';

export const staffExportQuerySchema = z.object({
  from: deskDate,
  to: deskDate,
  location: locationIdSchema.optional(),
});

/** The body is CSV text, not JSON; its columns in order (the header row). */
export type StaffExportResponse = string;
export const STAFF_EXPORT_COLUMNS = [
  'reference',
  'location',
  'room',
  'start',
  'status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'checkup',
  'services',
  'total_chf',
  'paid_chf',
  'due_chf',
] as const;

export const STAFF_EXPORT_ERROR_IDS = [...STAFF_ROUTE_ERROR_IDS, EXPORT_RANGE_INVALID] as const;
