/**
 * Insights against straightforward SQL over the same rows (docs/staff-desk.md "Insights"): a
 * realistic year (src/test/insights-year.ts, a small share of the slots) at Zurich, open around
 * the clock in this test so its DST days are 23 and 25 hours, and Bern with a closure day; desk
 * blocks of rooms and of the whole location. Every total is recomputed by SQL written the
 * plain way (whole-table counts, range_agg for blocked time) and must agree. On PGlite and,
 * with DATABASE_URL, PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { getCatalog, type Catalog } from '@/server/content';
import { rowsOf } from '@/server/db/client';
import { setupTestDb } from '@/test/db';
import type { StaffActor } from '@/server/staff/actor';
import { testActor } from '@/test/desk';
import { seedInsightsYear } from '@/test/insights-year';
import { staffInsights } from './insights';

const t = setupTestDb({ worker: false });
const NOW = new Date('2031-01-10T12:00:00Z');
const FROM = '2030-01-01';
const TO = '2030-12-31';
// Last Sundays of March and October 2030: 23 and 25 hours in Zurich.
const SPRING = '2030-03-31';
const AUTUMN = '2030-10-27';
const CLOSED = '2030-06-12';
let catalog: Catalog;
let zurichId: string;
let bernId: string;

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0];
const n = (v: unknown) => Number(v ?? 0);
const Z = sql.raw(`'Europe/Zurich'`);
const yearStart = sql`(${FROM}::date)::timestamp at time zone ${Z}`;
const yearEnd = sql`((${TO}::date) + 1)::timestamp at time zone ${Z}`;

beforeAll(async () => {
  const real = await getCatalog();
  catalog = {
    ...real,
    locations: real.locations.map((l) =>
      l.slug === 'zurich_bellevue'
        ? {
            ...l,
            openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
              weekday,
              from: '00:00',
              to: '24:00',
            })),
          }
        : l.slug === 'bern'
          ? { ...l, closures: [...l.closures, CLOSED] }
          : l,
    ),
  } as Catalog;
  zurichId = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!.id;
  bernId = catalog.locations.find((l) => l.slug === 'bern')!.id;
  await seedInsightsYear(t.db, catalog, {
    from: '2029-12-20',
    days: 385,
    fill: 0.05,
    locations: ['zurich_bellevue', 'bern'],
    now: NOW,
  });
}, 600_000);

const admin = () => testActor({ role: 'admin', locations: 'all' });
/** The year's figures as `actor` sees them, at one location if given. */
const yearOf = async (actor: StaffActor, location?: string) =>
  (await staffInsights(actor, { from: FROM, to: TO, location }, { db: t.db, catalog, now: NOW }))!;

