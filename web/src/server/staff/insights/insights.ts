/**
 * Insights (docs/staff-desk.md "Insights"): the clinic's figures over a period of Zurich days
 * at the locations a member sees. Every figure is an aggregate in SQL over unsealed columns
 * (times, states, amounts, ids); personal data is never read. Days, weeks, weekdays and hours
 * are Zurich's (`at time zone` the clinic's ZONE, so a DST day is 23 or 25 hours). Utilisation
 * needs content (opening hours, closures) and blocks: ./utilisation.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  INSIGHTS_MAX_DAYS,
  LEAD_TIME_BUCKETS,
  type AttendanceCounts,
  type MoneyWeek,
  type StaffInsightsResponse,
} from '@/contracts/staff-insights';
import { FUNNEL_STEPS } from '@/contracts/insights-step';
import { zurichDays } from '@/server/availability/zone';
import { getCatalog, type Catalog } from '@/server/content';
import { rowsOf, type Db } from '@/server/db/client';
import { stepViews } from '@/server/insights/funnel';
import { seesLocation, type StaffActor } from '../actor';
import { smsReminderSplit } from './sms';
import { ZONE as CLINIC_ZONE } from '@/shared/zone';
import { utilisation } from './utilisation';

export type InsightsDeps = { db: Db; catalog?: Catalog; now?: Date };
export type Period = { from: string; to: string; start: Date; end: Date };

/** The clinic's zone as a literal: the period indexes' expressions name it so (migration 0031). */
const ZONE = sql.raw(`'${CLINIC_ZONE}'`);
/** A timestamptz column as a Zurich yyyy-MM-dd. */
export const zurichDay = (col: SQL) => sql`to_char(${col} at time zone ${ZONE}, 'YYYY-MM-DD')`;
/** The Monday (Zurich) of the week of a timestamptz column. */
export const zurichWeek = (col: SQL) =>
  sql`to_char(date_trunc('week', ${col} at time zone ${ZONE}), 'YYYY-MM-DD')`;

/** The period from..to (Zurich dates, both included), or null when not a period we answer. */
export function periodOf(from: string, to: string): Period | null {
  const bounds = zurichDays(from, to);
  if (!bounds || from > to) return null;
  const days =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
  if (days > INSIGHTS_MAX_DAYS) return null;
  return { from, to, start: bounds.start, end: bounds.end };
}

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const num = (v: unknown) => Number(v ?? 0);

/** A booking: a reservation that was confirmed (paid or at the clinic), cancelled later or not. */
const BOOKING = sql`r.confirmed_at is not null`;

/** The figures of `period` at `locationIds` (the caller checked the actor sees them). */
export async function insightsFigures(
  db: Db,
  catalog: Catalog,
  q: { period: Period; locationIds: readonly string[]; language: 'en' | 'de'; withFunnel: boolean },
  now: Date,
): Promise<Omit<StaffInsightsResponse, 'from' | 'to' | 'location' | 'locations'>> {
  const { period, locationIds } = q;
  const [util, byDay, lead, attendance, money, addOns, codes, waitlist, funnel, sms] =
    await Promise.all([
      utilisation(db, catalog, period, locationIds),
      bookingsByDay(db, period, locationIds),
      leadTime(db, period, locationIds),
      attendanceOf(db, period, locationIds, now),
      moneyByWeek(db, period, locationIds),
      addOnsOf(db, catalog, period, locationIds, q.language),
      discountCodes(db, period, locationIds),
      waitlistOffers(db, period, locationIds),
      q.withFunnel ? funnelOf(db, period) : Promise.resolve(null),
      smsReminderSplit(db, period, locationIds, now),
    ]);
  return {
    utilisation: util,
    bookingsByDay: byDay,
    leadTime: lead.buckets,
    leadTimeMedianDays: lead.median,
    attendance,
    money,
    addOns,
    discountCodes: codes,
    waitlist,
    funnel,
    smsReminders: sms,
  };
}

