/**
 * Live updates: a change to a reservation reaches a subscribed desk within 2 s (migration
 * 0018's notification through the process's listener), on PGlite and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { getCatalog, type Catalog } from '@/server/content';
import { clinicPayments, reservations } from '@/server/db/schema';
import { deskBooking } from '@/test/desk';
import { setupTestDb } from '@/test/db';
import { openDeskFeed, type DeskFeed } from './feed';

const t = setupTestDb({ worker: false });
let catalog: Catalog;
let feed: DeskFeed;
// Far-off days of their own: other test files on the same PostgreSQL notify the same channel.
const DAY = '2032-06-09';
const LATER = '2032-06-10';
const at = (date: string, hhmm = '10:00') => new Date(`${date}T${hhmm}:00+02:00`);

beforeAll(async () => {
  catalog = await getCatalog();
  feed = await openDeskFeed(t.handle);
});
afterAll(() => feed?.close());

/** Resolves with the dates of the first change at `locationId` that includes `date`. */
function nextChange(locationId: string, date: string, ms = 2000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no change for ${date} within ${ms} ms`));
    }, ms);
    const stop = feed.subscribe(locationId, {
      changed: (dates) => {
        if (!dates.includes(date)) return;
        clearTimeout(timer);
        stop();
        resolve(dates);
      },
    });
  });
}

it('announces a new booking, a move (both days), a mark, a desk payment and a cancel', async () => {
  const values = deskBooking({ catalog, startsAt: at(DAY) });
  const location = values.locationId;

  let seen = nextChange(location, DAY);
  const [row] = await t.db.insert(reservations).values(values).returning();
  expect(await seen).toEqual([DAY]);

  seen = nextChange(location, LATER);
  await t.db
    .update(reservations)
    .set({ startsAt: at(LATER), endsAt: at(LATER, '11:00') })
    .where(eq(reservations.id, row.id));
  expect(new Set(await seen)).toEqual(new Set([DAY, LATER]));

  seen = nextChange(location, LATER);
  await t.db.update(reservations).set({ arrivedAt: new Date() }).where(eq(reservations.id, row.id));
  await seen;

  seen = nextChange(location, LATER);
  await t.db
    .insert(clinicPayments)
    .values({ reservationId: row.id, staffId: 's', method: 'cash', amountCents: 100, reason: 'x' });
  await seen;

  seen = nextChange(location, LATER);
  await t.db
    .update(reservations)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(reservations.id, row.id));
  await seen;
});

it('stays silent for changes the desk does not show, and for other locations', async () => {
  const values = deskBooking({ catalog, locationSlug: 'bern', startsAt: at(DAY, '15:00') });
  // On PostgreSQL the insert's own notice arrives after the insert returns: wait it out first.
  const inserted = nextChange(values.locationId, DAY);
  const [row] = await t.db.insert(reservations).values(values).returning();
  await inserted;
  const zurich = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!.id;
  const quietZurich = nextChange(zurich, DAY, 500);
  const quietBern = nextChange(row.locationId, DAY, 500);
  await t.db.update(reservations).set({ phoneHash: 'x' }).where(eq(reservations.id, row.id));
  await expect(quietZurich).rejects.toThrow(/no change/);
  await expect(quietBern).rejects.toThrow(/no change/);
});
