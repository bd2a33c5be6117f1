/**
 * The members of a test group (scripts/jest/groups.mjs) take turns on one database: a member's
 * database is put back to the state it had when it was new, then handed to the next member,
 * instead of opening a new one for each (docs/performance.md "Test files in groups": PGlite's
 * start from the template and the job queue's, or a PostgreSQL schema's migrations, are most
 * of a short database suite's time). Only a group turns this on (`reuseTestDbs`); a file run
 * alone opens its own database as before.
 *
 * "New" is measured, not assumed: when a database is first opened the rows of every table that
 * has any (the migrations journal, the queue's definitions), every sequence and a fingerprint
 * of the schema are noted. The handover empties every other table (and any table the app made
 * on first use), puts those rows and sequences back, and gives the database up (closes it, the
 * next member opens a new one) when the schema changed otherwise or anything fails. The next
 * member gets a new Drizzle instance on the same connection, so nothing kept per `Db` (caches,
 * the change feed, staff auth) carries over.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Conn, type Db } from '@/server/db/client';
import type { TestDb } from './db';

/** What a database held when it was new. */
type Fresh = {
  schemas: string[];
  /** Every table (not partitions), quoted. */
  tables: string[];
  /** The rows of the tables that had any, as JSON text. */
  kept: Map<string, string>;
  /** Sequence → its last value (null: never used), with its start. */
  sequences: Map<string, { last: string | null; start: string }>;
  fingerprint: string;
};

let enabled = false;
let spare: { handle: TestDb; key: string } | null = null;
const fresh = new WeakMap<TestDb, Fresh>();
const log = (message: string) => {
  if (process.env.TEST_DB_REUSE_LOG) process.stderr.write(`db-reuse: ${message}\n`);
};

/** In a group file, before its members: they hand their databases on; the last is closed. */
export function reuseTestDbs(): void {
  if (enabled) return; // a member that asks again (its own test) changes nothing
  enabled = true;
  afterAll(async () => {
    enabled = false;
    const last = spare;
    spare = null;
    await last?.handle.close();
  }, 60_000);
}

function schemasOf(handle: TestDb): string[] {
  // PGlite is the file's own: every schema but the system's. On PostgreSQL, only this file's
  // two schemas (other files' live beside them on the same server).
  return handle.schema ? [handle.schema, handle.jobsSchema] : [];
}

const SCHEMA_FILTER = (schemas: string[]) =>
  schemas.length > 0
    ? sql`n.nspname in (${sql.join(
        schemas.map((name) => sql`${name}`),
        sql`, `,
      )})`
    : sql`n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

/**
 * The schema as lines `kind owner detail`, sorted: a relation's columns (`rel`, owner the
 * relation), a table's triggers and constraints (`trg`, `con`, owner the table) and the
 * functions (`fn`).
 */
async function fingerprint(db: Db, schemas: string[]): Promise<string> {
  const where = SCHEMA_FILTER(schemas);
  const [row] = rowsOf<{ fingerprint: string }>(
    await db.execute(sql`
      select coalesce(string_agg(x, E'\n' order by x), '') as fingerprint from (
        select 'rel ' || format('%I.%I', n.nspname, c.relname) || ' ' || c.relkind::text || ' ' ||
               coalesce(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
                        ' ' || a.attnotnull::text, '') as x
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where ${where}
        union all
        select 'trg ' || format('%I.%I', n.nspname, c.relname) || ' ' || t.tgname || ' ' ||
               t.tgenabled::text
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
         where ${where} and not t.tgisinternal
        union all
        select 'fn ' || format('%I.%I', n.nspname, p.proname) || ' ' || md5(p.prosrc)
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where ${where}
        union all
        select 'con ' || format('%I.%I', n.nspname, c.relname) || ' ' || o.conname || ' ' ||
               pg_get_constraintdef(o.oid)
          from pg_constraint o join pg_namespace n on n.oid = o.connamespace
          join pg_class c on c.oid = o.conrelid
         where ${where}
      ) parts`),
  );
  return row.fingerprint;
}

/**
 * What in `now` is more than `was` plus whole new tables (and their indexes, sequences and
 * constraints), or null: what the app makes on first use (the dev payment provider's table)
 * stays, and is emptied like the rest; any other change gives the database up.
 */
function otherChange(was: string, now: string): string | null {
  const before = new Set(was.split('\n'));
  const after = new Set(now.split('\n'));
  const removed = [...before].find((line) => !after.has(line));
  if (removed) return `-${removed}`;
  const owners = new Set([...before].map((line) => line.split(' ')[1]));
  const added = [...after].find(
    (line) => !before.has(line) && (line.startsWith('fn ') || owners.has(line.split(' ')[1])),
  );
  return added ? `+${added}` : null;
}

async function tableNames(db: Db, schemas: string[]): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select format('%I.%I', n.nspname, c.relname) as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relispartition and ${SCHEMA_FILTER(schemas)}
       order by 1`),
  ).map((r) => r.name);
}