/** Bookings per Zurich day: by the appointment's day and by the day it was booked (created). */
export async function bookingsByDay(db: Db, p: Period, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const [byStart, byCreated] = await Promise.all(
    [sql`r.starts_at`, sql`r.created_at`].map((col) =>
      db.execute(sql`
        select ${zurichDay(col)} as day, count(*) as n from reservations r
        where ${BOOKING} and r.location_id in (${inList(ids)})
          and ${col} >= ${p.start.toISOString()} and ${col} < ${p.end.toISOString()}
        group by 1`),
    ),
  );
  const days = new Map<string, { byAppointment: number; byBooking: number }>();
  const day = (d: string) => {
    let v = days.get(d);
    if (!v) days.set(d, (v = { byAppointment: 0, byBooking: 0 }));
    return v;
  };
  for (const r of rowsOf<{ day: string; n: unknown }>(byStart)) day(r.day).byAppointment = num(r.n);
  for (const r of rowsOf<{ day: string; n: unknown }>(byCreated)) day(r.day).byBooking = num(r.n);
  const out = [];
  for (let ms = Date.parse(`${p.from}T00:00:00Z`); ; ms += 864e5) {
    const d = new Date(ms).toISOString().slice(0, 10);
    if (d > p.to) break;
    out.push({ date: d, ...(days.get(d) ?? { byAppointment: 0, byBooking: 0 }) });
  }
  return out;
}

/** Days from booking (created) to the appointment, for the bookings with an appointment in the period. */
export async function leadTime(db: Db, p: Period, ids: readonly string[]) {
  const buckets = LEAD_TIME_BUCKETS.map((bucket) => ({ bucket, bookings: 0 }));
  if (ids.length === 0) return { buckets, median: null };
  // One pass: the buckets' counts and the median together.
  const result = await db.execute(sql`
    select count(*) filter (where d <= 1) as "0-1",
           count(*) filter (where d > 1 and d <= 7) as "2-7",
           count(*) filter (where d > 7 and d <= 14) as "8-14",
           count(*) filter (where d > 14 and d <= 30) as "15-30",
           count(*) filter (where d > 30 and d <= 60) as "31-60",
           count(*) filter (where d > 60) as "61+",
           percentile_disc(0.5) within group (order by d) as median
    from (select floor(extract(epoch from (r.starts_at - r.created_at)) / 86400) as d
          from reservations r
          where ${BOOKING} and r.location_id in (${inList(ids)})
            and r.starts_at >= ${p.start.toISOString()} and r.starts_at < ${p.end.toISOString()}) x`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  for (const b of buckets) b.bookings = num(row[b.bucket]);
  const m = row.median;
  return { buckets, median: m === null || m === undefined ? null : num(m) };
}

const emptyCounts = (): AttendanceCounts => ({ bookings: 0, cancelled: 0, due: 0, noShows: 0 });
const add = (into: AttendanceCounts, r: AttendanceCounts) => {
  into.bookings += r.bookings;
  into.cancelled += r.cancelled;
  into.due += r.due;
  into.noShows += r.noShows;
};

/** Bookings, cancellations and no-shows by the appointment's week, weekday and hour. */
export async function attendanceOf(db: Db, p: Period, ids: readonly string[], now: Date) {
  const total = emptyCounts();
  const weeks = new Map<string, AttendanceCounts>();
  const weekdays = new Map<number, AttendanceCounts>();
  const hours = new Map<number, AttendanceCounts>();
  if (ids.length > 0) {
    const local = sql`(r.starts_at at time zone ${ZONE})`;
    const result = await db.execute(sql`
      select ${zurichWeek(sql`r.starts_at`)} as week,
             extract(isodow from ${local}) as weekday, extract(hour from ${local}) as hour,
             count(*) as bookings,
             count(*) filter (where r.status = 'cancelled') as cancelled,
             count(*) filter (where r.status = 'confirmed' and r.starts_at < ${now.toISOString()}) as due,
             count(*) filter (where r.status = 'confirmed' and r.no_show_at is not null) as no_shows
      from reservations r
      where ${BOOKING} and r.location_id in (${inList(ids)})
        and r.starts_at >= ${p.start.toISOString()} and r.starts_at < ${p.end.toISOString()}
      group by 1, 2, 3`);
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      const c: AttendanceCounts = {
        bookings: num(r.bookings),
        cancelled: num(r.cancelled),
        due: num(r.due),
        noShows: num(r.no_shows),
      };
      add(total, c);
      const bucket = <K>(map: Map<K, AttendanceCounts>, key: K) => {
        let v = map.get(key);
        if (!v) map.set(key, (v = emptyCounts()));
        add(v, c);
      };
      bucket(weeks, String(r.week));
      bucket(weekdays, num(r.weekday));
      bucket(hours, num(r.hour));
    }
  }
  return {
    ...total,
    byWeek: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, c]) => ({ week, ...c })),
    byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      ...(weekdays.get(weekday) ?? emptyCounts()),
    })),
    byHour: [...hours].sort(([a], [b]) => a - b).map(([hour, c]) => ({ hour, ...c })),
  };
}

