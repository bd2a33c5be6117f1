/**
 * A create takes its turn (the fresh look and the transaction) on deps.turnDb: on PostgreSQL a
 * pool of its own (server/db/client.ts), so the turn does not queue behind other requests' reads.
 */
import { getCatalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { setupTestDb } from '@/test/db';
import { createBody, upcomingSlots } from '@/test/booking';
import { createReservation } from '@/server/hold-requests/create';

const t = setupTestDb({ worker: false });

it('runs the turn on deps.turnDb and the first look on deps.db', async () => {
  const catalog = await getCatalog();
  const used: string[] = [];
  const spy = (db: Db, name: string) =>
    new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'transaction' && prop !== 'select' && prop !== 'execute') return value;
        return (...args: unknown[]) => {
          used.push(`${name}.${String(prop)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const slots = await upcomingSlots(
    { locationSlug: 'zurich_bellevue', checkupSlug: 'whole_body_scan_with_blood_test' },
    40,
  );
  const body = createBody({ timeSlotStart: slots[slots.length - 1] });
  const created = await createReservation(
    { reservationData: body.reservationData as never, guard: { clientHash: 'c'.repeat(64) } },
    { db: spy(t.db, 'db'), turnDb: spy(t.db, 'turn'), catalog, now: new Date() },
  );
  expect(created.status).toBe('pending');
  expect(used).toContain('turn.transaction');
  expect(used).toContain('turn.select'); // the fresh look in the turn
  expect(used).not.toContain('db.transaction');
  // The first look (busy rooms and burst counts) is one query on the main database.
  expect(used.indexOf('db.execute')).toBeLessThan(used.indexOf('turn.select'));
  expect(used.filter((u) => u.startsWith('db.')).slice(0, 1)).toEqual(['db.execute']);
});
