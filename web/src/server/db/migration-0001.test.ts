/**
 * Migration 0001 (stable ids + snapshot) on rows written under migration 0000 only: no row is
 * lost, ids come from the catalogue (slug -> _id), each row gets a snapshot, and the
 * no-overlap rule keys on location id + room key. PGlite, and PostgreSQL via test:postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getCatalog, type Catalog } from '@/server/content';
import { migrationsFolder, rowsOf } from '@/server/db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { reservations, type Reservation } from '@/server/db/schema';
import { reconcileStableIds } from '@/server/reservations/stable-ids';
import { createTestDb, type TestDb } from '@/test/db';

let handle: TestDb;
let firstOnly: string;
let catalog: Catalog;

/** A migrations folder holding only 0000_init (the schema as it was before this change). */
function initOnlyFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0000-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.copyFileSync(path.join(migrationsFolder(), '0000_init.sql'), path.join(dir, '0000_init.sql'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx === 0);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

const old = (
  name: string,
  location: string,
  room: string,
  checkup: string,
  services: string[],
  startIso: string,
  status = 'confirmed',
) => sql`insert into reservations
  (name, status, location_slug, room_id, starts_at, ends_at, checkup_slug, services,
   personal_data, email, language, locale, total_cents, paid_cents, balance_due_cents, hold_expires_at)
  values (${name}, ${status}, ${location}, ${room}, ${startIso}::timestamptz,
   ${startIso}::timestamptz + interval '90 minutes', ${checkup}, ${`{${services.join(',')}}`}::text[],
   ${JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@example.com', language: 'en' })}::jsonb,
   'a@example.com', 'en', 'en-ch', 274000, 30000, 244000,
   ${status === 'pending' ? sql`now() + interval '1 hour'` : sql`null`})`;

beforeAll(async () => {
  catalog = await getCatalog();
  firstOnly = initOnlyFolder();
  handle = await createTestDb({ migrationsFolder: firstOnly });
  const db = handle.db;
  await db.execute(
    old(
      'OLD-1',
      'zurich_bellevue',
      'zrh-mri-1',
      'whole_body_scan_with_blood_test',
      ['dxa', 'aeon_app'],
      '2031-03-04T08:00:00Z',
    ),
  );
  await db.execute(
    old(
      'OLD-2',
      'zurich_bellevue',
      'zrh-mri-2',
      'whole_body_scan_with_blood_test',
      [],
      '2031-03-04T08:00:00Z',
      'pending',
    ),
  );
  await db.execute(
    old(
      'OLD-3',
      'bern',
      'brn-mri-1',
      'whole_body_scan_with_blood_test',
      [],
      '2031-03-05T08:00:00Z',
      'expired',
    ),
  );
  // Content that no longer exists: kept, ids stay provisional, a snapshot of what is known.
  await db.execute(
    old('OLD-4', 'closed_clinic', 'cc-1', 'retired_checkup', ['gone'], '2031-03-06T08:00:00Z'),
  );
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await handle?.close();
  fs.rmSync(firstOnly, { recursive: true, force: true });
});

const all = async (): Promise<Reservation[]> =>
  handle.db.select().from(reservations).orderBy(reservations.name);

it('keeps every row and derives provisional ids and room keys in SQL', async () => {
  const rows = await all();
  expect(rows.map((r) => r.name)).toEqual(['OLD-1', 'OLD-2', 'OLD-3', 'OLD-4']);
  expect(rows.every((r) => r.idsProvisional && r.snapshot === null)).toBe(true);
  expect(rows[0]).toMatchObject({
    locationId: 'location.zurich_bellevue',
    roomKey: 'zrh-mri-1',
    checkupId: 'checkupPackage.whole_body_scan_with_blood_test',
    serviceIds: ['service.dxa', 'service.aeon_app'],
    services: ['dxa', 'aeon_app'],
    totalCents: 274000,
    status: 'confirmed',
  });
});

it('the data step resolves ids from the catalogue, writes snapshots, and is idempotent', async () => {
  const first = await reconcileStableIds(handle.db, catalog);
  expect(first).toEqual({ checked: 4, resolved: 3, unresolved: 1, conflicts: 0 });
  const rows = await all();
  const zurich = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!;
  expect(rows[0]).toMatchObject({ locationId: zurich.id, idsProvisional: false });
  expect(rows[0].snapshot).toMatchObject({
    reconstructed: true,
    totalCents: 274000,
    location: { id: zurich.id, name: { en: zurich.title_en, de: zurich.title_de } },
    room: { key: 'zrh-mri-1', label: 'MRI 1' },
    services: [{ slug: 'dxa' }, { slug: 'aeon_app' }],
  });
  expect(rows[3]).toMatchObject({ idsProvisional: true, locationId: 'location.closed_clinic' });
  expect(rows[3].snapshot).toMatchObject({
    location: { slug: 'closed_clinic' },
    totalCents: 274000,
  });
  // Second run: only the unresolvable row is looked at again, nothing changes.
  const second = await reconcileStableIds(handle.db, catalog);
  expect(second).toEqual({ checked: 1, resolved: 0, unresolved: 1, conflicts: 0 });
  expect((await all()).map((r) => r.snapshot)).toEqual(rows.map((r) => r.snapshot));
});

it('the no-overlap rule now keys on location id and room key', async () => {
  const [first] = await all();
  const clash = sql`insert into reservations
    (name, status, location_id, room_key, location_slug, checkup_id, checkup_slug, starts_at, ends_at,
     personal_data, email_hash, language, locale)
    values ('NEW-1', 'confirmed', ${first.locationId}, 'zrh-mri-1', 'renamed_slug', ${first.checkupId},
     'x', ${first.startsAt.toISOString()}::timestamptz, ${first.endsAt.toISOString()}::timestamptz,
     '{}'::jsonb, 'hash-of-b', 'en', 'en-ch')`;
  let code: string | null = null;
  try {
    await handle.db.execute(clash);
  } catch (err) {
    code = pgErrorCode(err);
  }
  expect(code).toBe(PG_EXCLUSION_VIOLATION);
  const count = rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from reservations`),
  );
  expect(count[0].n).toBe(4);
});
