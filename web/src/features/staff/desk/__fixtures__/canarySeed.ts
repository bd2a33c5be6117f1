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

type Entry = { key: string; text_en?: string; text_de?: string; text_de_DE?: string };

/**
 * A copy of the seed in which every entry of the documents of `type` (Site texts, Email texts)
 * reads `text(owner, key, column)` in each language column, `owner` being the document's
 * `ownerField` (its namespace, its email): the file, for localSource.
 */
export function datasetWithCanaryEntries(
  type: string,
  ownerField: string,
  text: (owner: string, key: string, column: 'en' | 'de' | 'de_DE') => string,
): string {
  return datasetWithDocumentsOfType(type, (doc) => {
    const owner = String(doc[ownerField]);
    return {
      ...doc,
      entries: (doc.entries as Entry[]).map((entry) => ({
        ...entry,
        text_en: text(owner, entry.key, 'en'),
        text_de: text(owner, entry.key, 'de'),
        text_de_DE: text(owner, entry.key, 'de_DE'),
      })),
    };
  });
}
