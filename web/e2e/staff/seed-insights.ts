/**
 * Seeds an e2e server's database (before it starts: PGlite has one process) with the insights'
 * realistic bookings (src/test/insights-year.ts) at Zurich: the 45 days up to the day after
 * today, so "the last 30 days" has bookings, blocks, cancellations, no-shows and money. The
 * environment names the database and keys as for the server. Bundled and run by
 * e2e/staff-insights.spec.ts (e2e/staff-cli.ts runScriptOnce).
 */
import { getCatalog } from '@/server/content';
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { seedInsightsYear } from '@/test/insights-year';

async function main() {
  assertPrivacyConfig();
  setDbStartup(APP_DB_STARTUP);
  const db = await getDb();
  const catalog = await getCatalog();
  const now = new Date();
  const from = new Date(now.getTime() - 44 * 86_400_000).toISOString().slice(0, 10);
  const seeded = await seedInsightsYear(db, catalog, {
    from,
    days: 46,
    fill: 0.4,
    locations: ['zurich_bellevue', 'bern'],
    now,
  });
  process.stderr.write(`${JSON.stringify(seeded)}\n`);
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
