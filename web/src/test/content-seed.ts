/** A temporary copy of the seed dataset with some Settings changed (tests only). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SEED_PATH = path.join(process.cwd(), '..', 'schemas', 'seed', 'production.ndjson');

export function seedWithSettings(settings: Record<string, unknown>): string {
  const lines = readFileSync(SEED_PATH, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{"_id":"siteSettings"')) return line;
      return JSON.stringify({ ...JSON.parse(line), ...settings });
    });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'production.ndjson');
  writeFileSync(file, lines.join('\n'));
  return file;
}
