/**
 * The waitlist's part of the daily retention (privacy/retention.ts, docs/privacy.md): entries
 * whose range is over end, and entries that ended (left, ended, booked) are deleted with their
 * offers `holdRetentionDays` after they ended, like a hold that ended unpaid.
 */
import { and, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { waitlistEntries } from '@/server/db/schema';
import { endPastEntries } from './entries';

const DAY_MS = 86_400_000;

export async function waitlistRetention(
  db: Db,
  now: Date,
  holdRetentionDays: number,
): Promise<{ waitlistEnded: number; waitlistErased: number }> {
  const waitlistEnded = await endPastEntries(db, now);
  const cutoff = new Date(now.getTime() - holdRetentionDays * DAY_MS);
  const erased = await db
    .delete(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.state, ['left', 'ended', 'booked']),
        lte(waitlistEntries.endedAt, cutoff),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return { waitlistEnded, waitlistErased: erased.length };
}
