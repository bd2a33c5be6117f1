/* eslint-disable @typescript-eslint/no-require-imports -- Jest reads this CommonJS file directly */
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** Node by default; UI tests opt into jsdom with a `@jest-environment jsdom` docblock. */
module.exports = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testTimeout: 30000,
  // A worker that kept a suite's PGlite instances alive grew to GBs and spent its time in the
  // garbage collector; one over this after a file is replaced (docs/performance.md "Test suite time").
  workerIdleMemoryLimit: '1536MB',
});
