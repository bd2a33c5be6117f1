/**
 * Staff accounts without the desk (docs/staff-desk.md "Bootstrap the first admin", "Recovery");
 * `npm run staff -- --help` lists every command with its options (the usage in
 * src/server/staff/auth/cli.ts). `invite` and `reset-2fa` email a one-time enrolment link (24 h;
 * the outbox in dev), `--print` prints it instead (base: SITE_URL, else http://localhost:3000).
 * The database comes from the environment as for the site (stop the dev server first with
 * PGlite: one process holds it).
 */
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { staffCli } from '@/server/staff/auth/cli';

const stdout = process.stdout.write.bind(process.stdout);
// The server log writes info lines to stdout; here stdout is the result.
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

void staffCli(process.argv.slice(2), {
  out: (text) => void stdout(text),
  err: (text) => void process.stderr.write(text),
  async openDb() {
    assertPrivacyConfig();
    setDbStartup(APP_DB_STARTUP); // the data steps run as on a server start
    return getDb();
  },
}).then(async (code) => {
  await closeDb().catch(() => undefined);
  process.exit(code);
});
