/**
 * A create's first look (./first-look.ts) is one query with the answers of the two it replaces:
 * busyIntervals over the slot and locationBurst (server/holds/burst.ts).
 */
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { getCatalog } from '@/server/content';
import { ZONE } from '@/server/availability';
import { locationBurst } from '@/server/holds';
import { setupTestDb } from '@/test/db';
import { roomsOf, seed } from '../../../scripts/bench/seed';
import { busyIntervals } from './busy';
import { firstLook } from './first-look';

const t = setupTestDb({ worker: false });
const settings = { holdBurstMinimum: 3, holdBurstFactor: 5 };

it('answers the busy rooms and the burst counts of the two separate queries', async () => {
  const catalog = await getCatalog();
  const center = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 10 });
  await seed(t.db, roomsOf(catalog), center, 0, 400);
  // Some rows made in the last minutes, some in the baseline week: both counts are non-zero.
  await t.db.execute(sql`update reservations set created_at = now() - interval '1 minute'
    where name like 'BENCH-%' and (substring(name from 7)::int) % 7 = 0`);
  await t.db.execute(sql`update reservations set created_at = now() - interval '2 days'
    where name like 'BENCH-%' and (substring(name from 7)::int) % 7 = 1`);
  let sawBusy = false;
  for (const location of catalog.locations)
    for (const [day, hour, minutes] of [
      [0, 8, 90],
      [0, 9, 60],
      [1, 13, 240],
      [-1, 16, 30],
      [3, 20, 60],
    ]) {
      const start = center.plus({ days: day, hours: hour }).toJSDate();
      const end = new Date(start.getTime() + minutes * 60_000);
      const slot = { locationId: location.id, start, end };
      const look = await firstLook(t.db, slot, settings);
      const busy = await busyIntervals(t.db, location.id, start, end);
      const order = (xs: { roomId: string; start: Date }[]) =>
        [...xs].sort((a, b) => a.roomId.localeCompare(b.roomId) || +a.start - +b.start);
      expect(order(look.busy)).toEqual(order(busy));
      sawBusy ||= busy.length > 0;
      expect(look.burst).toEqual(await locationBurst(t.db, location.id, settings));
      expect((await firstLook(t.db, slot, null)).burst).toBeNull();
    }
  expect(sawBusy).toBe(true);
  const burst = await locationBurst(t.db, catalog.locations[0].id, settings);
  expect(burst.recent).toBeGreaterThan(0);
});
