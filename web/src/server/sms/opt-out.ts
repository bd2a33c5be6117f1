/**
 * Turning SMS reminders off (docs/sms.md "Opting out"): from the manage page's link (one
 * booking) or by replying STOP (every booking still to come with that phone number, found by
 * the phone's blind index, privacy/blind-index.ts). The waiting job stays; the worker checks
 * `sms_reminder` when it runs, so turning it on again before then needs no new job. Turning
 * on a booking that never had one schedules it.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { phoneHashCandidates } from '@/server/privacy/blind-index';
import { scheduleSmsReminder } from './reminder';

/** Sets the booking's choice; returns it. Turning on needs a phone number and a confirmed or pending booking. */
export async function setSmsReminder(
  db: Db,
  reservationId: string,
  on: boolean,
  now: Date,
  hoursBefore: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (!row) return false;
    if (on === row.smsReminder) return on;
    if (on && !row.personalData.phone) return false;
    const [updated] = await tx
      .update(reservations)
      .set(
        on
          ? { smsReminder: true, smsOptOutAt: null, smsOptOutVia: null, updatedAt: sql`now()` }
          : { smsReminder: false, smsOptOutAt: now, smsOptOutVia: 'link', updatedAt: sql`now()` },
      )
      .where(eq(reservations.id, reservationId))
      .returning();
    // A confirmed booking's reminder job exists once it is on (a repeat is refused by its id).
    if (on && updated.status === 'confirmed')
      await scheduleSmsReminder(tx, updated, hoursBefore, now);
    return updated.smsReminder;
  });
}

/** STOP from `phone`: every booking still ahead with that number stops its SMS. Returns how many. */
export async function stopByPhone(db: Db, phone: string, now: Date): Promise<number> {
  const hashes = phoneHashCandidates(phone);
  if (hashes.length === 0) return 0;
  const changed = await db
    .update(reservations)
    .set({ smsReminder: false, smsOptOutAt: now, smsOptOutVia: 'stop', updatedAt: sql`now()` })
    .where(
      and(
        inArray(reservations.phoneHash, hashes),
        eq(reservations.smsReminder, true),
        gt(reservations.startsAt, now),
      ),
    )
    .returning({ id: reservations.id });
  return changed.length;
}
