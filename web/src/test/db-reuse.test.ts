/**
 * A test group's members take turns on one database (src/test/db-reuse.ts): the next member
 * finds it as new, through a new Drizzle instance, and a member that changed the schema beyond
 * a new table leaves a new database to the next. This file plays the group: it turns reuse on
 * as a group file does, and its describes are the members.
 */
import { sql } from 'drizzle-orm';
import { rateLimits } from '@/server/db/schema';
import { rowsOf, setupTestDb, type TestDb } from '@/test/db';
import { reuseTestDbs } from '@/test/db-reuse';

reuseTestDbs();

/** Which database a handle is on: the PGlite instance, or the PostgreSQL schema. */
const whichDb = (handle: TestDb): unknown => handle.pglite ?? handle.schema;
const journal = (handle: TestDb) =>
  sql.raw(`${handle.schema ? `"${handle.schema}"` : 'drizzle'}.__drizzle_migrations`);

async function count(t: { db: TestDb['db'] }, table: ReturnType<typeof sql.raw>): Promise<number> {
  return rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${table}`))[0]
    .n;
}

const first: { handle?: TestDb; journalRows?: number; journalSeq?: string } = {};

describe('a first member', () => {
  const t = setupTestDb({ worker: false });

  it('writes rows, changes a table the database had rows in, and adds a table', async () => {
    first.handle = t.handle;
    first.journalRows = await count(t, journal(t.handle));
    expect(first.journalRows).toBeGreaterThan(0);
    await t.db.insert(rateLimits).values({ key: 'reuse-probe', windowStart: new Date(), count: 1 });
    await t.db.execute(
      sql`delete from ${journal(t.handle)} where id = (select min(id) from ${journal(t.handle)})`,
    );
    await t.db.execute(sql`create table reuse_probe (x int)`);
    await t.db.execute(sql`insert into reuse_probe values (1)`);
    expect(await count(t, journal(t.handle))).toBe(first.journalRows - 1);
  });
});

describe('the next member', () => {
  const t = setupTestDb({ worker: false });

  it('gets the same database, through a new Drizzle instance', () => {
    expect(whichDb(t.handle)).toBe(whichDb(first.handle!));
    expect(t.db).not.toBe(first.handle!.db);
  });

  it('finds it as new: rows gone, the journal whole again, the new table empty', async () => {
    expect(await count(t, sql.raw('rate_limits'))).toBe(0);
    expect(await count(t, journal(t.handle))).toBe(first.journalRows);
    expect(await count(t, sql.raw('reuse_probe'))).toBe(0);
  });

  it('changes the schema beyond a new table (a function)', async () => {
    await t.db.execute(
      sql`create function reuse_probe_fn() returns int language sql as 'select 1'`,
    );
  });
});

describe('a member after such a change', () => {
  const t = setupTestDb({ worker: false });

  it('gets a new database, without the change', async () => {
    expect(whichDb(t.handle)).not.toBe(whichDb(first.handle!));
    const fns = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from pg_proc where proname = 'reuse_probe_fn'`,
      ),
    );
    expect(fns[0].n).toBe(0);
  });
});
