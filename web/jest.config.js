/* eslint-disable @typescript-eslint/no-require-imports -- Jest reads this CommonJS file directly */
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** Node by default; UI tests opt into jsdom with a `@jest-environment jsdom` docblock. */
module.exports = createJestConfig({
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
