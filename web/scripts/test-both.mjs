// `npm test` in web/: every Jest suite on the embedded PGlite and, where TEST_DATABASE_URL names
// a server, the database-backed ones again on PostgreSQL (jest/groups.mjs `postgresSuites`).
// Both runs are two projects of one Jest (jest.config.js), so that one pool of workers takes
// the longest suites of either first and neither run ends alone: as two Jest processes, the one
// on PostgreSQL ended 40-60 s after the other (docs/performance.md "One Jest for both
// databases").
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GROUPS_DIR, groupTestFiles, postgresSuites, testFilesUnder } from './jest/groups.mjs';

// The short suites in groups that share their module loading (jest/groups.mjs).
const pglite = groupTestFiles('pglite', testFilesUnder('src'));
const postgres = process.env.TEST_DATABASE_URL ? groupTestFiles('postgres', postgresSuites()) : [];
const env = { ...process.env, JEST_GROUPED: '1' };
if (postgres.length === 0) console.log('PostgreSQL suites skipped: TEST_DATABASE_URL is not set.');
// Each project's files (jest.config.js): a file may be grouped on one database, alone on the other.
env.JEST_SUITES = path.join(GROUPS_DIR, 'suites.json');
mkdirSync(GROUPS_DIR, { recursive: true });
writeFileSync(
  env.JEST_SUITES,
  JSON.stringify(postgres.length > 0 ? { pglite, postgres } : { pglite }),
);

const child = spawn(
  process.execPath,
  [
    // PGlite's WebAssembly on V8's baseline compiler only, a flag NODE_OPTIONS cannot carry (the
    // workers inherit it). The optimising tier spent more CPU compiling PostgreSQL's hot
    // functions, in every new worker, than its code saved: 4-5 % less CPU for the same suites
    // (docs/performance.md "A bundled staff CLI and lighter spec servers").
    '--liftoff-only',
    '--experimental-vm-modules',
    '--no-warnings',
    createRequire(import.meta.url).resolve('jest/bin/jest'),
    // Two: three workers on two cores spent 16 % more CPU for the same suites (docs/performance.md
    // "One Jest for both databases").
    '--maxWorkers=2',
    // Jest options given to the script (`node scripts/test-both.mjs --json --outputFile=…`).
    ...process.argv.slice(2),
    '--runTestsByPath',
    ...new Set([...pglite, ...postgres]),
  ],
  { stdio: 'inherit', env },
);
child.on('close', (code) => process.exit(code ?? 1));
