/** German Studio (docs/languages.md): every title and description of the schema has German. */
import { schemaTypes } from './index';
import { germanSchemaText, schemaText } from './i18n/german';

type Node = {
  name?: string;
  title?: string;
  description?: unknown;
  fields?: Node[];
  of?: Node[];
  fieldsets?: Node[];
  groups?: Node[];
  options?: { list?: unknown[] };
};

/** Every English title and description the Studio shows, with where it is defined. */
function schemaTexts(node: Node, where: string): { where: string; text: string }[] {
  const own = [node.title, typeof node.description === 'string' ? node.description : undefined]
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map((text) => ({ where, text }));
  const listTitles = (node.options?.list ?? [])
    .filter(
      (item): item is { title: string } =>
        typeof item === 'object' && item !== null && 'title' in item,
    )
    .map((item) => ({ where: `${where} option`, text: item.title }));
  const children = [
    ...(node.fields ?? []),
    ...(node.of ?? []),
    ...(node.fieldsets ?? []),
    ...(node.groups ?? []),
  ].flatMap((child) => schemaTexts(child, `${where}.${child.name ?? child.title ?? '?'}`));
  return [...own, ...listTitles, ...children];
}

const texts = (schemaTypes as unknown as Node[]).flatMap((type) => schemaTexts(type, type.name!));

describe('German Studio', () => {
  it('has a German title for every schema type', () => {
    for (const type of schemaTypes as unknown as Node[]) {
      expect({ type: type.name, german: germanSchemaText(type.title ?? '') }).toEqual({
        type: type.name,
        german: expect.any(String),
      });
    }
  });

  it('has German for every field, fieldset, group and option title and description', () => {
    expect(texts.length).toBeGreaterThan(200);
    const missing = texts.filter(({ text }) => germanSchemaText(text) === undefined);
    expect(missing).toEqual([]);
  });

  it('shows the German in a German Studio, the English otherwise, pairs with their language', () => {
    expect(schemaText('Page description', 'de')).toBe('Seitenbeschreibung');
    expect(schemaText('Meta description (DE-DE)', 'de')).toBe('Meta-Beschreibung (DE-DE)');
    expect(schemaText('Meta description (EN)', 'en')).toBe('Meta description (EN)');
    expect(schemaText(undefined, 'de')).toBeUndefined();
    // The check can fail: an English text without German is reported.
    expect(germanSchemaText('A title nobody translated')).toBeUndefined();
  });
});
