// Runs the database-backed test suites a second time against a real PostgreSQL server
// (the first run, `jest`, uses the embedded PGlite). TEST_DATABASE_URL names the server;
// every test file works in a fresh schema of its own (src/test/db.ts).
import { spawnSync } from 'node:child_process';
import { groupTestFiles, postgresSuites } from './jest/groups.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
// The short suites in groups that share their module loading (jest/groups.mjs).
const result = spawnSync(
  'jest',
  [...process.argv.slice(2), '--runTestsByPath', ...groupTestFiles('postgres', postgresSuites())],
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
