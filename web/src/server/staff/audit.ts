/**
 * The staff audit trail (migration 0016): every sign-in, every view of a booking's personal
 * data, every change and every export, one append-only row each. The database refuses UPDATE and
 * DELETE on the table except inside the retention job (app.audit_retention = 'on'). Entries carry
 * ids and action names only, never personal data.
 */
import { lt, sql } from 'drizzle-orm';
import { getSiteSettings } from '@/server/content';
import type { Db } from '@/server/db/client';
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

/** Writes one entry; pass the transaction of the change it records so both land or neither. */
export async function recordAudit(
  tx: Db,
  actor: { staffId: StaffActor['staffId'] | null; clientHash: string | null } | null,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: actor?.staffId ?? null,
    clientHash: actor?.clientHash ?? null,
    action: entry.action,
    reservationId: entry.reservationId ?? null,
    locationId: entry.locationId ?? null,
    detail: entry.detail ?? {},
  });
}

/** The retention job: removes entries older than `before` (Settings: audit retention). */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local app.audit_retention = 'on'`);
    const gone = await tx
      .delete(staffAudit)
      .where(lt(staffAudit.at, before))
      .returning({ id: staffAudit.id });
    return gone.length;
  });
}

/** The daily job's part (server/job-worker/daily.ts): prunes what is older than Settings allow. */
export async function auditRetentionJob(db: Db, now: Date): Promise<number> {
  const { auditRetentionDays } = await getSiteSettings({ fresh: true });
  return pruneAudit(db, new Date(now.getTime() - auditRetentionDays * 86_400_000));
}
