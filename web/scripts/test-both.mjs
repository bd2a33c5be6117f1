// `npm test` in web/: every Jest suite on the embedded PGlite and, where TEST_DATABASE_URL names
// a server, the database-backed ones again on PostgreSQL (jest/groups.mjs `postgresSuites`).
// Both runs are two projects of one Jest (jest/run-projects.mjs), so that one pool of workers
// takes the longest suites of either first and neither run ends alone: as two Jest processes,
// the one on PostgreSQL ended 40-60 s after the other (docs/performance.md "One Jest for both
// databases").
import { groupTestFiles, postgresSuites, testFilesUnder } from './jest/groups.mjs';
import { runProjects } from './jest/run-projects.mjs';

// The short suites in groups that share their module loading (jest/groups.mjs).
const projects = { pglite: groupTestFiles('pglite', testFilesUnder('src')) };
if (process.env.TEST_DATABASE_URL) projects.postgres = groupTestFiles('postgres', postgresSuites());
else console.log('PostgreSQL suites skipped: TEST_DATABASE_URL is not set.');

runProjects(projects, [
  // Two: three workers on two cores spent 16 % more CPU for the same suites (docs/performance.md
  // "One Jest for both databases").
  '--maxWorkers=2',
  // Jest options given to the script (`node scripts/test-both.mjs --json --outputFile=…`).
  ...process.argv.slice(2),
]);
