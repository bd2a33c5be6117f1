/** expireStaleHolds: only lapsed pending holds inside the scope change, in one statement. */
import { inArray } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { buildBooking, storedPerson } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { expireStaleHolds } from './stale-holds';

const t = setupTestDb();
let n = 0;

async function hold(
  start: string,
  opts: {
    location?: string;
    room?: string;
    lapsed?: boolean;
    email?: string;
    status?: 'pending' | 'confirmed';
    partnerOf?: string;
  } = {},
) {
  n += 1;
  const row = await buildBooking(t.db, {
    status: opts.status ?? 'pending',
    locationSlug: 'bern',
    locationId: opts.location ?? 'location.bern',
    roomKey: opts.room ?? `room-${n}`,
    startsAt: new Date(start),
    minutes: 60,
    checkupSlug: 'whole_body_scan',
    services: [],
    person: { ...storedPerson('en'), email: opts.email ?? `sh-${n}@example.com` },
    totalCents: 0,
    holdExpiresAt: new Date(Date.now() + (opts.lapsed === false ? 600_000 : -60_000)),
    partnerOfReservationId: opts.partnerOf ?? null,
  });
  return row.id;
}

async function statuses(ids: string[]): Promise<string[]> {
  const rows = await t.db
    .select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .where(inArray(reservations.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
}

const slot = (start: string, end: string, extra: { roomKey?: string } = {}) => ({
  locationId: 'location.bern',
  start: new Date(start),
  end: new Date(end),
  ...extra,
});

describe('expireStaleHolds', () => {
  it('expires lapsed holds overlapping the slot at its location, and nothing else', async () => {
    const overlapping = await hold('2031-01-06T09:30:00Z');
    const live = await hold('2031-01-06T09:30:00Z', { lapsed: false });
    const confirmed = await hold('2031-01-06T09:30:00Z', { status: 'confirmed' });
    const touching = await hold('2031-01-06T10:00:00Z'); // starts as the slot ends: [) ranges
    const elsewhere = await hold('2031-01-06T09:30:00Z', { location: 'location.zurich' });
    const changed = await expireStaleHolds(t.db, {
      slot: slot('2031-01-06T09:00:00Z', '2031-01-06T10:00:00Z'),
    });
    expect(changed).toBe(1);
    expect(await statuses([overlapping, live, confirmed, touching, elsewhere])).toEqual([
      'expired',
      'pending',
      'confirmed',
      'pending',
      'pending',
    ]);
  });

  it('keeps to one room, and never touches the excepted reservation', async () => {
    const sameRoom = await hold('2031-01-07T09:00:00Z', { room: 'r-1' });
    const otherRoom = await hold('2031-01-07T09:00:00Z', { room: 'r-2' });
    await expireStaleHolds(t.db, {
      slot: slot('2031-01-07T09:00:00Z', '2031-01-07T10:00:00Z', { roomKey: 'r-1' }),
    });
    expect(await statuses([sameRoom, otherRoom])).toEqual(['expired', 'pending']);
    const itself = await hold('2031-01-07T09:00:00Z', { room: 'r-3' });
    const changed = await expireStaleHolds(t.db, {
      slot: slot('2031-01-07T09:00:00Z', '2031-01-07T10:00:00Z', { roomKey: 'r-3' }),
      exceptId: itself,
    });
    expect(changed).toBe(0);
    expect(await statuses([itself])).toEqual(['pending']);
  });

  it('also clears the booker’s lapsed hold at the same start and the partner booking’s, anywhere', async () => {
    const bookers = await hold('2031-01-08T09:00:00Z', {
      location: 'location.zurich',
      email: 'booker@example.com',
    });
    const partners = await hold('2031-02-01T09:00:00Z', {
      location: 'location.zurich',
      partnerOf: '5f0c4a8e-2b1d-4c3e-9f6a-7b8c9d0e1f2a',
    });
    const unrelated = await hold('2031-01-08T09:00:00Z', { location: 'location.zurich' });
    const changed = await expireStaleHolds(t.db, {
      slot: slot('2031-01-08T09:00:00Z', '2031-01-08T10:00:00Z'),
      bookerEmail: 'Booker@Example.com',
      partnerOf: '5f0c4a8e-2b1d-4c3e-9f6a-7b8c9d0e1f2a',
    });
    expect(changed).toBe(2);
    expect(await statuses([bookers, partners, unrelated])).toEqual([
      'expired',
      'expired',
      'pending',
    ]);
  });
});
