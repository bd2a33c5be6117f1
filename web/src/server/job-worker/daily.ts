/**
 * Daily maintenance on the job queue: the privacy retention (docs/privacy.md) runs once a day at
 * 03:15 Zurich time, and the record of sent messages forgets what the queue forgot. Each run
 * is one delayed job whose key names its day, so however many server instances start (each
 * schedules the next run at start), a day has one run; the job schedules the next day's when
 * it has run. No cron process, and it survives restarts like any other job.
 */
import { DateTime } from 'luxon';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { retentionJob, type RetentionResult } from '@/server/personal-data/retention';
import { auditRetentionJob } from '@/server/staff/audit';
import { forgetSentMessages } from '@/server/jobs/deliver-once';
import { forgetWebhookBodies } from '@/server/webhooks/retention';
import { forgetExpiredShortLinks } from '@/server/sms/short-link';
import { enqueueNow } from '@/server/jobs/enqueue';
import type { MaintenanceJob } from '@/server/jobs/queues';
import { ZONE } from '@/shared/zone';

const RUN_AT = { hour: 3, minute: 15 };

/** The first 03:15 Zurich time strictly after `now`, and the day it falls on (the job's key). */
export function nextDailyRun(now: Date): { day: string; at: Date } {
  const local = DateTime.fromJSDate(now).setZone(ZONE);
  let run = local.set({ ...RUN_AT, second: 0, millisecond: 0 });
  if (run <= local) run = run.plus({ days: 1 }).set(RUN_AT);
  return { day: run.toISODate()!, at: run.toJSDate() };
}

export const retentionKey = (day: string) => `maintenance:retention:${day}`;

/** Schedules the next retention run (its own transaction); false when it is scheduled already. */
export async function scheduleRetention(db: Db, now = new Date()): Promise<boolean> {
  const next = nextDailyRun(now);
  return enqueueNow(db, {
    queue: 'maintenance',
    key: retentionKey(next.day),
    data: { task: 'retention', day: next.day },
    startAfter: next.at,
  });
}

export type MaintenanceDeps = {
  db: Db;
  /** The retention itself (tests give Settings and a clock of their own). */
  retention?: (now: Date) => Promise<RetentionResult>;
  /** The staff audit trail's retention (Settings: auditRetentionDays); returns entries deleted. */
  auditRetention?: (now: Date) => Promise<number>;
  now?: () => Date;
};

/** Runs a maintenance job, then schedules the next day's run. */
export async function handleMaintenanceJob(
  job: { id: string; data: MaintenanceJob },
  deps: MaintenanceDeps,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const result = await (deps.retention ?? retentionJob)(now);
  const sentMessagesForgotten = await forgetSentMessages(deps.db);
  // Outgoing webhooks: no event bodies beyond their retention (docs/webhooks.md).
  const webhooks = await forgetWebhookBodies(deps.db, now);
  // SMS short links past the manage link's expiry (docs/sms.md "Short link").
  const smsLinksForgotten = await forgetExpiredShortLinks(deps.db, now);
  const auditPruned = await (deps.auditRetention ?? ((at) => auditRetentionJob(deps.db, at)))(now);
  log.info('maintenance-done', {
    task: job.data.task,
    day: job.data.day,
    ...result,
    sentMessagesForgotten,
    auditPruned,
    smsLinksForgotten,
    ...webhooks,
  });
  await scheduleRetention(deps.db, now);
}
