// Runs the database-backed test suites a second time against a real PostgreSQL server
// (the first run, `jest`, uses the embedded PGlite). TEST_DATABASE_URL names the server;
// every test file works in a fresh schema of its own (src/test/db.ts).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
// Not here: suites that always open their own PGlite directory (the directory lock, the
// privacy command-line tool), which the first run covers.
const pgliteOnly = ['src/server/db/pglite-lock.test.ts', 'src/server/privacy/cli.test.ts'];
// --forceExit: after every suite has passed, a pooled PostgreSQL connection left open by a
// suite kept Jest waiting for ever (the CI run then hung); the open handle is still to be found.
const result = spawnSync(
  'jest',
  ['src/server', 'src/test', '--forceExit', '--testPathIgnorePatterns', ...pgliteOnly],
  {
    stdio: 'inherit',
    shell: false,
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    },
  },
);
process.exit(result.status ?? 1);
