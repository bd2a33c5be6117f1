/**
 * GET /api/staff/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&location=<location _id>] -> text/csv
 * attachment (RFC 4180, header row), at most 93 days; admins only; audited with the range and
 * the row count (docs/staff-desk.md, "Export").
 */
import type { z } from 'zod';
import { CSV_HEADER, exportQuerySchema } from '@/server/staff/desk/export';

export const staffExportQuerySchema = exportQuerySchema;
export type StaffExportQuery = z.input<typeof exportQuerySchema>;

/** The body is CSV text, not JSON; its columns in order. */
export type StaffExportResponse = string;
export const STAFF_EXPORT_COLUMNS = CSV_HEADER;

export const STAFF_EXPORT_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'staff-export-range-invalid',
] as const;
export type StaffExportErrorId = (typeof STAFF_EXPORT_ERROR_IDS)[number];
