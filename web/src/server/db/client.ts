/**
 * The reservations database: node-postgres when DATABASE_URL is set, else embedded PGlite
 * persisted under .data/pglite in the repository root (PGLITE_DATA_DIR overrides; `memory://`
 * keeps it in memory). Migrations from ./migrations are applied on first use, so a fresh clone
 * needs no setup step.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '@/server/log';
import { acquirePgliteLock } from './pglite-lock';
import { startChangeFeed } from './change-feed';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db (or a savepoint inside one): what a step that must run in one takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: helpers that run as well on their own as inside a caller's transaction. */
export type Conn = Db | Tx;

/**
 * The app's own work around opening its database, given by server/ops/startup.ts (db/ only
 * opens and migrates, docs/architecture.md): a check before anything opens, data steps under
 * the migration lock, and work after the open (content reconciliation, problem reports).
 */
export type DbStartup = {
  check?: () => void;
  dataSteps?: (db: Db) => Promise<void>;
  afterOpen?: (db: Db) => Promise<void>;
};

export type DbHandle = {
  db: Db;
  driver: 'pg' | 'pglite';
  /** Applies pending migrations from this folder (default: the app's). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the instance itself (one connection), for the job queue's adapter. */
  pglite?: import('@electric-sql/pglite').PGlite;
  /** PostgreSQL only: how this handle connected (the job queue opens its own small pool). */
  databaseUrl?: string;
  /**
   * PostgreSQL only: a small pool of its own for creates' turns (reservations/slot-lock.ts).
   * A burst of creates queues hundreds of reads in the main pool; the turn that decides who gets
   * the room must not wait behind them, or every request waits for it (docs/performance.md).
   */
  turns?: Db;
};

export type OpenDbOptions = {
  /** postgres:// URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory or `memory://`. */
  pgliteDataDir?: string;
  /** PostgreSQL only: schema put first on the search_path of every pooled connection. */
  schema?: string;
  /** Where drizzle keeps its migrations journal (default "drizzle"). */
  migrationsSchema?: string;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
  /** Tests: another migrations folder (e.g. only the first migration, to test the next one). */
  migrationsFolder?: string;
  /**
   * PGlite in memory only: start from this dumped data directory (`dumpDataDir`) instead of an
   * empty one. Tests load one migrated template per run (src/test/pglite-template.ts): a fresh
   * initdb plus all migrations costs seconds per test file.
   */
  pgliteTemplate?: Blob;
  /**
   * Tests: an open PGlite instance to use instead of a new one (src/test/db-reuse.ts). The
   * migrations and data steps run on it as on any open; its data is the caller's.
   */
  pgliteInstance?: import('@electric-sql/pglite').PGlite;
  /** Run after the migrations under their lock (not with a test's partial folder). */
  dataSteps?: (db: Db) => Promise<void>;
  /** Told as the open moves on (the app's slow-open warning names where it is). */
  onPhase?: (phase: OpenPhase) => void;
};

/** Where an open is: for the warning when it takes long (getDbHandle). */
export type OpenPhase = 'connect' | 'migrate' | 'data-steps' | 'change-feed' | 'after-open';

/** An open slower than this is logged with its phase, and again each time this long passes. */
const SLOW_OPEN_MS = 20_000;

const MIGRATION_LOCK_ID = 724_001; // any constant: serialises migrations across instances
/** Connections of the turn pool (DbHandle.turns): turns of different location-days overlap. */
const TURN_CONNECTIONS = 3;

/**
 * The repository root: the nearest folder up from cwd whose package.json has workspaces.
 * turbopackIgnore here and in openPglite: paths found at run time; followed, `next build`
 * would trace the whole project into the server's output.
 */
export function repoRoot(from = process.cwd()): string {
  let dir = path.resolve(/* turbopackIgnore: true */ from);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && /"workspaces"/.test(fs.readFileSync(pkg, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/* turbopackIgnore: true */ from);
    dir = parent;
  }
}

