/**
 * Code and docs cite the docs/ section or decision that explains a rule, never a tracker's
 * issue number a newcomer cannot see (docs/architecture.md; git history keeps the provenance).
 * A comment, test name or doc line naming an issue and its number fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const DIRS = ['web/src', 'web/e2e', 'web/scripts', 'studio', 'schemas/src', 'docs', '.ci'];
const SKIP = new Set(['node_modules', 'dist', '.sanity', '.next']);

function files(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith('.next')) files(full, out);
    } else if (/\.(ts|tsx|mjs|js|md|sql|sh)$/.test(entry.name) || entry.name === 'run')
      out.push(full);
  }
  return out;
}

it('names no tracker issue by number', () => {
  const hits = DIRS.flatMap((dir) => files(path.join(ROOT, dir))).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
      // "issue" then a number, also across a line break ("(issue\n  34.7)").
      .filter(({ line }) => /\bissues? #?\d+|\(issue$/i.test(line))
      .map(({ at }) => at),
  );
  expect(hits).toEqual([]);
});
