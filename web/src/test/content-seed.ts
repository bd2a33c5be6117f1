/** Temporary copies of the seed dataset with some documents changed (tests only). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteSettings } from '@/server/content/sanity.types';

export const SEED_PATH = path.join(process.cwd(), '..', 'schemas', 'seed', 'production.ndjson');

/** A copy of the dataset at `source` where `edit` changes the document with this `_id`. */
export function datasetWithDocument(
  id: string,
  edit: (doc: Record<string, unknown>) => Record<string, unknown>,
  source: string = SEED_PATH,
): string {
  const prefix = `{"_id":${JSON.stringify(id)}`;
  const lines = readFileSync(source, 'utf8')
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? JSON.stringify(edit(JSON.parse(line))) : line));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'production.ndjson');
  writeFileSync(file, lines.join('\n'));
  return file;
}

/** A copy of the seed dataset with these site settings changed. */
export function seedWithSettings(settings: Partial<SiteSettings>): string {
  return datasetWithDocument('siteSettings', (doc) => ({ ...doc, ...settings }));
}
