/** The search-index backfill for rows written before migrations 0017, 0026 and 0034. */
import { inArray } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { reservations } from '@/server/db/schema';
import { lastNameHash, nameTermHashes, phoneHash } from '@/server/privacy/blind-index';
import { bookingPerson, buildBooking } from '@/test/booking';
import { deskBooking } from '@/test/desk';
import { setupTestDb } from '@/test/db';
import { backfillSearchIndexes } from './backfill';

const t = setupTestDb({ worker: false });

async function legacyRows(n: number, day: string) {
  const catalog = await getCatalog();
  const rows = await t.db
    .insert(reservations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...deskBooking({
          catalog,
          startsAt: new Date(`${day}T${String(8 + i).padStart(2, '0')}:00:00+01:00`),
          person: bookingPerson({ lastName: `Älter-${i}`, phone: `079 555 00 0${i}` }),
        }),
        phoneHash: null,
        lastNameHash: null,
        nameTerms: null,
      })),
    )
    .returning({ id: reservations.id });
  return rows.map((r) => r.id);
}

const indexesOf = (ids: string[]) =>
  t.db
    .select({
      id: reservations.id,
      phone: reservations.phoneHash,
      name: reservations.lastNameHash,
      partnerTerms: reservations.partnerNameTerms,
    })
    .from(reservations)
    .where(inArray(reservations.id, ids));

it('fills phone and last-name indexes in batches, and a second run finds nothing to do', async () => {
  const ids = await legacyRows(5, '2033-01-11');
  expect((await indexesOf(ids)).every((r) => r.phone === null && r.name === null)).toBe(true);
  expect(await backfillSearchIndexes(t.db, 2)).toBe(5);
  const rows = await indexesOf(ids);
  for (const row of rows) {
    const i = ids.indexOf(row.id);
    expect(row).toMatchObject({
      phone: phoneHash(`079 555 00 0${i}`),
      name: lastNameHash(`Älter-${i}`),
    });
  }
  expect(await backfillSearchIndexes(t.db, 2)).toBe(0);
});

it('runs with the app’s data steps after the migrations (every start, ops/db-startup.ts)', async () => {
  const ids = await legacyRows(2, '2033-01-12');
  await t.handle.migrate();
  expect((await indexesOf(ids)).every((r) => r.phone !== null && r.name !== null)).toBe(true);
});

it("fills an invited partner's name terms on a booking for two, and never on an anonymised one", async () => {
  const partner = { firstName: 'Jürg', lastName: 'Gerber', email: 'juerg@example.com' };
  const legacy = await buildBooking(t.db, { partner, partnerNameTerms: null });
  const gone = await buildBooking(t.db, {
    partner,
    partnerNameTerms: null,
    anonymisedAt: new Date(),
  });
  await backfillSearchIndexes(t.db);
  const [filled] = await indexesOf([legacy.id]);
  expect(filled.partnerTerms).toEqual(nameTermHashes('Jürg', 'Gerber'));
  const [passed] = await indexesOf([gone.id]);
  expect(passed.partnerTerms).toBeNull();
  expect(await backfillSearchIndexes(t.db)).toBe(0);
});
