/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads the sequencer as CommonJS */
/**
 * Jest's own order, longest suite first, also on a fresh clone: Jest learns each suite's time
 * in its cache folder, which a CI clone does not have, and then orders by file size, so a slow
 * suite can start last and keep one worker busy alone at the end. Where the cache has no time,
 * the one recorded in recorded-times.json (scripts/jest/record-times.mjs) stands in, for the
 * run on PGlite or on PostgreSQL: the test's project in `npm test` (jest.config.js), else
 * DATABASE_URL (docs/performance.md "Test suite time").
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const recorded = require('./recorded-times.json');

const web = path.resolve(__dirname, '../..');
// The group files' times (the sum of their members'), written with them by groups.mjs.
for (const run of ['pglite', 'postgres']) {
  const groupTimes = path.join(web, 'src/test/__groups__', run, 'times.json');
  if (fs.existsSync(groupTimes))
    recorded[run] = { ...recorded[run], ...JSON.parse(fs.readFileSync(groupTimes, 'utf8')) };
}
const onlyRun = process.env.DATABASE_URL ? 'postgres' : 'pglite';

class LongestFirst extends Sequencer {
  time(test) {
    const run = test.context.config.displayName?.name ?? onlyRun;
    const seconds = recorded[run]?.[path.relative(web, test.path)];
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = LongestFirst;
