/**
 * Facts with one owner (docs/architecture.md "Layers of web/src"): the clinic's zone is
 * `ZONE` (shared/zone.ts) and an amount in cents is formatted by `formatCents`
 * (i18n/format.ts). A copy elsewhere fails here, so a change of either cannot miss a place.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const files = sources(SRC).map((file) => ({
  name: path.relative(SRC, file),
  text: fs.readFileSync(file, 'utf8'),
}));

it('writes the zone once', () => {
  const copies = files
    .filter((f) => f.name !== path.join('shared', 'zone.ts'))
    .filter((f) => /['"`]Europe\/Zurich['"`]/.test(f.text))
    .map((f) => f.name);
  expect(copies).toEqual([]);
});

it('formats cents through formatCents (francs: formatChf, centsToFrancs)', () => {
  const copies = files
    .filter((f) => f.name !== path.join('i18n', 'format.ts'))
    .filter((f) => /formatChf\([^()]*\/\s*100\)|\.toFixed\(2\)|Cents\s*\/\s*100\b/.test(f.text))
    .map((f) => f.name);
  expect(copies).toEqual([]);
});
