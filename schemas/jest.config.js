/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  // Sanity's packages ship ESM only; let swc turn them into CommonJS for Jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(@sanity|lodash-es|arrify|groq-js|get-it|humanize-list|leven|object-inspect|obug|p-map|tinyglobby|fdir|picomatch|nanoid)/)',
  ],
  moduleNameMapper: {
    // `sanity` re-exports defineType/defineField from @sanity/types; loading the whole Studio
    // bundle (React, CSS) just for those identity helpers would make the tests slow and brittle.
    '^sanity$': '@sanity/types',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.sanity/'],
};
