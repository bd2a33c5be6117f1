/**
 * The desk's words come from Studio (docs/languages.md "The desk's words"): every desk page takes
 * its translations through staffPageProps, which lays the published Site texts over the locale
 * files, as the visitor's pages do. The coverage check marks every Site-text entry of a copy of
 * the seed with a canary (its namespace, key and language) and reads the desk's namespaces as
 * the pages get them: every word is a canary, in English, Swiss German and Germany German, so
 * none comes from a locale file alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { datasetWithCanaryEntries } from './__fixtures__/canarySeed';
import { localSource, setContentSource } from '@/server/content/source';
import { flattenMessages, type Messages } from '@/i18n/uiText';
import { staffPageProps } from './staffPageProps';

const PAGES = path.join(process.cwd(), 'src', 'pages', 'staff');
const pageSources = readdirSync(PAGES)
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ file: f, source: readFileSync(path.join(PAGES, f), 'utf8') }));

/** The namespaces a desk page asks for besides common, desk and staff (its source says). */
const extraNamespaces = [
  ...new Set(
    pageSources.flatMap(({ source }) =>
      [...source.matchAll(/staff(?:Static|Page)Props\([^)]*?\[([^\]]*)\]/g)].flatMap((m) =>
        [...m[1].matchAll(/'([a-z]+)'/g)].map((n) => n[1]),
      ),
    ),
  ),
];

const canary = (namespace: string, key: string, column: string) =>
  `⟦${namespace}:${key}:${column}⟧`;

afterEach(() => setContentSource(null));

it('every desk page takes its words through staffPageProps', () => {
  expect(pageSources.length).toBeGreaterThan(10);
  const others = pageSources
    .filter(({ source }) => !/\bstaff(Static|Page)Props\(/.test(source))
    .map(({ file }) => file);
  expect(others).toEqual([]);
  expect(extraNamespaces).toEqual(expect.arrayContaining(['webhooks']));
});

describe.each([
  ['en-ch', 'en', 'en'],
  ['de-ch', 'de', 'de'],
  ['de-de', 'de-de', 'de_DE'],
])('%s', (locale, storeKey, column) => {
  it('every word of the desk comes from Studio (a canary in each entry, none left unmarked)', async () => {
    setContentSource(localSource(datasetWithCanaryEntries('uiText', 'namespace', canary)));
    const props = await staffPageProps(locale, extraNamespaces);
    const store = props._nextI18Next?.initialI18nStore as Record<string, Record<string, Messages>>;
    const layer = store[storeKey];
    const namespaces = [...new Set(['common', 'desk', 'staff', ...extraNamespaces])];
    // de-de's own layer holds only the words that differ in Germany; the rest are de's.
    if (storeKey !== 'de-de') expect(Object.keys(layer).sort()).toEqual([...namespaces].sort());
    let words = 0;
    const unmarked: string[] = [];
    for (const [namespace, messages] of Object.entries(layer)) {
      for (const [key, text] of flattenMessages(messages)) {
        words += 1;
        if (text !== canary(namespace, key, column)) unmarked.push(`${namespace}:${key} ${text}`);
      }
    }
    expect(unmarked).toEqual([]);
    expect(words).toBeGreaterThan(storeKey === 'de-de' ? 0 : 300);
  });
});
