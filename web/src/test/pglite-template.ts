/**
 * One migrated PGlite data directory per set of migrations, dumped to a file in the OS temp
 * folder and loaded by every test file's database (src/test/db.ts). A fresh PGlite runs initdb
 * and every migration: 4-8 s per test file, most of the PGlite test run; loading the dump
 * takes about one. The job queue's schema and queues are in it too (pg-boss installs them on
 * its first start, about 2 s of CPU per test file otherwise; a later start finds them as a
 * server restart does). The file name carries a digest of the migrations, the PGlite and
 * pg-boss versions and the queue settings, so a change makes a new template; it is written
 * under a temporary name and renamed, so parallel workers never read half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDb } from '@/server/db/client';
import { openJobRuntime } from '@/server/jobs';
import * as queues from '@/server/jobs/queues';
import { withoutWalTail } from './wal-tail';

/**
 * Run on the template before it is dumped. Tests hold little data: 16 MB of shared buffers
 * instead of PostgreSQL's 128 MB take half a second of CPU off every start (PGlite zeroes
 * them in WebAssembly). The template databases go: tests never create a database on PGlite,
 * and every test database would load their 15 MB. The checkpoint leaves a clean image, so a
 * start replays no WAL; written at the start of a new segment, with the old one removed
 * rather than kept for reuse, it leaves one 16 MB segment of zeros after its first page, which
 * the dump leaves out (wal-tail.ts). A load took 1.5 times as long from the full 43.5 MB
 * (docs/performance.md "A smaller test template").
 */
const TEMPLATE_SETTINGS = [
  "alter system set shared_buffers = '16MB'",
  "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  'drop database template0',
  'drop database template1',
  'set wal_recycle = off',
  'select pg_switch_wal()',
  'checkpoint',
];

/**
 * The template file as a Blob. PGlite reads a data directory only through `arrayBuffer()`,
 * which Node's Blob assembles in 64 kB chunks: half a second per test file for the 43 MB the
 * template once was. This one reads the file into a buffer of its own at each call, the only
 * copy made.
 */
class TemplateBlob extends Blob {
  constructor(private readonly file: string) {
    super([], { type: 'application/x-tar' });
  }
  override get size(): number {
    return fs.statSync(this.file).size;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = fs.readFileSync(this.file);
    const { buffer, byteOffset, byteLength } = bytes;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength));
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(packageVersion('@electric-sql/pglite')).update(packageVersion('pg-boss'));
  hash.update(JSON.stringify(queues)).update(JSON.stringify(TEMPLATE_SETTINGS));
  return hash.digest('hex').slice(0, 16);
}

/** A package's version (its package.json is not always exported: found from the entry point upwards). */
function packageVersion(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
}

/** The job queue's schema in a test's PGlite (src/test/db.ts): the template carries it. */
export const PGLITE_JOBS_SCHEMA = 'pgboss';

let cached: Promise<Blob> | null = null;

/** The migrated template (made on first use in this run, or read from an earlier one). */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= (async () => {
    const file = path.join(os.tmpdir(), `checkup-pglite-template-${templateKey()}.tar`);
    if (!fs.existsSync(file)) {
      const handle = await openDb({ pgliteDataDir: 'memory://' });
      try {
        await (
          await openJobRuntime(handle, { schema: PGLITE_JOBS_SCHEMA, supervise: false })
        ).stop();
        for (const statement of TEMPLATE_SETTINGS) await handle.pglite!.exec(statement);
        const dump = await handle.pglite!.dumpDataDir('none');
        const partial = `${file}.${randomBytes(4).toString('hex')}`;
        fs.writeFileSync(partial, withoutWalTail(Buffer.from(await dump.arrayBuffer())));
        fs.renameSync(partial, file);
      } finally {
        await handle.close();
      }
    }
    return new TemplateBlob(file);
  })();
  return cached;
}

/**
 * Fills an empty PGlite directory with the migrated template, as if the app had opened it once:
 * for tests that open a directory (the at-rest checks, child processes) instead of an in-memory
 * database, which would otherwise run initdb and every migration first (many seconds each).
 */
export async function seedPgliteDir(dataDir: string): Promise<void> {
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    loadDataDir: await pgliteTemplate(),
    extensions: { btree_gist },
  });
  await client.close();
}
