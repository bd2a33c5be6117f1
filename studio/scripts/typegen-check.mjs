// Fails when web/src/server/content/sanity.types.ts is not what TypeGen makes of the committed
// schema.json and the GROQ queries (docs/architecture.md "Add a content type or field"): run
// before `sanity build`, so a query changed without `npm run typegen -w studio` cannot land.
// The file is left regenerated, so committing it is the fix. schema.json itself is checked
// against the schema types by schema-json.test.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TYPES = path.resolve(import.meta.dirname, '../../web/src/server/content/sanity.types.ts');
const before = readFileSync(TYPES, 'utf8');
execFileSync('npx', ['sanity', 'typegen', 'generate'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1' },
});
if (readFileSync(TYPES, 'utf8') !== before) {
  console.error(
    'sanity.types.ts was out of date with the queries or schema.json; it has been regenerated: commit it.',
  );
  process.exit(1);
}
console.log('sanity.types.ts matches the queries and schema.json');
