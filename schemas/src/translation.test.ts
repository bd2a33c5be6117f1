import { localizedValueProblem } from './lib/localized';
import { needsTranslationFilter } from './lib/translation';
import { createDatasetClient, type SanityDocumentLike } from './testing/datasetClient';
import { loadSeed } from './testing/seed';

const seed = loadSeed();

async function needingTranslation(dataset: SanityDocumentLike[]): Promise<string[]> {
  return createDatasetClient(dataset).fetch<string[]>(`*[${needsTranslationFilter()}]._id`);
}

function changed(id: string, change: (doc: Record<string, unknown>) => void): SanityDocumentLike[] {
  return seed.map((doc) => {
    if (doc._id !== id) return doc;
    const copy = structuredClone(doc) as Record<string, unknown>;
    change(copy);
    return copy as SanityDocumentLike;
  });
}

describe('Needs translation list', () => {
  it('is empty for the seed, where every text exists in both languages', async () => {
    expect(await needingTranslation(seed)).toEqual([]);
  });

  it('lists a document whose German or English half is missing or blank', async () => {
    const service = seed.find((d) => d._type === 'service')!._id;
    expect(await needingTranslation(changed(service, (d) => delete d.title_de))).toEqual([service]);
    expect(await needingTranslation(changed(service, (d) => (d.description_en = '')))).toEqual([
      service,
    ]);
  });

  it('lists a site-text document with one untranslated entry', async () => {
    const id = 'uiText.common';
    const dataset = changed(id, (d) => {
      const entries = d.entries as Array<Record<string, unknown>>;
      entries[3] = { ...entries[3], text_de: '' };
    });
    expect(await needingTranslation(dataset)).toEqual([id]);
  });
});

describe('side-by-side pairs', () => {
  it('puts each English/German pair into its own two-column fieldset', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { schemaTypes } = require('./index') as typeof import('./index');
    const service = schemaTypes.find((t) => t.name === 'service') as unknown as {
      fields: { name: string; fieldset?: string }[];
      fieldsets: { name: string; options?: { columns?: number } }[];
    };
    const byName = new Map(service.fields.map((f) => [f.name, f.fieldset]));
    expect([byName.get('title_en'), byName.get('title_de')]).toEqual(['titlePair', 'titlePair']);
    expect(service.fieldsets.find((f) => f.name === 'titlePair')?.options?.columns).toBe(2);
    expect(byName.get('slug')).toBeUndefined();
  });
});

describe('validation messages of a de/en pair', () => {
  it('name the field and the language in the editor’s Studio language', () => {
    expect(localizedValueProblem('', 'Check-up', 'pair', 'de', 'Title')).toEqual({
      'en-US': 'Title: German translation is missing',
      'de-DE': 'Title: Deutscher Text fehlt (Übersetzung)',
    });
    expect(localizedValueProblem(undefined, undefined, 'both', 'en', 'Address')).toEqual({
      'en-US': 'Address: English text is required',
      'de-DE': 'Address: Englischer Text ist erforderlich',
    });
    expect(localizedValueProblem('', '', 'pair', 'de', 'Title')).toBe(true);
    expect(localizedValueProblem('Bern', '', 'both', 'de', 'Title')).toBe(true);
  });
});
