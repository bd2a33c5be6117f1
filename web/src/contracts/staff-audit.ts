/**
 * GET /api/staff/audit?from&to&staff&action&booking&patient&cursor (admins) -> the audit trail,
 * newest first, 50 a page; `nextCursor` asks for the next page. Viewing it is audited.
 * `booking`: a booking's reference as staff read it ("ZUR-7K3M-Q9", any case, dashes optional) or
 * its id; `patient`: a booking id whose person (same email or phone) is meant, every booking of
 * theirs (docs/staff-desk.md "Audit trail by patient"). Entries name staff and bookings by name
 * and reference, never by id alone.
 */
import { z } from 'zod';
import { staffIdSchema } from './staff';
import { AUDIT_ACTIONS } from '@/shared/audit-actions';

/** A booking reference as typed: 3 letters, 4 and 2 characters, dashes optional. */
export const REFERENCE_PATTERN = /^([a-z]{3})-?([a-z0-9]{4})-?([a-z0-9]{2})$/i;

export const auditQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  staff: staffIdSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  booking: z
    .string()
    .trim()
    .refine((v) => REFERENCE_PATTERN.test(v) || z.uuid().safeParse(v).success, 'not a booking')
    .optional(),
  /** Kept for links made before `booking`: a booking id. */
  reservation: z.uuid().optional(),
  patient: z.uuid().optional(),
  cursor: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export type AuditEntryView = {
  id: number;
  at: string;
  staffId: string | null;
  /** The member's name (null: the patient, the system, or an unknown account). */
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  reservationId: string | null;
  /** The booking's reference, e.g. ZUR-7K3M-Q9. */
  reference: string | null;
  locationId: string | null;
  detail: Record<string, string | number | boolean | null>;
};
export type AuditResponse = {
  entries: AuditEntryView[];
  nextCursor: number | null;
  /** The members who appear in the trail, for the staff filter (id and name). */
  staff: { id: string; name: string }[];
};
