/**
 * CSS modules compose nothing from another file (docs/architecture.md "Add a page"): Turbopack
 * then merges the composing pages' CSS into `_app`'s chunk, and Next's browser router drops that
 * chunk on a client-side navigation between pages that share it.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

function cssModules(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) cssModules(full, out);
    else if (entry.name.endsWith('.module.css')) out.push(full);
  }
  return out;
}

it('no CSS module composes from another file', () => {
  const found = cssModules(SRC).filter((file) =>
    /composes\s*:[^;]*\bfrom\b/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(found.map((f) => path.relative(SRC, f))).toEqual([]);
});
