// Test files in groups that share one module registry (docs/performance.md "Test suite time").
// Jest gives every test file a fresh registry, so each file loads the app's modules again:
// about 0.8 s of CPU per file before its first test, a third of a route suite's time. Here the
// short Node suites are written into group files, each requiring its members inside a
// `describe` named for the file; the members' hooks, tests and databases stay their own.
//
// Not grouped, each run alone as before: the jsdom suites (their environment is per file), a
// suite that mocks modules, spies, fakes timers or sets Jest's timeout (those outlive the file
// in a shared registry), and the long suites, where a second saved is nothing and a group
// would only unbalance the workers. `JEST_GROUPS=off` runs every file alone (record-times.mjs
// needs that: its times are per file).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(new URL('../..', import.meta.url).pathname);
/** Where the group files are written (git and the linters ignore it; jest.config.js too, unless grouped). */
export const GROUPS_DIR = path.join(web, 'src/test/__groups__');
/** A suite longer than this runs alone. */
const LONG_SUITE_SECONDS = 30;
/** About this much recorded time per group: enough files to share the loading, small groups to balance. */
const GROUP_SECONDS = 50;
const ALONE = new RegExp(
  [
    '@jest-environment',
    String.raw`jest\.(mock|doMock|unstable_mockModule|resetModules|isolateModules|useFakeTimers|setTimeout|spyOn|replaceProperty)\(`,
    // A change to the environment or a global at the file's top level: it would hold for the
    // whole group (changes inside hooks and tests are put back, src/test/group-member.ts).
    String.raw`^(process\.env|global|globalThis|window)\b[^\n]*[^=!<>]=[^=]`,
    String.raw`^Object\.defineProperty\((global|globalThis|window)`,
  ].join('|'),
  'm',
);

/**
 * The test files below `dirs` (relative to web/, as given), sorted; never the group files
 * written here, which are test files too.
 */
export function testFilesUnder(...dirs) {
  const groups = path.relative(web, GROUPS_DIR) + path.sep;
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(web, dir), { recursive: true, encoding: 'utf8' }).map((f) =>
        path.join(dir, f),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith(groups))
    .sort();
}

/**
 * The suites that run a second time on PostgreSQL: only those that open a database
 * (src/test/db.ts), since a pure suite would answer the same twice; not those that always open
 * their own PGlite directory (the directory lock, the privacy command-line tool).
 */
export function postgresSuites() {
  const pgliteOnly = ['src/server/db/pglite-lock.test.ts', 'src/server/personal-data/cli.test.ts'];
  return testFilesUnder('src/server', 'src/test').filter(
    (file) =>
      !pgliteOnly.includes(file) &&
      readFileSync(path.join(web, file), 'utf8').includes("from '@/test/db'"),
  );
}

const recorded = JSON.parse(
  readFileSync(new URL('./recorded-times.json', import.meta.url), 'utf8'),
);

/**
 * Writes the group files of one run (`pglite` or `postgres`) for `files` (paths relative to
 * web/) and returns what to pass to `jest --runTestsByPath`: the group files and the suites
 * that run alone. Also writes times.json beside them for the longest-first sequencer.
 */
export function groupTestFiles(run, files) {
  const times = recorded[run] ?? {};
  const dir = path.join(GROUPS_DIR, run);
  rmSync(dir, { recursive: true, force: true });
  if (process.env.JEST_GROUPS === 'off') return files;
  const alone = [];
  const grouped = [];
  for (const file of files) {
    const seconds = times[file] ?? LONG_SUITE_SECONDS;
    const text = readFileSync(path.join(web, file), 'utf8');
    if (seconds >= LONG_SUITE_SECONDS || ALONE.test(text)) alone.push(file);
    else grouped.push({ file, seconds, opensDb: text.includes('setupTestDb(') });
  }
  // Longest first into the group with the least time so far: groups of about equal length.
  const total = grouped.reduce((sum, g) => sum + g.seconds, 0);
  const bins = Array.from({ length: Math.max(1, Math.round(total / GROUP_SECONDS)) }, () => ({
    seconds: 0,
    files: [],
    opensDb: false,
  }));
  for (const g of grouped.sort((a, b) => b.seconds - a.seconds)) {
    const bin = bins.reduce((least, b) => (b.seconds < least.seconds ? b : least));
    bin.seconds += g.seconds;
    bin.files.push(g.file);
    bin.opensDb ||= g.opensDb;
  }
  mkdirSync(dir, { recursive: true });
  const groupTimes = {};
  const groupFiles = bins
    .filter((bin) => bin.files.length > 0)
    .map((bin, i) => {
      const name = path.join(dir, `group-${String(i + 1).padStart(2, '0')}.test.ts`);
      const lines = bin.files
        .sort()
        .map(
          (file) =>
            `describe(${JSON.stringify(file)}, () => {\n  restoreAfterMember();\n  require(${JSON.stringify(path.join(web, file))});\n});\n`,
        );
      // Members with a database take turns on one, put back to new between them
      // (src/test/db-reuse.ts); JEST_DB_REUSE=off gives each its own, as alone.
      const reuse = process.env.JEST_DB_REUSE !== 'off' && bin.opensDb;
      writeFileSync(
        name,
        `// Written by scripts/jest/groups.mjs for this run; run a member alone with \`npx jest <file>\`.\n` +
          `import { restoreAfterMember } from '@/test/group-member';\n` +
          (reuse ? `import { reuseTestDbs } from '@/test/db-reuse';\nreuseTestDbs();\n` : '') +
          lines.join(''),
      );
      groupTimes[path.relative(web, name)] = Math.round(bin.seconds * 10) / 10;
      return path.relative(web, name);
    });
  writeFileSync(path.join(dir, 'times.json'), `${JSON.stringify(groupTimes, null, 2)}\n`);
  return [...groupFiles, ...alone];
}
