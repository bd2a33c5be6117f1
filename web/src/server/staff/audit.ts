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
