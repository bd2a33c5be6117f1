/**
 * Staff commands for personal data (docs/privacy.md):
 *   npm run -s privacy -- export <email> [--out file.json]   everything stored about a person
 *   npm run -s privacy -- erase <email>                      erase what no duty keeps
 *   npm run -s privacy -- retention                          the daily retention run, now
 *   npm run -s privacy -- reencrypt                          move every value to the current key
 * The database comes from the environment as for the site (DATABASE_URL, else the PGlite
 * directory: stop the dev server first, one process holds it). Results are JSON on stdout;
 * log lines go to stderr. Exit code 2 when an erasure was (partly) refused. The commands are
 * src/server/personal-data/cli.ts.
 */
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { privacyCli } from '@/server/personal-data/cli';

const stdout = process.stdout.write.bind(process.stdout);
// The server log writes info lines to stdout; here stdout is the result.
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

privacyCli(process.argv.slice(2), {
  out: (text) => void stdout(text),
  err: (text) => void process.stderr.write(text),
  async openDb() {
    assertPrivacyConfig();
    setDbStartup(APP_DB_STARTUP); // the data steps run as on a server start
    return getDb();
  },
  now: () => new Date(),
})
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    process.stderr.write(`privacy: ${err instanceof Error ? err.message : String(err)}\n`);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
