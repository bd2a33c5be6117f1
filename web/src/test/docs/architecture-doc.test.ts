/**
 * docs/architecture.md describes the code as it is: every file or folder it names in backticks
 * exists, and every name it cites (`defineRoute`, `Tx`, `bodyLimit`) still appears in
 * the code. A renamed module or function fails here until the doc follows.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const WEB = path.join(ROOT, 'web');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const DOC = read('docs/architecture.md');
/** Where a relative path in the doc may start (the doc names paths from these folders). */
const BASES = [
  ROOT,
  WEB,
  path.join(WEB, 'src'),
  path.join(WEB, 'src', 'server'),
  path.join(ROOT, 'docs'),
];

const cited = [...DOC.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '.sanity'].includes(entry.name)) sources(full, out);
    } else if (/\.(ts|tsx|mjs|sh)$/.test(entry.name) || entry.name === 'run')
      out.push(fs.readFileSync(full, 'utf8'));
  }
  return out;
}

/** A path: a file with an extension or a folder ending in `/`, no spaces, no package scope. */
const isPath = (s: string) =>
  /^[\w.[\]-]+(\/[\w.*[\]-]*)*$/.test(s) &&
  (s.endsWith('/') || /\.(ts|tsx|mjs|md|json|sql)$/.test(s));
/** An exported name: camelCase or PascalCase, optionally called. */
const nameOf = (s: string) => /^([A-Za-z][a-z0-9]*[A-Z]\w*|[A-Z][a-z]\w*)(\(.*\))?$/.exec(s)?.[1];

/** Every file and folder of the repository (relative, with `/` after folders). */
function tree(dir = ROOT, rel = '', out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.git', '.next', '.turbo', 'dist', '.data'].includes(entry.name)) continue;
    const name = rel + entry.name;
    if (entry.isDirectory()) {
      out.push(name + '/');
      tree(path.join(dir, entry.name), name + '/', out);
    } else out.push(name);
  }
  return out;
}
const FILES = tree();

/** A path with a folder resolves from the repository, web/, web/src or web/src/server; a bare
 * name (a table row's `fetcher.ts` under its folder) must exist somewhere. */
function exists(p: string): boolean {
  if (p.includes('*')) return exists(p.slice(0, p.lastIndexOf('/', p.indexOf('*')) + 1));
  if (!p.replace(/\/$/, '').includes('/')) return FILES.some((f) => f === p || f.endsWith('/' + p));
  return (
    BASES.some((b) => fs.existsSync(path.join(b, p))) || FILES.some((f) => f.endsWith('/' + p))
  );
}

it('names only files and folders that exist', () => {
  const paths = cited.filter(isPath).filter((p) => !/^https?:|^\/api\/|^\/(de|en)-/.test(p));
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.filter((p) => !exists(p))).toEqual([]);
});

it('cites only names the code still has', () => {
  // Exported functions and types, but also the option names, settings fields and environment
  // variables the doc explains (`bodyLimit`, `initialHoldMinutes`, `TEST_DATABASE_URL`): a name
  // that no longer appears anywhere in the code is a claim about code that is gone.
  const text = ['web/src', 'web/scripts', 'web/e2e', 'schemas/src', 'studio', '.ci']
    .flatMap((dir) => sources(path.join(ROOT, dir)))
    .concat(['web/eslint.config.mjs', 'web/layers.eslint.mjs'].map((f) => read(f)))
    .join('\n');
  const names = [...new Set(cited.map(nameOf).filter((n): n is string => !!n))];
  expect(names.length).toBeGreaterThan(15);
  expect(names.filter((n) => !new RegExp(`\\b${n}\\b`).test(text))).toEqual([]);
});
