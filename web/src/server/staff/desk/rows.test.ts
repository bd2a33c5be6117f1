/**
 * The desk's one row loader (rows.ts, docs/staff-desk.md "Desk rows") against a fresh database
 * (PGlite, or PostgreSQL with DATABASE_URL): what the desk shows is decided on the clock the
 * caller passes, never the database's, in the loader and in every view that maps from it.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { zurichDays } from '@/server/availability/zone';
import { getCatalog, type Catalog } from '@/server/content';
import { reservations } from '@/server/db/schema';
import { setupTestDb } from '@/test/db';
import { deskBooking, testActor } from '@/test/desk';
import { dayView } from './day';
import { daySheet } from './day-sheet';
import { bookingDetail } from './detail';
import { exportCsv } from './export';
import { deskRows } from './rows';
import { searchBookings } from './search';

const t = setupTestDb({ worker: false });
// A Wednesday far ahead (Zurich is UTC+2 then); nothing else in this database falls on it.
const DAY = '2031-05-14';
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00+02:00`);
const MINUTE = 60_000;
let catalog: Catalog;
let zurichId: string;

async function insert(values: ReturnType<typeof deskBooking>) {
  const [row] = await t.db.insert(reservations).values(values).returning();
  return row;
}

const ofDay = () => {
  const day = zurichDays(DAY)!;
  return and(
    eq(reservations.locationId, zurichId),
    gte(reservations.startsAt, day.start),
    lt(reservations.startsAt, day.end),
  );
};

let confirmed: Awaited<ReturnType<typeof insert>>;
// Held on the database's clock until 30 minutes from now.
let held: Awaited<ReturnType<typeof insert>>;
// Lapsed on the database's clock 5 minutes ago.
let lapsed: Awaited<ReturnType<typeof insert>>;
let realNow: number;

beforeAll(async () => {
  catalog = await getCatalog();
  zurichId = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!.id;
  realNow = Date.now();
  confirmed = await insert(deskBooking({ catalog, startsAt: at('09:00') }));
  held = await insert({
    ...deskBooking({ catalog, startsAt: at('10:00'), status: 'pending' }),
    holdExpiresAt: new Date(realNow + 30 * MINUTE),
  });
  lapsed = await insert({
    ...deskBooking({ catalog, startsAt: at('11:00'), status: 'pending' }),
    holdExpiresAt: new Date(realNow - 5 * MINUTE),
  });
});

// An hour after the database's clock: the hold it still sees has lapsed.
const later = () => new Date(realNow + 60 * MINUTE);
// An hour before it: the hold it sees as lapsed is still live.
const earlier = () => new Date(realNow - 60 * MINUTE);

const idsOf = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));

describe('deskRows: what the desk shows, on the clock passed in', () => {
  const load = (now: Date) =>
    deskRows(t.db, { where: ofDay(), order: [asc(reservations.startsAt)] }, now);

  it('leaves out a hold lapsed by `now` that the database still holds', async () => {
    expect(idsOf(await load(later()))).toEqual(new Set([confirmed.id]));
  });

  it('shows a hold live at `now` that has lapsed on the database clock', async () => {
    const rows = await load(earlier());
    expect(rows.map((r) => r.id)).toEqual([confirmed.id, held.id, lapsed.id]);
  });

  it('every state with anyState (the detail of a named booking)', async () => {
    const [row] = await deskRows(
      t.db,
      { where: eq(reservations.id, lapsed.id), order: [], anyState: true },
      later(),
    );
    expect(row.id).toBe(lapsed.id);
  });

  it('gives each row its snapshot when asked, rebuilt for a row without one', async () => {
    const old = await insert({
      ...deskBooking({ catalog, startsAt: at('15:00'), services: ['dxa'] }),
      snapshot: null,
    });
    const rows = await deskRows(
      t.db,
      { where: inArray(reservations.id, [confirmed.id, old.id]), order: [], snapshot: true },
      new Date(realNow),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(confirmed.id)!.snapshot).toEqual(confirmed.snapshot);
    expect(byId.get(old.id)!.snapshot).toMatchObject({
      reconstructed: true,
      services: [expect.objectContaining({ slug: 'dxa' })],
    });
    await t.db.delete(reservations).where(eq(reservations.id, old.id));
  });
});

describe('the views that map from deskRows use the passed clock', () => {
  const deps = (now: Date) => ({ db: t.db, catalog, now });

  it('day view', async () => {
    const late = (await dayView(testActor(), zurichId, DAY, deps(later())))!;
    expect(idsOf(late.bookings)).toEqual(new Set([confirmed.id]));
    const early = (await dayView(testActor(), zurichId, DAY, deps(earlier())))!;
    expect(Object.fromEntries(early.bookings.map((b) => [b.id, b.status]))).toEqual({
      [confirmed.id]: 'confirmed',
      [held.id]: 'held',
      [lapsed.id]: 'held',
    });
  });

  it('search', async () => {
    const find = async (ref: string, now: Date) =>
      (await searchBookings(testActor(), { q: ref }, deps(now))).results.map((r) => r.id);
    expect(await find(held.name, later())).toEqual([]);
    expect(await find(lapsed.name, earlier())).toEqual([lapsed.id]);
  });

  it('day sheet and export', async () => {
    const sheet = (now: Date) =>
      daySheet(testActor(), { location: zurichId, date: DAY }, deps(now));
    expect(idsOf((await sheet(later())).rows)).toEqual(new Set([confirmed.id]));
    expect(idsOf((await sheet(earlier())).rows)).toEqual(
      new Set([confirmed.id, held.id, lapsed.id]),
    );
    const admin = testActor({ role: 'admin' });
    const csv = async (now: Date) =>
      (await exportCsv(admin, { from: DAY, to: DAY, location: zurichId }, deps(now))).csv;
    expect(await csv(later())).not.toContain(held.name);
    expect(await csv(earlier())).toContain(lapsed.name);
  });

  it('booking detail: the state at `now`', async () => {
    const detail = (now: Date) => bookingDetail(testActor(), lapsed.id, { db: t.db, catalog, now });
    expect((await detail(earlier()))!.booking.status).toBe('held');
    expect((await detail(later()))!.booking.status).toBe('cancelled');
  });
});
