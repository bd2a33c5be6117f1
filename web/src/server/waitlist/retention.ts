/**
 * The waitlist's part of the daily retention (personal-data/retention.ts, docs/privacy.md): entries
 * whose range is over end, and entries that ended (left, ended, booked) are deleted with their
 * offers `holdRetentionDays` after they ended, like a hold that ended unpaid.
 */
import { and, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { waitlistEntries } from '@/server/db/schema';
import { endPastEntries } from './entries';
import { withdrawOpenOffers } from './offers';

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

/** A person's entries (by their email's hashes), as the access export shows them. */
export async function waitlistEntriesOf(db: Db, hashes: string[]) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.emailHash, hashes))
    .orderBy(waitlistEntries.createdAt);
  return rows.map((e) => ({
    entryId: e.id,
    kind: e.kind,
    state: e.state,
    email: e.contact.email,
    checkupId: e.checkupId,
    serviceIds: e.serviceIds,
    locationId: e.locationId,
    from: e.fromDate,
    to: e.toDate,
    weekdays: e.weekdays,
    timeOfDay: e.timeOfDay,
    language: e.language,
    locale: e.locale,
    joinedAt: e.createdAt.toISOString(),
  }));
}

/** Erasure: a person's entries go (an open offer is withdrawn and its slot passed on first). */
export async function eraseWaitlistEntries(db: Db, hashes: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.emailHash, hashes))
      .for('update');
    for (const row of rows) await withdrawOpenOffers(tx, row.id);
    if (rows.length)
      await tx.delete(waitlistEntries).where(
        inArray(
          waitlistEntries.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.length;
  });
}
