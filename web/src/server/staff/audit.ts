/**
 * The staff audit trail (migrations 0016, 0023): every sign-in, every view of a booking's
 * personal data, every change and every export, one append-only row each. The app's database
 * role may only read and append; entries leave only through the database function
 * staff_audit_prune(), which keeps the last 30 days whatever it is asked (docs/staff-desk.md
 * "Audit trail", docs/operations.md "Audit trail on PostgreSQL"). Entries carry ids and action
 * names only, never personal data.
 */
import { sql } from 'drizzle-orm';
import { getSiteSettings } from '@/server/content';
import { rowsOf, type Conn, type Db } from '@/server/db/client';
import { staffAudit } from '@/server/db/schema';
import { AUDIT_ACTIONS, type AuditAction } from '@/shared/audit-actions';
import { zurichDate, zurichDays } from '@/server/availability/zone';
import type { StaffActor } from './actor';

export { AUDIT_ACTIONS, type AuditAction };

export type AuditEntry = {
  action: AuditAction;
  reservationId?: string | null;
  locationId?: string | null;
  /** Ids, amounts, reasons typed by staff: never names, emails or phone numbers. */
  detail?: Record<string, string | number | boolean | null>;
};

/**
 * Writes one entry. For a change, pass the change's transaction so both land or neither; an
 * entry that records no change (a view, a sign-in) goes through the database on its own.
 */
export async function recordAudit(
  db: Conn,
  actor: { staffId: StaffActor['staffId'] | null; clientHash: string | null } | null,
  entry: AuditEntry,
): Promise<void> {
  if (entry.action === 'day-viewed' && actor?.staffId) return recordDayViewed(db, actor, entry);
  await db.insert(staffAudit).values({
    staffId: actor?.staffId ?? null,
    clientHash: actor?.clientHash ?? null,
    action: entry.action,
    reservationId: entry.reservationId ?? null,
    locationId: entry.locationId ?? null,
    detail: entry.detail ?? {},
  });
}

/**
 * An opened day is one entry per member, location, day shown and Zurich day of looking
 * (docs/staff-desk.md "Audit trail"): the desk's live refreshes and reopened tabs read the same
 * day again and again, and an entry per read buried the rest of the trail. Written only when no
 * such entry exists yet today (the (staff_id, at) index answers that).
 */
async function recordDayViewed(
  db: Conn,
  actor: { staffId: string | null; clientHash: string | null },
  entry: AuditEntry,
): Promise<void> {
  const detail = entry.detail ?? {};
  const today = zurichDays(zurichDate(new Date()))!;
  await db.execute(sql`
    insert into staff_audit (staff_id, client_hash, action, reservation_id, location_id, detail)
    select ${actor.staffId}, ${actor.clientHash}, 'day-viewed', null, ${entry.locationId ?? null},
           ${JSON.stringify(detail)}::jsonb
    where not exists (
      select 1 from staff_audit
       where staff_id = ${actor.staffId} and at >= ${today.start.toISOString()}::timestamptz
         and action = 'day-viewed'
         and location_id is not distinct from ${entry.locationId ?? null}
         and detail->>'date' is not distinct from ${detail.date === undefined ? null : String(detail.date)})`);
}

/**
 * The retention job: removes entries older than `before` (Settings: audit retention) through
 * staff_audit_prune(), which runs as the table's owner. It refuses (SQLSTATE 22023) a `before`
 * less than 30 days back, Settings' smallest retention (docs/staff-desk.md "Audit retention").
 */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  const [row] = rowsOf<{ gone: number }>(
    await db.execute(sql`select staff_audit_prune(${before.toISOString()}::timestamptz) as gone`),
  );
  return Number(row.gone);
}

/** The daily job's part (server/job-worker/daily.ts): prunes what is older than Settings allow. */
export async function auditRetentionJob(db: Db, now: Date): Promise<number> {
  const { auditRetentionDays } = await getSiteSettings({ fresh: true });
  return pruneAudit(db, new Date(now.getTime() - auditRetentionDays * 86_400_000));
}
