/**
 * Catalogue ids have one table, src/contracts/error-ids.ts (docs/architecture.md "Add an API
 * route"): everywhere else they are its constants. A string literal equal to an id, in any
 * source file but the table and tests (JSX attributes apart), fails here, so a renamed id cannot leave a stale copy
 * behind. Domain codes (server/domain-error.ts) are a table of their own; where one is spelled
 * like an id it is read as the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as TABLE from '@/contracts/error-ids';
import { DOMAIN_ERROR_CODES } from '@/server/domain-error';

const SRC = path.resolve(__dirname, '..');
const VALUES = Object.values(TABLE as Record<string, unknown>).filter(
  (v): v is string => typeof v === 'string',
);
const ids = new Set(VALUES);
const domainCodes = new Set<string>(DOMAIN_ERROR_CODES);
/** The dev payment route's absent answer reads like the lifecycle's own "no such row" result. */
const INTERNAL_WORDS = new Set(['not-found']);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['test', '__fixtures__', '__mocks__'].includes(entry.name)) sources(full, out);
    } else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$|sanity\.types\.ts$/.test(entry.name)
    )
      out.push(full);
  }
  return out;
}

it('the table has no id twice', () => {
  const twice = VALUES.filter((v, i) => VALUES.indexOf(v) !== i);
  // An id may have two names where two routes say the same (e.g. a not-found of two kinds).
  expect([...new Set(twice)].sort()).toEqual([]);
});

it('no source file spells a catalogue id as a string', () => {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    if (file.endsWith(path.join('contracts', 'error-ids.ts'))) continue;
    // Comments may name an id in backticks: they are prose, not code.
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    // Single quotes and template strings: the code's strings. A JSX attribute ("…") is markup,
    // e.g. a test id that happens to read like an id.
    for (const m of text.matchAll(/(['`])([a-z0-9]+(?:-[a-z0-9]+)+)\1/g)) {
      const id = m[2];
      if (ids.has(id) && !domainCodes.has(id) && !INTERNAL_WORDS.has(id))
        found.push(`${path.relative(SRC, file)}: ${id}`);
    }
  }
  expect(found).toEqual([]);
});
