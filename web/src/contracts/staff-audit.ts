/**
 * GET /api/staff/audit?from&to&staff&action&reservation&cursor (admins) -> the audit trail,
 * newest first, 50 a page; `nextCursor` asks for the next page. Viewing it is audited.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '@/shared/audit-actions';

export const auditQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  staff: z.string().min(1).max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  reservation: z.uuid().optional(),
  cursor: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export type AuditEntryView = {
  id: number;
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  reservationId: string | null;
  locationId: string | null;
  detail: Record<string, string | number | boolean | null>;
};
export type AuditResponse = { entries: AuditEntryView[]; nextCursor: number | null };
