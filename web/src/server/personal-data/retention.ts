/**
 * Retention (Settings decide how long): the person is removed from
 * - holds that ended unpaid (expired, cancelled, or pending past their expiry, nothing paid)
 *   `holdRetentionDays` after they ended, and
 * - every reservation `bookingRetentionDays` after its appointment, and
 * - waitlist entries `holdRetentionDays` after they ended (server/waitlist/retention.ts).
 * The row, its times and amounts stay. Logs counts only; running it twice changes nothing
 * the second time. Run daily (`npm run privacy -- retention`, or the job queue).
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { getSiteSettings } from '@/server/content';
import { reservations } from '@/server/db/schema';
import type { SiteSettings } from '@/server/content/model';
import { log } from '@/server/log';
import { waitlistRetention } from '@/server/waitlist/retention';
import { anonymiseReservations } from '@/server/personal-data/anonymise';

export type RetentionSettings = Pick<SiteSettings, 'holdRetentionDays' | 'bookingRetentionDays'>;
export type RetentionResult = {
  unpaidHolds: number;
  pastBookings: number;
  /** Waitlist entries ended today (range over) and erased (ended long enough ago). */
  waitlistEnded: number;
  waitlistErased: number;
};

const DAY_MS = 86_400_000;

export async function runRetention(deps: {
  db: Db;
  now: Date;
  settings: RetentionSettings;
}): Promise<RetentionResult> {
  const { db, now, settings } = deps;
  const holdCutoff = new Date(now.getTime() - settings.holdRetentionDays * DAY_MS);
  const bookingCutoff = new Date(now.getTime() - settings.bookingRetentionDays * DAY_MS);

  const unpaid = and(
    eq(reservations.paidCents, 0),
    or(
      inArray(reservations.status, ['expired', 'cancelled']),
      and(eq(reservations.status, 'pending'), lte(reservations.holdExpiresAt, now)),
    ),
    // When the hold ended: its expiry, or a later cancellation / sweep (the last change).
    lte(
      sql`greatest(coalesce(${reservations.holdExpiresAt}, ${reservations.createdAt}), ${reservations.updatedAt})`,
      holdCutoff,
    ),
  )!;
  const unpaidHolds = await anonymiseReservations(db, unpaid, now);
  const pastBookings = await anonymiseReservations(
    db,
    lte(reservations.endsAt, bookingCutoff),
    now,
  );
  const result = {
    unpaidHolds: unpaidHolds.length,
    pastBookings: pastBookings.length,
    ...(await waitlistRetention(db, now, settings.holdRetentionDays)),
  };
  log.info('privacy-retention', {
    ...result,
    holdRetentionDays: settings.holdRetentionDays,
    bookingRetentionDays: settings.bookingRetentionDays,
  });
  return result;
}

/**
 * The daily job as the queue (or cron through `npm run privacy -- retention`) runs it: the
 * app's database and the Settings as published now.
 */
export async function retentionJob(now = new Date()): Promise<RetentionResult> {
  return runRetention({ db: await getDb(), now, settings: await getSiteSettings({ fresh: true }) });
}
