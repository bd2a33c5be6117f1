/**
 * The staff audit trail is append-only (docs/staff-desk.md "Audit trail", docs/operations.md
 * "Audit trail on PostgreSQL"). On both databases the trigger refuses UPDATE, DELETE and
 * TRUNCATE whatever the session sets, and entries leave only through staff_audit_prune(),
 * which keeps the last 30 days. On PostgreSQL a login role standing for the app, holding only
 * what the app holds, cannot get past the privileges either; PGlite's single user is a
 * superuser, which no privilege holds (the last test of the first block shows it).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Client as PgClient } from 'pg';
import type { Db } from '@/server/db/client';
import { pgErrorCode } from '@/server/db/errors';
import * as schema from '@/server/db/schema';
import { staffAudit } from '@/server/db/schema';
import { rowsOf, setupTestDb } from '@/test/db';
import { auditRetentionJob, pruneAudit, recordAudit } from './audit';

const t = setupTestDb({ worker: false });
const DAY = 86_400_000;

/** The SQLSTATE a promise fails with (null when it succeeds). */
async function failure(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return pgErrorCode(err) ?? String(err);
  }
}

async function entryAt(db: Db, at: Date, action = 'sign-in'): Promise<number> {
  const [row] = await db
    .insert(staffAudit)
    .values({ action, detail: {}, at })
    .returning({ id: staffAudit.id });
  return row.id;
}

async function ids(db: Db): Promise<number[]> {
  return (await db.select({ id: staffAudit.id }).from(staffAudit).orderBy(staffAudit.id)).map(
    (r) => r.id,
  );
}

