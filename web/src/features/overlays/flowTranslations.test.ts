import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const NAMESPACES = ['overlays', 'addons', 'location', 'timeslot'];

function load(language: string, ns: string): Tree {
  return JSON.parse(
    readFileSync(path.join(__dirname, '../../../public/locales', language, `${ns}.json`), 'utf8'),
  ) as Tree;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  it('has the same keys in German and English, none empty', () => {
    const de = load('de', ns);
    const en = load('en', ns);
    expect(keys(de).sort()).toEqual(keys(en).sort());
    const values = (tree: Tree): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
    expect([...values(de), ...values(en)].filter((v) => v.trim() === '')).toEqual([]);
  });

  it('writes Swiss German (ss, never ß)', () => {
    expect(JSON.stringify(load('de', ns))).not.toContain('ß');
  });
});
