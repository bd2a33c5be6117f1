import { TRANSLATABLE_TYPES, schemaTypes } from './index';
import { localizedValueProblem } from './lib/localized';
import {
  pairIssue,
  variantIssue,
  variantSourceAfterEdit,
  withConfirmedSources,
  translatableDocumentsQuery,
  translationTasks,
  type TranslationTask,
} from './lib/translationStatus';
import { createDatasetClient, type SanityDocumentLike } from './testing/datasetClient';
import { loadSeed } from './testing/seed';

const seed = loadSeed();

/** What the Needs translation list shows: the same query and computation as Studio. */
async function tasksIn(dataset: SanityDocumentLike[]): Promise<TranslationTask[]> {
  const docs = await createDatasetClient(dataset).fetch<SanityDocumentLike[]>(
    translatableDocumentsQuery(TRANSLATABLE_TYPES),
  );
  return translationTasks(docs, TRANSLATABLE_TYPES);
}

function changed(id: string, change: (doc: Record<string, unknown>) => void): SanityDocumentLike[] {
  return seed.map((doc) => {
    if (doc._id !== id) return doc;
    const copy = structuredClone(doc) as Record<string, unknown>;
    change(copy);
    return copy as SanityDocumentLike;
  });
}

const summary = (tasks: TranslationTask[]) =>
  tasks.map(({ documentId, path, issue }) => ({ documentId, path, issue }));

describe('translatable fields', () => {
  it('are found in the schema for every type with texts, page descriptions included', () => {
    const byType = Object.fromEntries(
      TRANSLATABLE_TYPES.map((t) => [t.type, t.pairs.map((p) => p.base)]),
    );
    expect(byType.pageMeta).toEqual(['metaDescription']);
    expect(byType.checkupPackage).toEqual(
      expect.arrayContaining(['title', 'title_two_persons', 'description', 'preparation']),
    );
    // Legal links are per-language URLs, not texts to translate.
    expect(byType.siteSettings ?? []).not.toContain('termsUrl');
    const arrays = Object.fromEntries(TRANSLATABLE_TYPES.map((t) => [t.type, t.arrays]));
    expect(arrays.uiText).toEqual([{ field: 'entries', bases: ['text'] }]);
    expect(arrays.emailText).toEqual([{ field: 'entries', bases: ['text'] }]);
  });

  it('cover every German field of every document and entry type', () => {
    const covered = new Set(
      TRANSLATABLE_TYPES.flatMap((t) => [
        ...t.pairs.map((p) => `${t.type}.${p.base}_de`),
        ...t.arrays.flatMap((a) => a.bases.map((b) => `${t.type}.${a.field}[].${b}_de`)),
      ]),
    );
    type F = { name: string; type: string; of?: { type: string }[] };
    const isText = (f: F) => f.type === 'string' || f.type === 'text';
    const types = schemaTypes as unknown as { name: string; type: string; fields?: F[] }[];
    const germanFields = types
      .filter((t) => t.type === 'document')
      .flatMap((t) =>
        (t.fields ?? []).flatMap((f) => {
          // Texts only: legal links are per-language URLs, the glossary's variants are lists.
          if (f.name.endsWith('_de')) return isText(f) ? [`${t.name}.${f.name}`] : [];
          const members = (f.of ?? []).flatMap(
            (m) => types.find((x) => x.name === m.type)?.fields ?? [],
          );
          return members
            .filter((m) => m.name.endsWith('_de'))
            .map((m) => `${t.name}.${f.name}[].${m.name}`);
        }),
      );
    expect(germanFields.length).toBeGreaterThan(15);
    for (const field of germanFields) expect(covered).toContain(field);
  });

  it('each German text has its hidden source field', () => {
    const pageMeta = schemaTypes.find((t) => t.name === 'pageMeta') as unknown as {
      fields: { name: string; hidden?: boolean }[];
    };
    expect(pageMeta.fields.find((f) => f.name === 'metaDescription_de_source')?.hidden).toBe(true);
    const entry = schemaTypes.find((t) => t.name === 'uiTextEntry') as unknown as {
      fields: { name: string; hidden?: boolean }[];
    };
    expect(entry.fields.find((f) => f.name === 'text_de_source')?.hidden).toBe(true);
  });
});

