// `npm test` in web/: the Jest suites on the embedded PGlite (two workers) and, at the same
// time, the database-backed ones on PostgreSQL (scripts/test-postgres.mjs, one worker: it waits
// on its server a third of the time). With two PostgreSQL workers that run ended a minute
// before the other; with one it ends last, by about 40 s, and three Jest workers on two cores
// spent 432 s of CPU where four spent 478 s (docs/performance.md "A smaller test template").
// Lines are prefixed with the run's name; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { groupTestFiles, testFilesUnder } from './jest/groups.mjs';

// Every test file, the short ones in groups that share their module loading (jest/groups.mjs).
const testFiles = testFilesUnder('src');
const runs = [
  [
    'pglite',
    // Jest as `npm run test:unit` runs it, with one V8 flag more, which its workers inherit:
    // PGlite's WebAssembly on V8's baseline compiler only. The optimising tier spent more CPU
    // compiling PostgreSQL's hot functions, in every new worker, than its code saved: 4-5 %
    // less CPU for the same suites (docs/performance.md "A bundled staff CLI and lighter spec
    // servers"). A flag NODE_OPTIONS cannot carry.
    process.execPath,
    [
      '--liftoff-only',
      '--experimental-vm-modules',
      '--no-warnings',
      createRequire(import.meta.url).resolve('jest/bin/jest'),
      '--maxWorkers=2',
      '--runTestsByPath',
      ...groupTestFiles('pglite', testFiles),
    ],
  ],
  ['postgres', 'npm', ['run', '-s', 'test:postgres', '--', '--maxWorkers=1']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, JEST_GROUPED: '1' },
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => {
      console.log(`[${name}] exited with ${code}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(runs.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
