import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNdjson, type SanityDocumentLike } from './datasetClient';

export const SEED_PATH = join(__dirname, '..', '..', 'seed', 'production.ndjson');

export function loadSeed(): SanityDocumentLike[] {
  return parseNdjson(readFileSync(SEED_PATH, 'utf8'));
}
