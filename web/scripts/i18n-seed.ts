/**
 * Writes the `uiText` documents of the seed dataset from the translation files
 * (web/public/locales/{en,de}/*.json), so Studio starts with every visitor-facing string.
 * Run after adding or changing a key: `npm run i18n:seed`. `--check` only reports drift
 * (exit 1); a unit test runs the same comparison.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_FILE, seedWithUiTexts, readLocaleFiles } from '../src/i18n/uiTextSeed';

const webDir = path.resolve(__dirname, '..');
const current = readFileSync(SEED_FILE(webDir), 'utf8');
const next = seedWithUiTexts(current, readLocaleFiles(webDir));

if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('uiText seed documents differ from the locale files: run `npm run i18n:seed`.');
    process.exit(1);
  }
  console.log('uiText seed documents match the locale files.');
} else if (next !== current) {
  writeFileSync(SEED_FILE(webDir), next);
  console.log('uiText seed documents written.');
} else {
  console.log('uiText seed documents already up to date.');
}
