/**
 * Availability versions from memory on the embedded database (db/change-feed.ts, migration
 * 0014): answered without a query between changes, fresh right after any committed change,
 * unchanged by a rolled-back one. On PostgreSQL (test:postgres run) there is no feed and every
 * call reads the table.
 */
import { sql } from 'drizzle-orm';
import { availabilityVersions } from '@/server/reservations/busy';
import { setupTestDb } from '@/test/db';

const t = setupTestDb({ worker: false });
const LOCATION = 'feed-test-location';

const versionOf = async (day: string) =>
  (await availabilityVersions(t.db, LOCATION, day, day)).versions.get(day);

const setVersion = (day: string, version: number) =>
  t.db.execute(sql`insert into availability_versions (location_id, day, version)
    values (${LOCATION}, ${day}::date, ${version})
    on conflict (location_id, day) do update set version = excluded.version`);

it('a committed change is seen by the next read; a rolled-back one changes nothing', async () => {
  await setVersion('2031-01-10', 5);
  expect(await versionOf('2031-01-10')).toBe('5');
  await setVersion('2031-01-10', 6);
  expect(await versionOf('2031-01-10')).toBe('6');

  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`update availability_versions set version = 7
        where location_id = ${LOCATION}`);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await versionOf('2031-01-10')).toBe('6');

  await t.db.execute(sql`delete from availability_versions where location_id = ${LOCATION}`);
  expect(await versionOf('2031-01-10')).toBeUndefined();
});

it('between changes the embedded database answers from memory; PostgreSQL reads each time', async () => {
  await setVersion('2031-02-01', 1);
  expect(await versionOf('2031-02-01')).toBe('1');
  // A write that does not announce itself (this session stops notifying) shows what is read:
  // the remembered version on PGlite, the table's on PostgreSQL.
  const pglite = t.handle.driver === 'pglite';
  if (pglite) await t.db.execute(sql`set app.availability_notify = 'off'`);
  try {
    await setVersion('2031-02-01', 2);
    expect(await versionOf('2031-02-01')).toBe(pglite ? '1' : '2');
  } finally {
    if (pglite) await t.db.execute(sql`set app.availability_notify = 'on'`);
  }
  await setVersion('2031-02-01', 3);
  expect(await versionOf('2031-02-01')).toBe('3');
});
