import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { applyUiTexts, flattenMessages, uiTextDocuments, type Messages } from './uiText';
import { readLocaleFiles, SEED_FILE, seedWithUiTexts } from './uiTextSeed';

const webDir = path.resolve(__dirname, '..', '..');
const files = readLocaleFiles(webDir);
const seedText = readFileSync(SEED_FILE(webDir), 'utf8');
const seedUiTexts = seedText
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; namespace: string; entries: { key: string; text_en?: string; text_de?: string }[] })
  .filter((doc) => doc._type === 'uiText');

describe('uiText documents', () => {
  it('flattens nested messages to dotted keys in file order', () => {
    expect(flattenMessages({ a: 'A', b: { c: 'C', d: { e: 'E' } } })).toEqual([
      ['a', 'A'],
      ['b.c', 'C'],
      ['b.d.e', 'E'],
    ]);
  });

  it('lays filled Studio texts over the fallback and keeps the fallback for empty ones', () => {
    const bundles: Record<string, Messages> = { common: { site: { name: 'Alt', note: 'Note' }, x: 'X' } };
    const merged = applyUiTexts(
      bundles,
      [
        {
          namespace: 'common',
          entries: [
            { key: 'site.name', text_en: 'New name', text_de: 'Neuer Name' },
            { key: 'site.note', text_en: '  ', text_de: 'Notiz' },
            { key: 'x.stale', text_en: 'ignored' },
          ],
        },
        { namespace: 'unknown', entries: [{ key: 'a', text_en: 'A' }] },
      ],
      'en',
    );
    expect(merged).toEqual({ common: { site: { name: 'New name', note: 'Note' }, x: 'X' } });
    expect(bundles.common).toEqual({ site: { name: 'Alt', note: 'Note' }, x: 'X' }); // not mutated
  });

  it('in draft preview marks each entry, the Studio text or its fallback, with its field', () => {
    const bundles: Record<string, Messages> = { common: { site: { name: 'Alt', note: 'Note' } } };
    const marked = applyUiTexts(
      bundles,
      [
        {
          id: 'uiText.common',
          namespace: 'common',
          entries: [
            { _key: 'site_name', key: 'site.name', text_de: 'Neuer Name' },
            { _key: 'site_note', key: 'site.note', text_de: '' },
            { _key: 'site_gone', key: 'site.gone', text_de: '' },
          ],
        },
      ],
      'de',
      (text, target) => `${text}|${target.id}|${target.path}`,
    );
    expect(marked).toEqual({
      common: {
        site: {
          name: 'Neuer Name|uiText.common|entries[_key=="site_name"].text_de',
          note: 'Note|uiText.common|entries[_key=="site_note"].text_de',
        },
      },
    });
  });

  it('the seed holds exactly what the locale files give (run `npm run i18n:seed` after a change)', () => {
    expect(seedWithUiTexts(seedText, files) === seedText).toBe(true);
    expect(uiTextDocuments(files).map((d) => d.namespace)).toEqual(seedUiTexts.map((d) => d.namespace));
  });

  it('every key of every locale file is in the seed, in both languages', () => {
    let keys = 0;
    for (const namespace of Object.keys(files.en)) {
      const en = flattenMessages(files.en[namespace]).map(([k]) => k);
      const de = flattenMessages(files.de[namespace] ?? {}).map(([k]) => k);
      expect({ namespace, keys: [...de].sort() }).toEqual({ namespace, keys: [...en].sort() });
      const doc = seedUiTexts.find((d) => d.namespace === namespace);
      for (const key of en) {
        const entry = doc?.entries.find((e) => e.key === key);
        expect({ key, en: !!entry?.text_en?.trim(), de: !!entry?.text_de?.trim() }).toEqual({ key, en: true, de: true });
        keys += 1;
      }
    }
    expect(keys).toBeGreaterThan(300);
  });
});

/** Attributes a visitor reads or hears: text in them must come from the translations. */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'label']);
/** Not visitor-facing: the tag manager's <noscript> frame and the internal design-system pages. */
const ALLOWED = new Set(['src/features/analytics/TagManager.tsx:title="Google Tag Manager"']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return /_design-system|DesignSystem|__/.test(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('no visitor-facing text in code', () => {
  it('JSX text and readable attributes come from translations or content', () => {
    const found: string[] = [];
    for (const file of sourceFiles(path.join(webDir, 'src'))) {
      const rel = path.relative(webDir, file);
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) found.push(`${rel}:${node.text.trim()}`);
        if (
          ts.isJsxAttribute(node) &&
          READ_ATTRIBUTES.has(node.name.getText(source)) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer) &&
          /\p{L}{2,}/u.test(node.initializer.text)
        ) {
          const entry = `${rel}:${node.getText(source)}`;
          if (!ALLOWED.has(entry)) found.push(entry);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