describe('insights over a realistic year', () => {
  it('counts bookings by appointment day and by booking day as SQL does, DST days included', async () => {
    const got = await yearOf(admin());
    const locs = sql`location_id in (${zurichId}, ${bernId})`;
    const byStart = await one<{ c: unknown }>(sql`
      select count(*) as c from reservations
      where confirmed_at is not null and ${locs} and starts_at >= ${yearStart} and starts_at < ${yearEnd}`);
    const byCreated = await one<{ c: unknown }>(sql`
      select count(*) as c from reservations
      where confirmed_at is not null and ${locs} and created_at >= ${yearStart} and created_at < ${yearEnd}`);
    expect(got.bookingsByDay).toHaveLength(365);
    expect(got.bookingsByDay.reduce((s, d) => s + d.byAppointment, 0)).toBe(n(byStart.c));
    expect(got.bookingsByDay.reduce((s, d) => s + d.byBooking, 0)).toBe(n(byCreated.c));
    expect(n(byStart.c)).toBeGreaterThan(300);
    // The DST days by their explicit offsets.
    for (const [date, start, end] of [
      [SPRING, '2030-03-31T00:00:00+01:00', '2030-04-01T00:00:00+02:00'],
      [AUTUMN, '2030-10-27T00:00:00+02:00', '2030-10-28T00:00:00+01:00'],
    ]) {
      const c = await one<{ c: unknown }>(sql`
        select count(*) as c from reservations
        where confirmed_at is not null and ${locs} and starts_at >= ${start} and starts_at < ${end}`);
      expect(got.bookingsByDay.find((d) => d.date === date)!.byAppointment).toBe(n(c.c));
    }
  });

  it('measures utilisation per room and day: DST day lengths, closures and blocks left out', async () => {
    const got = await yearOf(admin());
    const zurich = catalog.locations.find((l) => l.id === zurichId)!;
    const dayMinutes = async (date: string) =>
      n(
        (
          await one<{ m: unknown }>(sql`
            select extract(epoch from (((${date}::date) + 1)::timestamp at time zone ${Z})
              - ((${date}::date)::timestamp at time zone ${Z})) / 60 as m`)
        ).m,
      );
    for (const date of [SPRING, AUTUMN, '2030-07-01']) {
      const rows = got.utilisation.filter((u) => u.locationId === zurichId && u.date === date);
      expect(rows).toHaveLength(zurich.rooms.length);
      for (const r of rows) expect(r.openMinutes).toBe(await dayMinutes(date));
    }
    expect(await dayMinutes(SPRING)).toBe(23 * 60);
    expect(await dayMinutes(AUTUMN)).toBe(25 * 60);
    for (const r of got.utilisation.filter((u) => u.locationId === bernId && u.date === CLOSED))
      expect(r).toMatchObject({ openMinutes: 0, availableMinutes: 0, bookedMinutes: 0 });

    // Zurich is open around the clock: per room, available = the year less the union of its
    // blocks, booked = confirmed bookings less their overlap with that union.
    for (const room of zurich.rooms) {
      const mine = got.utilisation.filter(
        (u) => u.locationId === zurichId && u.roomKey === room.key,
      );
      const blocks = sql`(select range_agg(tstzrange(greatest(starts_at, ${yearStart}), least(ends_at, ${yearEnd})))
        from desk_blocks where location_id = ${zurichId} and (room_keys is null or ${room.key} = any(room_keys))
          and starts_at < ${yearEnd} and ends_at > ${yearStart})`;
      const blocked = await one<{ m: unknown }>(sql`
        select coalesce(sum(extract(epoch from upper(b) - lower(b))), 0) / 60 as m from unnest(${blocks}) as b`);
      const booked = await one<{ m: unknown }>(sql`
        select coalesce(sum(extract(epoch from (least(r.ends_at, ${yearEnd}) - greatest(r.starts_at, ${yearStart})))), 0) / 60
          - coalesce(sum((select sum(extract(epoch from upper(x) - lower(x)))
              from unnest(tstzmultirange(tstzrange(r.starts_at, r.ends_at)) * coalesce(${blocks}, '{}'::tstzmultirange)) as x)), 0) / 60 as m
        from reservations r
        where r.status = 'confirmed' and r.location_id = ${zurichId} and r.room_key = ${room.key}
          and r.starts_at < ${yearEnd} and r.ends_at > ${yearStart}`);
      const open = mine.reduce((s, u) => s + u.openMinutes, 0);
      expect(open).toBe(365 * 24 * 60);
      expect(mine.reduce((s, u) => s + u.blockedMinutes, 0)).toBe(Math.round(n(blocked.m)));
      expect(n(blocked.m)).toBeGreaterThan(0);
      expect(mine.reduce((s, u) => s + u.bookedMinutes, 0)).toBe(Math.round(n(booked.m)));
      for (const u of mine) expect(u.availableMinutes).toBe(u.openMinutes - u.blockedMinutes);
    }
  });

  it('counts cancellations, no-shows, lead times, add-ons, codes, money, waitlist and funnel as SQL does', async () => {
    const got = await yearOf(admin());
    const inYear = sql`location_id in (${zurichId}, ${bernId}) and starts_at >= ${yearStart} and starts_at < ${yearEnd}`;
    const a = await one<Record<string, unknown>>(sql`
      select count(*) filter (where confirmed_at is not null) as bookings,
             count(*) filter (where confirmed_at is not null and status = 'cancelled') as cancelled,
             count(*) filter (where status = 'confirmed' and no_show_at is not null) as no_shows,
             count(*) filter (where status = 'confirmed' and starts_at < ${NOW.toISOString()}) as due,
             count(*) filter (where status = 'confirmed' and cardinality(service_ids) > 0) as with_add_on,
             count(*) filter (where status = 'confirmed') as live
      from reservations where ${inYear}`);
    expect(got.attendance).toMatchObject({
      bookings: n(a.bookings),
      cancelled: n(a.cancelled),
      noShows: n(a.no_shows),
      due: n(a.due),
    });
    expect(n(a.no_shows)).toBeGreaterThan(0);
    expect(got.attendance.byWeekday.reduce((s, w) => s + w.noShows, 0)).toBe(n(a.no_shows));
    expect(got.attendance.byHour.reduce((s, w) => s + w.bookings, 0)).toBe(n(a.bookings));
    expect(got.addOns).toMatchObject({ bookings: n(a.live), withAddOn: n(a.with_add_on) });

    // Lead time: the same buckets from the raw rows.
    const leads = rowsOf<{ s: string | Date; c: string | Date }>(
      await t.db.execute(sql`select starts_at as s, created_at as c from reservations
        where confirmed_at is not null and ${inYear}`),
    ).map((r) => Math.floor((new Date(r.s).getTime() - new Date(r.c).getTime()) / 864e5));
    const bucket = (d: number) =>
      d <= 1
        ? '0-1'
        : d <= 7
          ? '2-7'
          : d <= 14
            ? '8-14'
            : d <= 30
              ? '15-30'
              : d <= 60
                ? '31-60'
                : '61+';
    for (const b of got.leadTime)
      expect(b.bookings).toBe(leads.filter((d) => bucket(d) === b.bucket).length);
    leads.sort((x, y) => x - y);
    expect(got.leadTimeMedianDays).toBe(leads[Math.ceil(leads.length / 2) - 1]);

    const codes = rowsOf<{ code: string; c: unknown }>(
      await t.db.execute(sql`select discount_code as code, count(*) as c from reservations
        where confirmed_at is not null and discount_code is not null and ${inYear} group by 1`),
    );
    expect(Object.fromEntries(got.discountCodes.map((c) => [c.code, c.bookings]))).toEqual(
      Object.fromEntries(codes.map((c) => [c.code, n(c.c)])),
    );

    // Money: each kind summed by the time it moved.
    const money = (k: keyof (typeof got.money)[number]) =>
      got.money.reduce((s, w) => s + Number(w[k]), 0);
    const cents = async (q: ReturnType<typeof sql>) => n((await one<{ v: unknown }>(q)).v);
    const locs = sql`r.location_id in (${zurichId}, ${bernId})`;
    const between = (col: ReturnType<typeof sql>) =>
      sql`${col} >= ${yearStart} and ${col} < ${yearEnd}`;
    const balances =
      await cents(sql`select coalesce(sum(o.amount_cents), 0) as v from online_payments o
      join reservations r on r.id = o.reservation_id where o.purpose = 'balance' and ${locs} and ${between(sql`o.created_at`)}`);
    const firstPayments =
      await cents(sql`select coalesce(sum(r.paid_cents), 0) - coalesce((select sum(o.amount_cents)
      from online_payments o join reservations r2 on r2.id = o.reservation_id
      where o.purpose = 'balance' and r2.location_id in (${zurichId}, ${bernId})
        and r2.confirmed_at >= ${yearStart} and r2.confirmed_at < ${yearEnd}), 0) as v
      from reservations r where ${locs} and ${between(sql`r.confirmed_at`)}`);
    const clinic =
      await cents(sql`select coalesce(sum(c.amount_cents), 0) as v from clinic_payments c
      join reservations r on r.id = c.reservation_id where ${locs} and ${between(sql`c.settled_at`)}`);
    const refunded = await cents(sql`select coalesce(sum(f.amount_cents), 0) as v from refunds f
      join reservations r on r.id = f.reservation_id where ${locs} and ${between(sql`f.created_at`)}`);
    const discounts =
      await cents(sql`select coalesce(sum((r.snapshot->>'subtotalCents')::bigint - (r.snapshot->>'totalCents')::bigint), 0) as v
      from reservations r where ${locs} and ${between(sql`r.confirmed_at`)}`);
    expect(money('balancesOnlineCents')).toBe(balances);
    expect(money('depositsCents')).toBe(firstPayments);
    expect(money('clinicCents')).toBe(clinic);
    expect(money('refundsCents')).toBe(refunded);
    expect(money('discountsCents')).toBe(discounts);
    expect(balances * clinic * refunded * discounts).toBeGreaterThan(0);

    const offers = rowsOf<{ state: string; c: unknown }>(
      await t.db.execute(sql`select state, count(*) as c from waitlist_offers
        where location_id in (${zurichId}, ${bernId}) and created_at >= ${yearStart} and created_at < ${yearEnd} group by 1`),
    );
    const byState = Object.fromEntries(offers.map((o) => [o.state, n(o.c)]));
    expect(got.waitlist).toEqual({
      offers: offers.reduce((s, o) => s + n(o.c), 0),
      taken: byState.taken ?? 0,
      expired: byState.expired ?? 0,
      withdrawn: byState.withdrawn ?? 0,
      open: byState.open ?? 0,
    });

    const views = rowsOf<{ step: string; v: unknown }>(
      await t.db.execute(sql`select step, sum(views) as v from funnel_daily
        where day between ${FROM} and ${TO} group by 1`),
    );
    expect(got.funnel!.steps.map((s) => [s.step, s.views])).toEqual(
      got.funnel!.steps.map((s) => [s.step, n(views.find((v) => v.step === s.step)?.v)]),
    );
    const holds = await one<{ h: unknown; p: unknown }>(sql`select count(*) as h,
      count(*) filter (where confirmed_at is not null) as p from reservations
      where created_at >= ${yearStart} and created_at < ${yearEnd}`);
    expect(got.funnel).toMatchObject({ holds: n(holds.h), paid: n(holds.p) });
    expect(n(holds.h)).toBeGreaterThan(n(holds.p));
  });

  it('splits no-shows by whether an SMS reminder was sent, as SQL over sms_messages does', async () => {
    const got = await yearOf(admin());
    const split = rowsOf<{ reminded: unknown; due: unknown; no_shows: unknown; bookings: unknown }>(
      await t.db.execute(sql`
        select (r.id in (select reservation_id from sms_messages where kind = 'reminder')) as reminded,
               count(*) as bookings,
               count(*) filter (where r.status = 'confirmed' and r.starts_at < ${NOW.toISOString()}) as due,
               count(*) filter (where r.status = 'confirmed' and r.no_show_at is not null) as no_shows
        from reservations r
        where r.confirmed_at is not null and r.location_id in (${zurichId}, ${bernId})
          and r.starts_at >= ${yearStart} and r.starts_at < ${yearEnd}
        group by 1`),
    );
    const of = (yes: boolean) =>
      split.find((r) => (r.reminded === true || r.reminded === 't') === yes)!;
    for (const [key, yes] of [
      ['withReminder', true],
      ['withoutReminder', false],
    ] as const)
      expect(got.smsReminders[key]).toMatchObject({
        bookings: n(of(yes).bookings),
        due: n(of(yes).due),
        noShows: n(of(yes).no_shows),
      });
    const sent = await one<{ c: unknown }>(sql`select count(*) as c from sms_messages m
      join reservations r on r.id = m.reservation_id
      where r.location_id in (${zurichId}, ${bernId}) and m.sent_at >= ${yearStart} and m.sent_at < ${yearEnd}`);
    expect(got.smsReminders.sent).toBe(n(sent.c));
    expect(n(sent.c)).toBeGreaterThan(50);
    expect(got.smsReminders.withReminder.due + got.smsReminders.withoutReminder.due).toBe(
      got.attendance.due,
    );
  });

  it("gives reception its own locations only, and no funnel (step views are every location's)", async () => {
    const desk = testActor({ role: 'reception', locations: [bernId] });
    const got = await yearOf(desk);
    expect(got.locations.map((l) => l.id)).toEqual([bernId]);
    expect(new Set(got.utilisation.map((u) => u.locationId))).toEqual(new Set([bernId]));
    expect(got.funnel).toBeNull();
    const c = await one<{ c: unknown }>(sql`select count(*) as c from reservations
      where confirmed_at is not null and location_id = ${bernId} and starts_at >= ${yearStart} and starts_at < ${yearEnd}`);
    expect(got.attendance.bookings).toBe(n(c.c));
    const zurichOnly = await yearOf(admin(), zurichId);
    expect(zurichOnly.attendance.bookings + got.attendance.bookings).toBe(
      (await yearOf(admin())).attendance.bookings,
    );
  });

  it('refuses a reversed period and one over a year', async () => {
    expect(await staffInsights(admin(), { from: TO, to: FROM }, { db: t.db, catalog })).toBeNull();
    expect(
      await staffInsights(admin(), { from: '2029-01-01', to: TO }, { db: t.db, catalog }),
    ).toBeNull();
  });
});