describe('on either database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, with or without the retired retention switch', async () => {
    const newest = await entryAt(t.db, new Date());
    const PRIV = '42501'; // the trigger's insufficient_privilege (a superuser passes the grants)
    expect(await failure(t.db.update(staffAudit).set({ action: 'x' }))).toBe(PRIV);
    expect(await failure(t.db.delete(staffAudit))).toBe(PRIV);
    expect(await failure(t.db.execute(sql`truncate staff_audit`))).toBe(PRIV);
    expect(
      await failure(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`set local app.audit_retention = 'on'`);
          await tx.execute(sql`delete from staff_audit where id = ${newest}`);
        }),
      ),
    ).toBe(PRIV);
    expect(await ids(t.db)).toContain(newest);
  });

  it('prunes only entries older than 30 days, through staff_audit_prune', async () => {
    const now = Date.now();
    const old = await entryAt(t.db, new Date(now - 40 * DAY));
    const month = await entryAt(t.db, new Date(now - 29 * DAY));
    const today = await entryAt(t.db, new Date(now));
    // A cut-off in the future, today, or within the 30 days is refused, not clamped.
    for (const before of [now + 60_000, now, now - 29 * DAY]) {
      expect(await failure(pruneAudit(t.db, new Date(before)))).toBe('22023');
    }
    expect(await failure(t.db.execute(sql`select staff_audit_prune(null)`))).toBe('22023');
    expect(await pruneAudit(t.db, new Date(now - 35 * DAY))).toBe(1);
    const left = await ids(t.db);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([month, today]));

    // The daily job keeps Settings' auditRetentionDays (730 by default) and no more.
    const beyond = await entryAt(t.db, new Date(now - 731 * DAY));
    const within = await entryAt(t.db, new Date(now - 729 * DAY));
    expect(await auditRetentionJob(t.db, new Date(now))).toBe(1);
    expect(await ids(t.db)).toEqual(expect.arrayContaining([within, month, today]));
    expect(await ids(t.db)).not.toContain(beyond);
  });

  it('is owned by staff_audit_owner, which a superuser can still become', async () => {
    const [owner] = rowsOf<{ owner: string; definer: boolean }>(
      await t.db.execute(sql`
        select c.relowner::regrole::text as owner,
               (select p.prosecdef from pg_proc p where p.oid = 'staff_audit_prune(timestamptz)'::regprocedure) as definer
          from pg_class c where c.oid = 'staff_audit'::regclass`),
    );
    expect(owner).toEqual({ owner: 'staff_audit_owner', definer: true });
    // What neither database can promise: a superuser (PGlite's only user; a PostgreSQL
    // administrator) may take the owner's role and delete a young entry. Rolled back here.
    const young = await entryAt(t.db, new Date());
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local role staff_audit_owner`);
        await tx.execute(sql`delete from staff_audit where id = ${young}`);
        expect(await ids(tx as unknown as Db)).not.toContain(young);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await ids(t.db)).toContain(young);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the app role on PostgreSQL', () => {
  const role = `app_test_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let admin: PgClient;
  let app: PgClient;
  let appDb: Db;

  beforeAll(async () => {
    const { Client } = await import('pg');
    const url = t.handle.databaseUrl!;
    const s = t.handle.schema!;
    admin = new Client({ connectionString: url });
    await admin.connect();
    // What the app's role holds after migration 0023 (docs/operations.md "Audit trail on
    // PostgreSQL"): no superuser, no CREATEROLE, no membership in staff_audit_owner; CREATE on
    // the schema like a role that runs migrations, but not its ownership.
    await admin.query(`create role "${role}" login password '${password}'`);
    await admin.query(`grant usage, create on schema "${s}" to "${role}"`);
    await admin.query(`grant select, insert on "${s}".staff_audit to "${role}"`);
    await admin.query(`grant usage on sequence "${s}".staff_audit_id_seq to "${role}"`);
    await admin.query(
      `grant execute on function "${s}".staff_audit_prune(timestamptz) to "${role}"`,
    );
    const appUrl = new URL(url);
    appUrl.username = role;
    appUrl.password = password;
    app = new Client({
      connectionString: appUrl.toString(),
      options: `-c search_path="${s}",public`,
    });
    await app.connect();
    appDb = drizzle({ client: app, schema }) as unknown as Db;
  });

  afterAll(async () => {
    await app?.end();
    if (admin) {
      await admin.query(`drop owned by "${role}"`);
      await admin.query(`drop role if exists "${role}"`);
      await admin.end();
    }
  });

  /** Runs statements as the app role in one transaction; the SQLSTATE it fails with, or null. */
  async function asApp(...statements: string[]): Promise<string | null> {
    try {
      await app.query('begin');
      for (const statement of statements) await app.query(statement);
      await app.query('commit');
      return null;
    } catch (err) {
      await app.query('rollback');
      return pgErrorCode(err);
    }
  }

  it('reads and appends, through the app code too', async () => {
    await recordAudit(appDb, null, { action: 'sign-in', detail: { by: 'app-role' } });
    const [row] = rowsOf<{ n: number }>(
      await appDb.execute(
        sql`select count(*)::int as n from staff_audit where detail->>'by' = 'app-role'`,
      ),
    );
    expect(row.n).toBe(1);
  });

  it('cannot update, delete or truncate, even after setting app.audit_retention', async () => {
    const newest = await entryAt(t.db, new Date());
    const denied = '42501';
    expect(await asApp(`delete from staff_audit where id = ${newest}`)).toBe(denied);
    expect(
      await asApp(
        `set local app.audit_retention = 'on'`,
        `delete from staff_audit where id = ${newest}`,
      ),
    ).toBe(denied);
    expect(await asApp(`update staff_audit set action = 'x' where id = ${newest}`)).toBe(denied);
    expect(await asApp(`truncate staff_audit`)).toBe(denied);
    expect((await ids(t.db)).at(-1)).toBe(newest);
  });

  it('cannot switch the trigger off, replace it, drop the table or become its owner', async () => {
    const denied = '42501';
    expect(await asApp(`alter table staff_audit disable trigger staff_audit_append_only`)).toBe(
      denied,
    );
    expect(await asApp(`alter table staff_audit disable trigger all`)).toBe(denied);
    expect(
      await asApp(`create or replace function staff_audit_append_only() returns trigger
        as $$ begin return old; end $$ language plpgsql`),
    ).toBe(denied);
    expect(
      await asApp(`create or replace function staff_audit_prune(older_than timestamptz)
        returns integer as $$ begin return 0; end $$ language plpgsql`),
    ).toBe(denied);
    expect(await asApp(`alter table staff_audit owner to "${role}"`)).toBe(denied);
    expect(await asApp(`set role staff_audit_owner`)).toBe(denied);
    expect(await asApp(`drop table staff_audit`)).toBe(denied);
    // A GRANT without the right grants nothing (PostgreSQL only warns): see below.
    await asApp(`grant delete, update, truncate on staff_audit to "${role}"`);
    const [privileges] = rowsOf<{ del: boolean; upd: boolean; trunc: boolean }>(
      await t.db.execute(
        sql.raw(`select has_table_privilege('${role}', 'staff_audit', 'DELETE') as del,
                has_table_privilege('${role}', 'staff_audit', 'UPDATE') as upd,
                has_table_privilege('${role}', 'staff_audit', 'TRUNCATE') as trunc`),
      ),
    );
    expect(privileges).toEqual({ del: false, upd: false, trunc: false });
  });

  it('prunes old entries through the function and no young ones', async () => {
    const now = Date.now();
    const old = await entryAt(t.db, new Date(now - 60 * DAY));
    const young = await entryAt(t.db, new Date(now - 10 * DAY));
    expect(await failure(pruneAudit(appDb, new Date(now - 5 * DAY)))).toBe('22023');
    expect(await failure(pruneAudit(appDb, new Date(now + DAY)))).toBe('22023');
    // A temporary table of the caller's cannot stand in for the real one (fixed search_path).
    const cutoff = new Date(now - 45 * DAY);
    const [{ n: older }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from staff_audit where at < ${cutoff}`),
    );
    expect(older).toBeGreaterThanOrEqual(1);
    await app.query(`create temp table staff_audit (id bigint, at timestamptz)`);
    try {
      expect(await pruneAudit(appDb, cutoff)).toBe(older);
    } finally {
      await app.query(`drop table pg_temp.staff_audit`);
    }
    const left = await ids(t.db);
    expect(left).not.toContain(old);
    expect(left).toContain(young);
  });
});
