/** A temporary copy of the seed dataset with every document of one type changed (tests only). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEED_PATH } from '@/test/content-seed';

export function datasetWithDocumentsOfType(
  type: string,
  edit: (doc: Record<string, unknown>) => Record<string, unknown>,
): string {
  const lines = readFileSync(SEED_PATH, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      const doc = JSON.parse(line) as Record<string, unknown>;
      return doc._type === type ? JSON.stringify(edit(doc)) : line;
    });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'production.ndjson');
  writeFileSync(file, lines.join('\n'));
  return file;
}
