// Writes each suite's time from Jest's JSON reports into recorded-times.json, which the
// sequencer (longest-first.cjs) reads on a clone without Jest's cache. Usage:
//   node scripts/jest/record-times.mjs pglite /tmp/pglite.json postgres /tmp/pg.json
// A report may cover some files only: the others keep their recorded times.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = new URL('./recorded-times.json', import.meta.url);
const web = path.resolve(new URL('../..', import.meta.url).pathname);
const times = JSON.parse(readFileSync(file, 'utf8'));
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const [run, report] = [args[i], args[i + 1]];
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  // A report of some files updates theirs; files that are gone lose theirs.
  const merged = {
    ...times[run],
    ...Object.fromEntries(
      testResults.map((r) => [
        path.relative(web, r.name),
        Math.round((r.endTime - r.startTime) / 100) / 10,
      ]),
    ),
  };
  times[run] = Object.fromEntries(
    Object.entries(merged)
      .filter(([file]) => existsSync(path.join(web, file)))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
writeFileSync(file, `${JSON.stringify(times, null, 2)}\n`);
