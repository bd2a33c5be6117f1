/**
 * Round trips of one create (docs/performance.md), counted at node-postgres: a winner (a free slot) and
 * a loser (the same slot, once full). Usage in web/, with a PostgreSQL server:
 *   DATABASE_URL=postgres://... npx tsx scripts/bench/count-queries.ts
 * A database count_<random> is created and dropped.
 */
import { randomBytes } from 'node:crypto';
process.env.LOG_LEVEL ??= 'silent';
process.env.DATA_ENCRYPTION_KEY ??= `bench:${randomBytes(32).toString('base64')}`;
process.env.TOKEN_SECRET ??= randomBytes(32).toString('hex');

async function main() {
  const pg = await import('pg');
  const { openDb } = await import('@/server/db/client');
  const { getCatalog } = await import('@/server/content');
  const { createReservation } = await import('@/server/hold-requests');
  const { createBody, upcomingSlots } = await import('@/test/booking');
  const base = process.env.DATABASE_URL!;
  const name = `count_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  const { openJobRuntime, setJobRuntimeOverride } = await import('@/server/jobs/runtime');
  const jobs = await openJobRuntime(handle, { supervise: false });
  setJobRuntimeOverride(jobs);
  let count = 0;
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    const q = args[0] as string | { text?: string };
    statements.push(
      (typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').slice(0, 70),
    );
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    const catalog = await getCatalog();
    const slots = await upcomingSlots(
      { locationSlug: 'zurich_bellevue', checkupSlug: 'whole_body_scan_with_blood_test' },
      40,
    );
    const start = slots[slots.length - 1];
    const rooms = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!.roomId.length;
    const deps = { db: handle.db, turnDb: handle.turns, catalog, now: new Date() };
    const one = async (label: string) => {
      count = 0;
      statements.length = 0;
      const body = createBody({ timeSlotStart: start });
      const outcome = await createReservation(
        {
          reservationData: body.reservationData as never,
          guard: { clientHash: randomBytes(32).toString('hex') },
        },
        deps,
      ).then(
        () => 'created',
        (err: { id?: string }) => err.id ?? String(err),
      );
      console.log(`${label}: ${outcome}, ${count} statements (plus the route's rate limit: 1)`);
      if (process.env.COUNT_VERBOSE) for (const s of statements) console.log(`  ${s}`);
    };
    for (let i = 0; i < rooms; i++) await one('winner');
    await one('loser');
  } finally {
    pg.Client.prototype.query = original;
    await jobs.stop();
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