export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  // Bundled server code has no reliable __dirname; the source tree is found from the root.
  return path.join(repoRoot(), 'web', 'src', 'server', 'db', 'migrations');
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier: ${name}`);
  return `"${name}"`;
}

async function openPostgres(options: OpenDbOptions & { databaseUrl: string }): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const searchPath = options.schema ? `${quoteIdent(options.schema)},public` : undefined;
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    // An unreachable server fails a request within seconds (503, server/http/handler.ts)
    // instead of holding it until the client gives up.
    connectionTimeoutMillis: 5000,
    // Sets the search_path at connection start, so every pooled connection sees the schema.
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  pool.on('error', (err) => log.error('db-pool-error', { message: err.message }));
  const db: Db = drizzle({ client: pool, schema });
  // Connections open on first use: nothing is spent until a create takes its turn.
  const turnPool = new Pool({
    connectionString: options.databaseUrl,
    max: TURN_CONNECTIONS,
    connectionTimeoutMillis: 5000,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  turnPool.on('error', (err) => log.error('db-pool-error', { message: err.message }));
  const runMigrations = async (folder: string, dataSteps: boolean) => {
    const lock = await pool.connect();
    try {
      options.onPhase?.('migrate');
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle({ client: pool, schema }), {
        migrationsFolder: folder,
        migrationsSchema: options.migrationsSchema,
      });
      // Under the same lock: one instance runs the data steps (ops/startup.ts).
      options.onPhase?.('data-steps');
      if (dataSteps) await options.dataSteps?.(db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
  };
  // A test's partial migrations folder leaves the schema behind the code: no data steps then.
  await runMigrations(options.migrationsFolder ?? migrationsFolder(), !options.migrationsFolder);
  return {
    db,
    driver: 'pg',
    migrate: (folder) => runMigrations(folder ?? migrationsFolder(), folder === undefined),
    close: async () => {
      await Promise.all([pool.end(), turnPool.end()]);
    },
    databaseUrl: options.databaseUrl,
    turns: drizzle({ client: turnPool, schema }),
  };
}

async function openPglite(options: OpenDbOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const reused = options.pgliteInstance;
  const dataDir = options.pgliteDataDir ?? path.join(repoRoot(), '.data', 'pglite');
  const inMemory = Boolean(reused) || dataDir.startsWith('memory://');
  const absoluteDir = path.resolve(/* turbopackIgnore: true */ dataDir);
  if (!inMemory) fs.mkdirSync(path.dirname(absoluteDir), { recursive: true });
  // Before PGlite touches the directory: a second process must refuse, not corrupt it.
  const release = inMemory ? () => undefined : acquirePgliteLock(absoluteDir);
  try {
    if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
    const client =
      reused ??
      (inMemory && options.pgliteTemplate
        ? await PGlite.create({ loadDataDir: options.pgliteTemplate, extensions: { btree_gist } })
        : await PGlite.create(dataDir, { extensions: { btree_gist } }));
    const pdb = drizzle({ client, schema });
    const runMigrations = async (folder: string, dataSteps: boolean) => {
      options.onPhase?.('migrate');
      await migrate(pdb, { migrationsFolder: folder, migrationsSchema: options.migrationsSchema });
      options.onPhase?.('data-steps');
      if (dataSteps) await options.dataSteps?.(pdb);
    };
    await runMigrations(options.migrationsFolder ?? migrationsFolder(), !options.migrationsFolder);
    // Needs migration 0014's trigger: not on a test's partial migrations.
    options.onPhase?.('change-feed');
    if (!options.migrationsFolder) await startChangeFeed(pdb, client);
    return {
      db: pdb,
      driver: 'pglite',
      migrate: (folder) => runMigrations(folder ?? migrationsFolder(), folder === undefined),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
      pglite: client,
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Opens a database and applies pending migrations. */
export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  return options.databaseUrl
    ? openPostgres({ ...options, databaseUrl: options.databaseUrl })
    : openPglite(options);
}

// Kept on globalThis so that dev-server hot reloads reuse one PGlite instance per process
// (two instances on one data directory would corrupt it).
type DbGlobal = { handle?: Promise<DbHandle>; override?: Db | null; startup?: DbStartup };
const g = globalThis as typeof globalThis & { __reservationsDb?: DbGlobal };
const state: DbGlobal = (g.__reservationsDb ??= {});

/**
 * What the app does around opening its database (server/ops/startup.ts sets it at start-up,
 * before the first getDb(); scripts and tests that need it call the same).
 */
export function setDbStartup(startup: DbStartup): void {
  state.startup = startup;
}

/** The app's database, opened (and migrated) on first use from the environment. */
export async function getDb(): Promise<Db> {
  if (state.override) return state.override;
  return (await getDbHandle()).db;
}

/** Where creates take their turns (DbHandle.turns; the app's database on PGlite and in tests). */
export async function getTurnDb(): Promise<Db> {
  if (state.override) return state.override;
  const handle = await getDbHandle();
  return handle.turns ?? handle.db;
}

/** The app's database handle (the job queue needs the driver underneath). */
export function getDbHandle(): Promise<DbHandle> {
  const startup = state.startup ?? {};
  if (state.handle) return state.handle;
  // Every request waits for the open: one that hangs must say where (docs/operations.md).
  const started = Date.now();
  let phase: OpenPhase = 'connect';
  const slow = setInterval(
    () => log.warn('db-open-slow', { phase, ms: Date.now() - started }),
    SLOW_OPEN_MS,
  );
  slow.unref();
  state.handle = Promise.resolve()
    .then(() => {
      startup.check?.();
      return openDb({
        databaseUrl: process.env.DATABASE_URL || undefined,
        pgliteDataDir: process.env.PGLITE_DATA_DIR || undefined,
        dataSteps: startup.dataSteps,
        onPhase: (next) => void (phase = next),
      });
    })
    .then(async (handle) => {
      phase = 'after-open';
      await startup.afterOpen?.(handle.db);
      return handle;
    })
    .catch((err: unknown) => {
      state.handle = undefined; // let the next request try again
      throw err;
    })
    .finally(() => clearInterval(slow));
  return state.handle;
}

/** Whether tests replaced the app's database (see setDbOverride). */
export function hasDbOverride(): boolean {
  return Boolean(state.override);
}

/** Tests: make getDb() return this database (null restores the default). */
export function setDbOverride(db: Db | null): void {
  state.override = db;
}

/** Closes the app's default database (scripts and tests). */
export async function closeDb(): Promise<void> {
  const handle = state.handle;
  state.handle = undefined;
  if (handle) await (await handle).close();
}

/** Rows of a raw `db.execute()` result, whichever driver ran it (both expose `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
