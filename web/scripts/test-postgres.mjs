// Runs the database-backed test suites a second time against a real PostgreSQL server
// (the first run, `jest`, uses the embedded PGlite). TEST_DATABASE_URL names the server;
// every test file works in a fresh schema of its own (src/test/db.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { groupTestFiles, testFilesUnder } from './jest/groups.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
// Not here: suites that always open their own PGlite directory (the directory lock, the
// privacy command-line tool), which the first run covers.
const pgliteOnly = ['src/server/db/pglite-lock.test.ts', 'src/server/personal-data/cli.test.ts'];
// Only the suites that open a database (src/test/db.ts): a pure suite would answer the same
// twice and only cost CI time.
const databaseSuites = testFilesUnder('src/server', 'src/test').filter(
  (file) => !pgliteOnly.includes(file) && readFileSync(file, 'utf8').includes("from '@/test/db'"),
);
// The short suites in groups that share their module loading (jest/groups.mjs).
const result = spawnSync(
  'jest',
  [...process.argv.slice(2), '--runTestsByPath', ...groupTestFiles('postgres', databaseSuites)],
  {
    stdio: 'inherit',
    shell: false,
    env: {
      ...process.env,
      DATABASE_URL: url,
      JEST_GROUPED: '1',
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    },
  },
);
process.exit(result.status ?? 1);
