/**
 * Reading the audit trail (admins, GET /api/staff/audit): filtered, newest first, 50 a page by
 * id cursor. Reading it is itself an entry (`audit-viewed`).
 */
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditResponse } from '@/contracts/staff-audit';
import type { Db } from '@/server/db/client';
import { staffAudit } from '@/server/db/schema';
import type { StaffActor } from './actor';
import { recordAudit, type AuditAction } from './audit';
import { staffUser } from '@/server/db/staff-auth-schema';

const PAGE = 50;

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
  if (query.cursor) where.push(lt(staffAudit.id, query.cursor));
  const rows = await db
    .select({ row: staffAudit, staffEmail: staffUser.email })
    .from(staffAudit)
    .leftJoin(staffUser, eq(staffUser.id, staffAudit.staffId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffAudit.id))
    .limit(PAGE + 1);
  await recordAudit(db, actor, {
    action: 'audit-viewed',
    detail: { action: query.action ?? null, reservation: query.reservation ?? null },
  });
  const page = rows.slice(0, PAGE);
  return {
    entries: page.map(({ row, staffEmail }) => ({
      id: row.id,
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffEmail,
      action: row.action,
      reservationId: row.reservationId,
      locationId: row.locationId,
      detail: row.detail,
    })),
    nextCursor: rows.length > PAGE ? page[page.length - 1].row.id : null,
  };
}
