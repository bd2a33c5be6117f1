// Starts one Jest over the given projects' files (`{ pglite: [...], postgres: [...] }`, each
// list as groupTestFiles wrote it): jest.config.js makes a project of each, whose setup file
// points src/test/db.ts at its database (on-pglite.cjs, on-postgres.cjs). The one way both
// `npm test` (scripts/test-both.mjs) and `npm run test:postgres` reach a database; exits with
// Jest's code.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GROUPS_DIR } from './groups.mjs';

export function runProjects(projects, jestOptions = []) {
  // Each project's files (jest.config.js): a file may be grouped on one database, alone on the other.
  const suites = path.join(GROUPS_DIR, 'suites.json');
  mkdirSync(GROUPS_DIR, { recursive: true });
  writeFileSync(suites, JSON.stringify(projects));
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
      ...jestOptions,
      '--runTestsByPath',
      ...new Set(Object.values(projects).flat()),
    ],
    { stdio: 'inherit', env: { ...process.env, JEST_GROUPED: '1', JEST_SUITES: suites } },
  );
  child.on('close', (code) => process.exit(code ?? 1));
}
