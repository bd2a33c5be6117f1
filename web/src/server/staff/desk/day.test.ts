/**
 * The desk's day view and search against the embedded database (or PostgreSQL with
 * DATABASE_URL): rows written with the real column types, the actor made by hand.
 */
import { eq } from 'drizzle-orm';
import { getCatalog, type Catalog } from '@/server/content';
import { clinicPayments, reservations, staffAudit } from '@/server/db/schema';
import { bookingPerson } from '@/test/booking';
import { deskBooking, testActor } from '@/test/desk';
import { setupTestDb } from '@/test/db';
import { deskBalance } from './balance';
import { dayView } from './day';
import { searchBookings } from './search';

const t = setupTestDb({ worker: false });
// A Wednesday far ahead, so nothing else in the database falls on it (Zurich is UTC+1 then).
const DAY = '2031-03-12';
const at = (hhmm: string, date = DAY) => new Date(`${date}T${hhmm}:00+01:00`);
let catalog: Catalog;

async function insert(values: ReturnType<typeof deskBooking>) {
  const [row] = await t.db.insert(reservations).values(values).returning();
  return row;
}

beforeAll(async () => {
  catalog = await getCatalog();
});

describe('deskBalance', () => {
  const row = {
    status: 'confirmed' as const,
    totalCents: 250_000,
    paidCents: 30_000,
    balanceDueCents: 220_000,
  };
  it('adds clinic payments to paid and takes them off due, never below 0', () => {
    expect(deskBalance(row, 0)).toEqual({ paidCents: 30_000, dueCents: 220_000 });
    expect(deskBalance(row, 20_000)).toEqual({ paidCents: 50_000, dueCents: 200_000 });
    expect(deskBalance(row, 300_000)).toEqual({ paidCents: 330_000, dueCents: 0 });
  });
  it('owes the total while held and nothing once cancelled', () => {
    expect(
      deskBalance({ ...row, status: 'pending', paidCents: 0, balanceDueCents: 0 }, 0).dueCents,
    ).toBe(250_000);
    expect(deskBalance({ ...row, status: 'cancelled' }, 0).dueCents).toBe(0);
  });
});

describe('dayView', () => {
  it("shows the location-day's live holds, confirmed, marked and cancelled bookings per room", async () => {
    const zurich = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!;
    const [room1, room2] = zurich.rooms;
    const confirmed = await insert(
      deskBooking({
        catalog,
        startsAt: at('09:00'),
        services: ['dxa'],
        person: bookingPerson({ firstName: 'Zoë', lastName: 'Müller' }),
      }),
    );
    await t.db.insert(clinicPayments).values({
      reservationId: confirmed.id,
      staffId: 's',
      method: 'cash',
      amountCents: 20_000,
      reason: 'desk',
    });
    const held = await insert(
      deskBooking({ catalog, startsAt: at('09:00'), roomKey: room2.key, status: 'pending' }),
    );
    const lapsed = await insert({
      ...deskBooking({ catalog, startsAt: at('11:00'), status: 'pending' }),
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const cancelled = await insert(
      deskBooking({ catalog, startsAt: at('09:00'), status: 'cancelled' }),
    );
    const arrived = await insert({
      ...deskBooking({ catalog, startsAt: at('13:00') }),
      arrivedAt: new Date(),
    });
    const noShow = await insert({
      ...deskBooking({ catalog, startsAt: at('14:00') }),
      noShowAt: new Date(),
    });
    const expired = await insert({
      ...deskBooking({ catalog, startsAt: at('15:00') }),
      status: 'expired',
    });
    const otherDay = await insert(deskBooking({ catalog, startsAt: at('09:00', '2031-03-13') }));
    const otherPlace = await insert(
      deskBooking({ catalog, locationSlug: 'bern', startsAt: at('09:00') }),
    );

    const actor = testActor({ language: 'de' });
    const day = (await dayView(actor, zurich.id, DAY, { db: t.db, catalog }))!;
    const ids = day.bookings.map((b) => b.id);
    expect(new Set(ids)).toEqual(
      new Set([confirmed.id, held.id, cancelled.id, arrived.id, noShow.id]),
    );
    for (const gone of [lapsed, expired, otherDay, otherPlace]) expect(ids).not.toContain(gone.id);

    const status = Object.fromEntries(day.bookings.map((b) => [b.id, b.status]));
    expect(status).toEqual({
      [confirmed.id]: 'confirmed',
      [held.id]: 'held',
      [cancelled.id]: 'cancelled',
      [arrived.id]: 'arrived',
      [noShow.id]: 'no-show',
    });
    const first = day.bookings.find((b) => b.id === confirmed.id)!;
    expect(first).toMatchObject({
      name: 'Zoë Müller',
      reference: confirmed.name,
      roomKey: room1.key,
      addOns: [catalog.services.find((s) => s.slug === 'dxa')!.title_de],
      checkup: confirmed.snapshot!.checkup.bookedTitle.de,
      paidCents: 30_000 + 20_000,
      dueCents: 220_000 - 20_000,
      startsAt: at('09:00').toISOString(),
    });
    expect(day.bookings.find((b) => b.id === held.id)!.dueCents).toBe(250_000);

    expect(day.rooms).toEqual(zurich.rooms.map((r) => ({ key: r.key, label: r.label })));
    expect(day.location).toEqual({ id: zurich.id, name: zurich.title_de });
    const opening = zurich.openingHours.find((i) => i.weekday === 3)!;
    expect(day.open).toEqual([
      { start: at(opening.from).toISOString(), end: at(opening.to).toISOString() },
    ]);
    expect(day.closed).toEqual([]);

    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'day-viewed'));
    expect(audit.at(-1)).toMatchObject({
      staffId: actor.staffId,
      locationId: zurich.id,
      detail: { date: DAY },
    });
  });

  it('shades a closure day and lists only the locations the member may see', async () => {
    const zurich = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!;
    const closure = zurich.closures[0];
    const day = (await dayView(testActor({ locations: [zurich.id] }), zurich.id, closure, {
      db: t.db,
      catalog,
    }))!;
    expect(day.open).toEqual([]);
    expect(day.closed).toHaveLength(1);
    expect(day.locations.map((l) => l.id)).toEqual([zurich.id]);
    expect(await dayView(testActor(), 'location.nowhere', DAY, { db: t.db, catalog })).toBeNull();
  });
});

