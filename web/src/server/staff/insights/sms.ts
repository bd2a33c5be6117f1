/**
 * SMS reminders in insights (docs/staff-desk.md "Insights", docs/sms.md "For insights"): the
 * SMS sent in the period at the locations, and the bookings with an appointment in the period
 * split by whether an SMS reminder was sent for them (a row of sms_messages of kind
 * `reminder`: one per SMS sent, no phone number or text), each with its cancellations and
 * no-shows, so the desk sees the no-show rate with and without one.
 */
import { sql } from 'drizzle-orm';
import type { AttendanceCounts } from '@/contracts/staff-insights';
import { rowsOf, type Db } from '@/server/db/client';
import type { Period } from './insights';

const num = (v: unknown) => Number(v ?? 0);

export async function smsReminderSplit(
  db: Db,
  p: Period,
  ids: readonly string[],
  now: Date,
): Promise<{
  sent: number;
  withReminder: AttendanceCounts;
  withoutReminder: AttendanceCounts;
}> {
  const empty = (): AttendanceCounts => ({ bookings: 0, cancelled: 0, due: 0, noShows: 0 });
  if (ids.length === 0) return { sent: 0, withReminder: empty(), withoutReminder: empty() };
  const locs = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const s = p.start.toISOString();
  const e = p.end.toISOString();
  const [sent, split] = await Promise.all([
    db.execute(sql`
      select count(*) as n from sms_messages m join reservations r on r.id = m.reservation_id
      where m.sent_at >= ${s} and m.sent_at < ${e} and r.location_id in (${locs})`),
    db.execute(sql`
      select exists (select 1 from sms_messages m where m.reservation_id = r.id and m.kind = 'reminder') as reminded,
             count(*) as bookings,
             count(*) filter (where r.status = 'cancelled') as cancelled,
             count(*) filter (where r.status = 'confirmed' and r.starts_at < ${now.toISOString()}) as due,
             count(*) filter (where r.status = 'confirmed' and r.no_show_at is not null) as no_shows
      from reservations r
      where r.confirmed_at is not null and r.location_id in (${locs})
        and r.starts_at >= ${s} and r.starts_at < ${e}
      group by 1`),
  ]);
  const out = {
    sent: num(rowsOf<{ n: unknown }>(sent)[0]?.n),
    withReminder: empty(),
    withoutReminder: empty(),
  };
  for (const r of rowsOf<Record<string, unknown>>(split)) {
    const reminded = r.reminded === true || r.reminded === 't';
    out[reminded ? 'withReminder' : 'withoutReminder'] = {
      bookings: num(r.bookings),
      cancelled: num(r.cancelled),
      due: num(r.due),
      noShows: num(r.no_shows),
    };
  }
  return out;
}
