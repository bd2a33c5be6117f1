/**
 * Reading the audit trail (admins, GET /api/staff/audit): filtered, newest first, 50 a page by
 * id cursor. Reading it is itself an entry (`audit-viewed`). A booking is asked for by its
 * reference (as staff read it) or id, a patient by one of their bookings: every booking of the
 * same email or phone (blind indexes), so "who looked at Hans Müller?" has one answer
 * (docs/staff-desk.md "Audit trail by patient"). Entries carry the member's name and the
 * booking's reference.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import { REFERENCE_PATTERN, type AuditQuery, type AuditResponse } from '@/contracts/staff-audit';
import type { Db } from '@/server/db/client';
import { reservations, staffAudit } from '@/server/db/schema';
import type { StaffActor } from './actor';
import { recordAudit, type AuditAction } from './audit';
import { staffUser } from '@/server/db/staff-auth-schema';

const PAGE = 50;

/** The booking ids a `booking` filter names: by reference (normalised) or id; [] for none. */
async function bookingIds(db: Db, booking: string): Promise<string[]> {
  const ref = REFERENCE_PATTERN.exec(booking);
  const where = ref
    ? eq(reservations.name, `${ref[1]}-${ref[2]}-${ref[3]}`.toUpperCase())
    : eq(reservations.id, booking);
  const rows = await db.select({ id: reservations.id }).from(reservations).where(where);
  return rows.map((r) => r.id);
}

/** Every booking of the person who made booking `id` (same email or phone); [] for none. */
export async function samePersonIds(db: Db, id: string): Promise<string[]> {
  const [anchor] = await db
    .select({ id: reservations.id, email: reservations.emailHash, phone: reservations.phoneHash })
    .from(reservations)
    .where(eq(reservations.id, id));
  if (!anchor) return [];
  const same: SQL[] = [eq(reservations.id, anchor.id)];
  if (anchor.email) same.push(eq(reservations.emailHash, anchor.email));
  if (anchor.phone) same.push(eq(reservations.phoneHash, anchor.phone));
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(or(...same));
  return rows.map((r) => r.id);
}

const NONE = '00000000-0000-0000-0000-000000000000';

export async function readAudit(
  db: Db,
  actor: StaffActor,
  query: Omit<AuditQuery, 'cursor'> & { cursor?: number },
): Promise<AuditResponse> {
  const where: SQL[] = [];
  if (query.from) where.push(gte(staffAudit.at, new Date(query.from)));
  if (query.to) where.push(lte(staffAudit.at, new Date(query.to)));
  if (query.staff) where.push(eq(staffAudit.staffId, query.staff));
  if (query.action) where.push(eq(staffAudit.action, query.action as AuditAction));
  if (query.reservation) where.push(eq(staffAudit.reservationId, query.reservation));
  if (query.booking) {
    const ids = await bookingIds(db, query.booking);
    where.push(inArray(staffAudit.reservationId, ids.length ? ids : [NONE]));
  }
  if (query.patient) {
    const ids = await samePersonIds(db, query.patient);
    where.push(inArray(staffAudit.reservationId, ids.length ? ids : [NONE]));
  }
  if (query.cursor) where.push(lt(staffAudit.id, query.cursor));
  const rows = await db
    .select({
      row: staffAudit,
      staffEmail: staffUser.email,
      staffName: staffUser.name,
      reference: reservations.name,
    })
    .from(staffAudit)
    .leftJoin(staffUser, eq(staffUser.id, staffAudit.staffId))
    .leftJoin(reservations, eq(reservations.id, staffAudit.reservationId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffAudit.id))
    .limit(PAGE + 1);
  await recordAudit(db, actor, {
    action: 'audit-viewed',
    detail: {
      action: query.action ?? null,
      reservation: query.reservation ?? null,
      booking: query.booking ?? null,
      patient: query.patient ?? null,
    },
  });
  const page = rows.slice(0, PAGE);
  const staff = await db
    .select({ id: staffUser.id, name: staffUser.name })
    .from(staffUser)
    .orderBy(asc(staffUser.name));
  return {
    entries: page.map(({ row, staffEmail, staffName, reference }) => ({
      id: row.id,
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffName,
      staffEmail,
      action: row.action,
      reservationId: row.reservationId,
      reference,
      locationId: row.locationId,
      detail: row.detail,
    })),
    nextCursor: rows.length > PAGE ? page[page.length - 1].row.id : null,
    staff,
  };
}