describe('pair status', () => {
  it('is missing, English changed, or fine', () => {
    expect(pairIssue({ en: 'Included', de: '' })).toBe('missing-de');
    expect(pairIssue({ en: ' ', de: 'Inbegriffen' })).toBe('missing-en');
    expect(pairIssue({ en: 'Included', de: 'Inbegriffen', source: 'Included' })).toBeUndefined();
    expect(pairIssue({ en: 'Included now', de: 'Inbegriffen', source: 'Included' })).toBe(
      'english-changed',
    );
    // No source recorded (the seed): nothing known to be stale.
    expect(pairIssue({ en: 'Included', de: 'Inbegriffen' })).toBeUndefined();
  });
});

describe('Needs translation list', () => {
  it('is empty for the seed, where every text exists in both languages', async () => {
    expect(await tasksIn(seed)).toEqual([]);
  });

  it('names the field of a document whose German is missing, page descriptions included', async () => {
    const meta = seed.find((d) => d._type === 'pageMeta')!._id;
    const service = seed.find((d) => d._type === 'service')!._id;
    const dataset = changed(meta, (d) => delete d.metaDescription_de);
    const tasks = await tasksIn(
      dataset.map((d) => (d._id === service ? { ...d, description_en: '' } : d)),
    );
    expect(summary(tasks)).toEqual(
      expect.arrayContaining([
        { documentId: meta, path: 'metaDescription_de', issue: 'missing-de' },
        { documentId: service, path: 'description_en', issue: 'missing-en' },
      ]),
    );
    expect(tasks).toHaveLength(2);
  });

  it('names the entry of a Site text, and reads the draft rather than the published text', async () => {
    const common = seed.find((d) => d._id === 'uiText.common')!;
    const draft = structuredClone(common) as Record<string, unknown>;
    draft._id = 'drafts.uiText.common';
    const entries = draft.entries as Record<string, unknown>[];
    entries[3] = { ...entries[3], text_en: 'Changed English', text_de_source: entries[3].text_en };
    const tasks = await tasksIn([...seed, draft as SanityDocumentLike]);
    expect(summary(tasks)).toEqual([
      {
        documentId: 'uiText.common',
        path: `entries[_key=="${String(entries[3]._key)}"].text_de`,
        issue: 'english-changed',
      },
    ]);
    expect(tasks[0]).toMatchObject({ id: 'drafts.uiText.common', label: entries[3].key });
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

describe('side-by-side pairs', () => {
  it('puts each English/German pair into its own two-column fieldset', () => {
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

describe('Germany German written for an older Swiss German, and the seed’s records', () => {
  it('is stale once the Swiss German changes, never while it is empty', () => {
    expect(variantIssue({ de: 'Termin', de_DE: 'Termin', source: 'Termin' })).toBeUndefined();
    expect(variantIssue({ de: 'Reservation', de_DE: 'Reservierung', source: 'Buchung' })).toBe(
      'german-changed',
    );
    expect(variantIssue({ de: 'Reservation', de_DE: '', source: 'Buchung' })).toBeUndefined();
    expect(variantIssue({ de: 'Reservation', de_DE: 'Reservierung' })).toBeUndefined();
    // Editing the Germany German records today's Swiss German; the first Swiss edit the old one.
    expect(variantSourceAfterEdit('de_DE', { de: 'Reservation', de_DE: 'x' })).toBe('Reservation');
    expect(variantSourceAfterEdit('de', { de: 'Reservation', de_DE: 'Reservierung' })).toBe(
      'Reservation',
    );
  });

  it('records, for every seed text, the English and Swiss German it was written for', () => {
    for (const doc of seed) {
      expect(withConfirmedSources(doc, TRANSLATABLE_TYPES)).toEqual(doc);
    }
    const success = seed.find((d) => d._id === 'uiText.success') as unknown as {
      entries: Record<string, string>[];
    };
    expect(success.entries.every((e) => e.text_de_source === e.text_en)).toBe(true);
    const withVariant = seed
      .flatMap((d) => (d as { entries?: Record<string, string>[] }).entries ?? [])
      .filter((e) => e.text_de_DE);
    expect(withVariant.length).toBeGreaterThan(0);
    expect(withVariant.every((e) => e.text_de_DE_source === e.text_de)).toBe(true);
  });
});
