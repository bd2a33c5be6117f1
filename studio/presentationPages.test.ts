import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TEXTS } from 'schemas/src/pageTexts';
import { mainDocuments, namespaceLocations } from './presentationPages';

const seed = readFileSync(
  path.join(__dirname, '..', 'schemas', 'seed', 'production.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; namespace?: string; page?: string });

describe('Presentation: where a Site-text namespace is used, and each page’s own document', () => {
  it('names the pages a namespace is shown on, not every step', () => {
    const summary = namespaceLocations('summary');
    expect(summary.message).toBeUndefined();
    expect(
      new Set(summary.locations.map((l) => l.href.replace(/^\/[a-z]{2}-[a-z]{2}/, ''))),
    ).toEqual(new Set(['/summary', '/payment', '/success']));
    expect(summary.locations).toHaveLength(12); // three pages in four locales
    const desk = namespaceLocations('desk');
    expect(desk.message).toMatch(/^Used on \d+ pages$/);
    expect(desk.locations.every((l) => l.href.startsWith('/de-ch/staff'))).toBe(true);
    expect(namespaceLocations('common').message).toBe('Used on every page of the site');
  });

  it('every page opens a document the seed has', () => {
    expect(mainDocuments).toHaveLength(Object.keys(PAGE_TEXTS).length);
    for (const resolver of mainDocuments) {
      const params = resolver.params as Record<string, string>;
      const found = seed.some((doc) =>
        'namespace' in params
          ? doc._type === 'uiText' && doc.namespace === params.namespace
          : doc._type === 'pageMeta' && doc.page === params.page,
      );
      expect({ route: resolver.route, found }).toEqual({ route: resolver.route, found: true });
    }
  });
});
