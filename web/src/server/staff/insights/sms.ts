/**
 * No-shows with and without an SMS reminder (docs/staff-desk.md "Insights"). The reminders
 * record what they sent in their own table; until that table exists this answers null, and
 * the page leaves the figure out.
 */
import type { AttendanceCounts } from '@/contracts/staff-insights';
import type { Db } from '@/server/db/client';
import type { Period } from './insights';

export async function smsReminderSplit(
  _db: Db,
  _p: Period,
  _ids: readonly string[],
  _now: Date,
): Promise<{
  sent: number;
  withReminder: AttendanceCounts;
  withoutReminder: AttendanceCounts;
} | null> {
  return null;
}