/**
 * Money by the Zurich week it moved: first online payments (deposit or full) at confirmation,
 * balances paid online, money taken at the clinic when settled, refunds when written, and the
 * discounts granted on bookings confirmed that week.
 */
export async function moneyByWeek(db: Db, p: Period, ids: readonly string[]): Promise<MoneyWeek[]> {
  if (ids.length === 0) return [];
  const s = p.start.toISOString();
  const e = p.end.toISOString();
  const loc = sql`r.location_id in (${inList(ids)})`;
  const result = await db.execute(sql`
    select week, kind, sum(cents) as cents from (
      select ${zurichWeek(sql`r.confirmed_at`)} as week, 'deposits' as kind, r.paid_cents as cents
        from reservations r
        where r.confirmed_at >= ${s} and r.confirmed_at < ${e} and ${loc}
      union all
      -- paid_cents grows with balances paid online: what is left is the first payment.
      select ${zurichWeek(sql`r.confirmed_at`)}, 'deposits', -o.amount_cents
        from online_payments o join reservations r on r.id = o.reservation_id
        where o.purpose = 'balance' and r.confirmed_at >= ${s} and r.confirmed_at < ${e} and ${loc}
      union all
      select ${zurichWeek(sql`r.confirmed_at`)}, 'discounts', r.discount_cents
        from reservations r
        where r.confirmed_at >= ${s} and r.confirmed_at < ${e} and ${loc} and r.discount_cents <> 0
      union all
      select ${zurichWeek(sql`o.created_at`)}, 'balancesOnline', o.amount_cents
        from online_payments o join reservations r on r.id = o.reservation_id
        where o.purpose = 'balance' and o.created_at >= ${s} and o.created_at < ${e} and ${loc}
      union all
      select ${zurichWeek(sql`c.settled_at`)}, 'clinic', c.amount_cents
        from clinic_payments c join reservations r on r.id = c.reservation_id
        where c.settled_at >= ${s} and c.settled_at < ${e} and ${loc}
      union all
      select ${zurichWeek(sql`f.created_at`)}, 'refunds', f.amount_cents
        from refunds f join reservations r on r.id = f.reservation_id
        where f.created_at >= ${s} and f.created_at < ${e} and ${loc}
      union all
      select ${zurichWeek(sql`o.refunded_at`)}, 'refunds', o.refunded_cents
        from online_payments o join reservations r on r.id = o.reservation_id
        where o.refunded_at >= ${s} and o.refunded_at < ${e} and o.refunded_cents > 0 and ${loc}
    ) m group by 1, 2`);
  const weeks = new Map<string, MoneyWeek>();
  for (const r of rowsOf<{ week: string; kind: string; cents: unknown }>(result)) {
    let w = weeks.get(r.week);
    if (!w)
      weeks.set(
        r.week,
        (w = {
          week: r.week,
          depositsCents: 0,
          balancesOnlineCents: 0,
          clinicCents: 0,
          refundsCents: 0,
          discountsCents: 0,
        }),
      );
    const key = `${r.kind}Cents` as keyof Omit<MoneyWeek, 'week'>;
    w[key] += num(r.cents);
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

/** Bookings with an appointment in the period that have at least one add-on, and per add-on. */
export async function addOnsOf(
  db: Db,
  catalog: Catalog,
  p: Period,
  ids: readonly string[],
  language: 'en' | 'de',
) {
  if (ids.length === 0) return { bookings: 0, withAddOn: 0, byAddOn: [] };
  const where = sql`${BOOKING} and r.status = 'confirmed' and r.location_id in (${inList(ids)})
    and r.starts_at >= ${p.start.toISOString()} and r.starts_at < ${p.end.toISOString()}`;
  const [totals, per] = await Promise.all([
    db.execute(sql`
      select count(*) as bookings, count(*) filter (where cardinality(r.service_ids) > 0) as with_add_on
      from reservations r where ${where}`),
    db.execute(sql`
      select s.id, count(*) as n from reservations r, unnest(r.service_ids) as s(id)
      where ${where} group by 1`),
  ]);
  const t = rowsOf<{ bookings: unknown; with_add_on: unknown }>(totals)[0];
  const name = (id: string) => {
    const s = catalog.services.find((x) => x.id === id);
    return s ? (language === 'de' ? s.title_de : s.title_en) : id;
  };
  return {
    bookings: num(t?.bookings),
    withAddOn: num(t?.with_add_on),
    byAddOn: rowsOf<{ id: string; n: unknown }>(per)
      .map((r) => ({ id: r.id, name: name(r.id), bookings: num(r.n) }))
      .sort((a, b) => b.bookings - a.bookings || a.name.localeCompare(b.name)),
  };
}

/** Bookings with an appointment in the period per discount code, and the discount granted. */
export async function discountCodes(db: Db, p: Period, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select upper(r.discount_code) as code, count(*) as n,
           coalesce(sum((r.snapshot->>'subtotalCents')::bigint - (r.snapshot->>'totalCents')::bigint), 0) as cents
    from reservations r
    where ${BOOKING} and r.discount_code is not null and r.discount_code <> ''
      and r.location_id in (${inList(ids)})
      and r.starts_at >= ${p.start.toISOString()} and r.starts_at < ${p.end.toISOString()}
    group by 1 order by 2 desc, 1`);
  return rowsOf<{ code: string; n: unknown; cents: unknown }>(result).map((r) => ({
    code: r.code,
    bookings: num(r.n),
    discountCents: num(r.cents),
  }));
}

/** Waitlist offers made in the period at the locations, by how they ended. */
export async function waitlistOffers(db: Db, p: Period, ids: readonly string[]) {
  const out = { offers: 0, taken: 0, expired: 0, withdrawn: 0, open: 0 };
  if (ids.length === 0) return out;
  const result = await db.execute(sql`
    select o.state, count(*) as n from waitlist_offers o
    where o.location_id in (${inList(ids)})
      and o.created_at >= ${p.start.toISOString()} and o.created_at < ${p.end.toISOString()}
    group by 1`);
  for (const r of rowsOf<{ state: keyof typeof out; n: unknown }>(result)) {
    if (r.state in out) out[r.state] += num(r.n);
    out.offers += num(r.n);
  }
  return out;
}

/**
 * The funnel over every location: step views (funnel_daily), then the visitors' holds made in
 * the period (not the desk's, not a partner's own row, not a waitlist offer's hold) and of
 * those the ones paid (confirmed).
 */
export async function funnelOf(db: Db, p: Period) {
  const [views, held] = await Promise.all([
    stepViews(db, p.from, p.to),
    db.execute(sql`
      select count(*) as holds, count(*) filter (where r.confirmed_at is not null) as paid
      from reservations r
      where r.created_at >= ${p.start.toISOString()} and r.created_at < ${p.end.toISOString()}
        and r.booked_by_staff_id is null and r.partner_of_reservation_id is null
        and not exists (select 1 from waitlist_offers o where o.hold_reservation_id = r.id)`),
  ]);
  const h = rowsOf<{ holds: unknown; paid: unknown }>(held)[0];
  return {
    steps: FUNNEL_STEPS.map((step) => ({ step, views: views.get(step) ?? 0 })),
    holds: num(h?.holds),
    paid: num(h?.paid),
  };
}

/**
 * The insights of `from..to` for `actor`: at `location` (checked by the caller) or at every
 * location the actor sees. Null when the period is not one we answer (reversed, over a year).
 */
export async function staffInsights(
  actor: StaffActor,
  q: { from: string; to: string; location?: string },
  deps: InsightsDeps,
): Promise<StaffInsightsResponse | null> {
  const catalog = deps.catalog ?? (await getCatalog());
  const period = periodOf(q.from, q.to);
  if (!period) return null;
  const lang = actor.language;
  const seen = catalog.locations.filter((l) => !l.isComingSoon && seesLocation(actor, l.id));
  const locationIds = q.location ? [q.location] : seen.map((l) => l.id);
  const figures = await insightsFigures(
    deps.db,
    catalog,
    {
      period,
      locationIds,
      language: lang,
      withFunnel: !q.location && actor.locations === 'all',
    },
    deps.now ?? new Date(),
  );
  return {
    from: q.from,
    to: q.to,
    location: q.location ?? null,
    locations: seen.map((l) => ({ id: l.id, name: lang === 'de' ? l.title_de : l.title_en })),
    ...figures,
  };
}
