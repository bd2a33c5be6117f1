// Runs the database-backed test suites a second time against a real PostgreSQL server
// (`npm test` runs them too, beside the PGlite run). TEST_DATABASE_URL names the server; every
// test file works in a fresh schema of its own (src/test/db.ts). An argument that names a file
// or folder chooses the suites (`npm run test:postgres -- src/server/webhooks` runs those below
// it); the others go to Jest.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { groupTestFiles, postgresSuites } from './jest/groups.mjs';
import { runProjects } from './jest/run-projects.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
const args = process.argv.slice(2);
const isPath = (arg) => !arg.startsWith('-') && existsSync(arg);
// Whole path segments: src/server/staff chooses nothing of a sibling folder src/server/staff-x.
const chosen = args.filter(isPath).map((arg) => path.normalize(arg).replace(/\/+$/, ''));
const suites = postgresSuites().filter(
  (file) => chosen.length === 0 || chosen.some((dir) => file === dir || file.startsWith(`${dir}/`)),
);
if (suites.length === 0) {
  console.error(`No PostgreSQL suite under ${chosen.join(', ')}.`);
  process.exit(1);
}
// The short suites in groups that share their module loading (jest/groups.mjs).
runProjects(
  { postgres: groupTestFiles('postgres', suites) },
  args.filter((arg) => !isPath(arg)),
);
