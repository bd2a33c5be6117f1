/**
 * A separate process that opens a PGlite directory the way the app does (openDb), writes a
 * row, prints "ready" and keeps it open until stdin closes or SIGTERM. Used by
 * src/server/db/pglite-lock.test.ts to run two processes on one directory. On failure it
 * prints the error message to stderr and exits with 3.
 */
import { sql } from 'drizzle-orm';
import { openDb, rowsOf } from '@/server/db/client';

async function main() {
  const dataDir = process.argv[2];
  const handle = await openDb({ pgliteDataDir: dataDir });
  await handle.db.execute(sql`create table if not exists holder_probe (pid int)`);
  await handle.db.execute(sql`insert into holder_probe values (${process.pid})`);
  const [{ n }] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from holder_probe`),
  );
  process.stdout.write(`ready ${n}\n`);
  const stop = async () => {
    await handle.close();
    process.exit(0);
  };
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(3);
});
