/**
 * What insights read about SMS (docs/sms.md "For insights"): SMS sent per Zurich day, week or
 * month in a period, from sms_messages (one row per SMS, no personal data). Whether a booking
 * had an SMS reminder is `exists (select 1 from sms_messages s where s.reservation_id = r.id
 * and s.kind = 'reminder')`.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { ZONE } from '@/shared/zone';

export type SmsPeriod = 'day' | 'week' | 'month';

/** SMS (and their segments) sent in [from, to), per period starting on the Zurich day. */
export async function smsSentPerPeriod(
  db: Db,
  from: Date,
  to: Date,
  period: SmsPeriod,
): Promise<{ period: string; sms: number; segments: number }[]> {
  const unit = sql.raw(`'${period}'`);
  const result = await db.execute(sql`
    select to_char(date_trunc(${unit}, sent_at at time zone ${ZONE}), 'YYYY-MM-DD') as period,
           count(*)::int as sms, coalesce(sum(segments), 0)::int as segments
      from sms_messages
     where sent_at >= ${from.toISOString()}::timestamptz and sent_at < ${to.toISOString()}::timestamptz
     group by 1 order by 1`);
  const rows = rowsOf<{ period: string; sms: number; segments: number }>(result);
  return rows.map((r) => ({ period: r.period, sms: Number(r.sms), segments: Number(r.segments) }));
}