async function tablesWithRows(db: Db, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const probes = tables.map(
    (t) => `select ${quoteLiteral(t)} as name where exists (select 1 from ${t})`,
  );
  const found = rowsOf<{ name: string }>(await db.execute(sql.raw(probes.join(' union all '))));
  return found.map((r) => r.name);
}

async function tableJson(db: Conn, table: string): Promise<string> {
  const [row] = rowsOf<{ json: string }>(
    await db.execute(sql.raw(`select coalesce(json_agg(t), '[]')::text as json from ${table} t`)),
  );
  return row.json;
}

async function sequenceValues(
  db: Conn,
  schemas: string[],
): Promise<Map<string, { last: string | null; start: string }>> {
  const where = SCHEMA_FILTER(schemas);
  // Not the pg_sequences view: its filter reads every sequence of the database, and on a shared
  // PostgreSQL another worker dropping its schema meanwhile failed the query ("could not open
  // relation with OID"). Here only the rows of these schemas reach pg_sequence_last_value.
  const found = rowsOf<{ name: string; last: string | null; start: string }>(
    await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name,
           pg_sequence_last_value(c.oid)::text as last, s.seqstart::text as start
      from pg_sequence s
      join pg_class c on c.oid = s.seqrelid
      join pg_namespace n on n.oid = c.relnamespace
     where ${where}`),
  );
  return new Map(found.map((r) => [r.name, { last: r.last, start: r.start }]));
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Notes what `handle` holds now, as a new database (a no-op outside a group): called once the
 * member's database and queue are open, before its tests.
 */
export async function rememberFresh(handle: TestDb): Promise<void> {
  if (!enabled || fresh.has(handle)) return;
  const { db } = handle;
  const schemas = schemasOf(handle);
  const tables = await tableNames(db, schemas);
  const kept = new Map<string, string>();
  for (const table of await tablesWithRows(db, tables)) kept.set(table, await tableJson(db, table));
  fresh.set(handle, {
    schemas,
    tables,
    kept,
    sequences: await sequenceValues(db, schemas),
    fingerprint: await fingerprint(db, schemas),
  });
}

/** Empties and restores `db` to `state`; throws where it cannot (the caller gives it up). */
async function resetTo(db: Db, state: Fresh): Promise<void> {
  const schema = await fingerprint(db, state.schemas);
  if (schema !== state.fingerprint) {
    const change = otherChange(state.fingerprint, schema);
    if (change) throw new Error(`the schema changed: ${change}`);
    state.fingerprint = schema;
    state.tables = await tableNames(db, state.schemas);
  }
  const dirty = await tablesWithRows(db, state.tables);
  const emptied = dirty.filter((t) => !state.kept.has(t));
  const restored: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '5s'`));
    // The tables' own triggers stay out of it: the staff audit refuses a truncate, by design.
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    // Cascade: a table that refers to an emptied one is emptied with it (and put back below
    // if it is one of the kept).
    if (emptied.length > 0)
      await tx.execute(sql.raw(`truncate ${emptied.join(', ')} restart identity cascade`));
    for (const [table, json] of state.kept) {
      if ((await tableJson(tx, table)) === json) continue;
      restored.push(table);
      await tx.execute(sql.raw(`delete from ${table}`));
      await tx.execute(
        sql.raw(
          `insert into ${table} overriding system value
             select * from json_populate_recordset(null::${table}, ${quoteLiteral(json)}::json)`,
        ),
      );
    }
    const now = await sequenceValues(tx, state.schemas);
    for (const [name, was] of state.sequences) {
      if (now.get(name)?.last === was.last) continue;
      const value = was.last ?? was.start;
      await tx.execute(
        sql.raw(`select setval(${quoteLiteral(name)}, ${value}, ${was.last !== null})`),
      );
    }
  });
  log(`reset: ${emptied.length} emptied, restored ${restored.join(' ') || 'none'}`);
}

/** At a member's end (a no-op outside a group): leaves its database to the next member. */
export function leaveForNext(handle: TestDb, key: string): boolean {
  if (!enabled || spare || !fresh.has(handle)) return false;
  spare = { handle, key };
  return true;
}

/**
 * At a member's start: the database the previous member left, put back to new and opened again
 * by `reopen` (a new Drizzle instance on it); null when there is none for `key` or it could not
 * be put back (then it is closed).
 */
export async function takeSpare(
  key: string,
  reopen: (old: TestDb) => Promise<TestDb>,
): Promise<TestDb | null> {
  const left = spare;
  spare = null;
  if (!enabled || !left) return null;
  const state = fresh.get(left.handle)!;
  if (left.key !== key) {
    await left.handle.close();
    return null;
  }
  try {
    await resetTo(left.handle.db, state);
    const reopened = await reopen(left.handle);
    fresh.set(reopened, state);
    return reopened;
  } catch (err) {
    const cause = err instanceof Error && err.cause ? ` (${String(err.cause)})` : '';
    log(`given up: ${err instanceof Error ? err.message : String(err)}${cause}`);
    await left.handle.close().catch(() => undefined);
    return null;
  }
}
