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
});
