/* eslint-disable @typescript-eslint/no-require-imports -- Jest reads this CommonJS file directly */
const nextJest = require('next/jest');

const fs = require('node:fs');
const path = require('node:path');

const createJestConfig = nextJest({ dir: './' });

/** Node by default; UI tests opt into jsdom with a `@jest-environment jsdom` docblock. */
const config = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The group files of `npm test` (scripts/jest/groups.mjs) run only when named: a plain `jest`
  // runs each file alone.
  testPathIgnorePatterns: process.env.JEST_GROUPED
    ? ['/node_modules/']
    : ['/node_modules/', '/src/test/__groups__/'],
  testTimeout: 30000,
  // Each database suite leaves its worker's heap about 25 MB bigger (the file's module graph stays
  // reachable), and a worker past a few hundred MB spends its time in the garbage collector: one
  // over this after a file is replaced, which costs a second (docs/performance.md "Test suite time").
  workerIdleMemoryLimit: '350MB',
  // Longest suites first, from recorded times where Jest's cache has none (a fresh clone).
  testSequencer: '<rootDir>/scripts/jest/longest-first.cjs',
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `npm test` (scripts/test-both.mjs) runs the suites on PGlite and the database suites on
 * PostgreSQL as two projects of one Jest, which shares its workers between them. It names each
 * project's files in the JSON file JEST_SUITES (a file can be in a group on one database and
 * alone on the other). Each project sets DATABASE_URL for its files (scripts/jest/on-pglite.cjs,
 * on-postgres.cjs), since a worker runs files of both; the options for the whole run stay
 * outside the projects.
 */
module.exports = async () => {
  const resolved = await config();
  if (!process.env.JEST_SUITES) return resolved;
  const suites = JSON.parse(fs.readFileSync(process.env.JEST_SUITES, 'utf8'));
  const { testTimeout, testSequencer, workerIdleMemoryLimit, ...project } = resolved;
  return {
    testTimeout,
    testSequencer,
    workerIdleMemoryLimit,
    projects: Object.entries(suites).map(([name, files]) => ({
      ...project,
      rootDir: __dirname,
      displayName: name,
      setupFiles: [...(project.setupFiles ?? []), `<rootDir>/scripts/jest/on-${name}.cjs`],
      testMatch: undefined,
      testRegex: files.map((file) => `^${escapeRegExp(path.resolve(__dirname, file))}$`),
    })),
  };
};