describe('searchBookings', () => {
  const SEARCH_DAY = '2031-04-16';
  let zurichRow: Awaited<ReturnType<typeof insert>>;
  let bernRow: Awaited<ReturnType<typeof insert>>;
  const email = `Jürg.Search.${Date.now()}@Example.com`;

  beforeAll(async () => {
    zurichRow = await insert(
      deskBooking({
        catalog,
        startsAt: at('10:00', SEARCH_DAY),
        person: bookingPerson({ lastName: 'Zürcher-Ähnlich', email, phone: '+41 78 765 43 21' }),
      }),
    );
    bernRow = await insert(
      deskBooking({
        catalog,
        locationSlug: 'bern',
        startsAt: at('10:00', SEARCH_DAY),
        person: bookingPerson({ lastName: 'Zürcher-Ähnlich', phone: '+41 78 765 43 21' }),
      }),
    );
  });

  const find = async (
    q: string,
    extra: Partial<Parameters<typeof searchBookings>[1]> = {},
    actor = testActor(),
  ) => (await searchBookings(actor, { q, ...extra }, { db: t.db, catalog })).results;

  it.each([
    ['reference', () => zurichRow.name],
    [
      'reference in lower case without dashes',
      () => zurichRow.name.replace(/-/g, '').toLowerCase(),
    ],
    ['email in other case', () => email.toUpperCase()],
    ['phone as typed in Switzerland', () => '078 765 43 21'],
    ['phone with country prefix', () => '0041787654321'],
    ['last name without accents or hyphen', () => 'zurcher ahnlich'],
    ['last name in capitals', () => 'ZÜRCHER-ÄHNLICH'],
  ])('finds the booking by %s', async (_label, q) => {
    const results = await find(q());
    expect(results.map((r) => r.id)).toContain(zurichRow.id);
    const hit = results.find((r) => r.id === zurichRow.id)!;
    expect(hit).toMatchObject({ date: SEARCH_DAY, location: { id: zurichRow.locationId } });
  });

  it('tells which kind matched and audits kinds and count, never the query', async () => {
    const results = await find(email);
    expect(results.map((r) => [r.id, r.matchedBy])).toEqual([[zurichRow.id, 'email']]);
    const [entry] = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'search'))
      .orderBy(staffAudit.id)
      .then((r) => r.slice(-1));
    expect(entry.detail).toEqual({ kinds: 'email', count: 1, truncated: false });
    expect(JSON.stringify(entry)).not.toMatch(/example\.com/i);
  });

  it("keeps other locations' bookings from a receptionist and honours date and location filters", async () => {
    const zurichOnly = testActor({ locations: [zurichRow.locationId] });
    const mine = await find('Zürcher-Ähnlich', {}, zurichOnly);
    expect(mine.map((r) => r.id)).toEqual([zurichRow.id]);
    const all = await find('Zürcher-Ähnlich');
    expect(new Set(all.map((r) => r.id))).toEqual(new Set([zurichRow.id, bernRow.id]));
    expect(
      (await find('Zürcher-Ähnlich', { location: bernRow.locationId })).map((r) => r.id),
    ).toEqual([bernRow.id]);
    expect(await find('Zürcher-Ähnlich', { from: '2031-04-17' })).toEqual([]);
    expect((await find('Zürcher-Ähnlich', { from: SEARCH_DAY, to: SEARCH_DAY })).length).toBe(2);
    expect(await find('Zürcher-Ähnlich', {}, testActor({ locations: [] }))).toEqual([]);
  });

  it('finds nothing for a name nobody has', async () => {
    expect(await find('Niemandsname')).toEqual([]);
  });
});
