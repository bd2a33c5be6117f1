/**
 * The table of texts' pure logic (docs/languages.md, "Table of texts"): which rows each area has
 * (error messages, page descriptions, the catalogue, Site and Email texts), each row's state,
 * the stale row's diff and what an edit writes.
 */
import { loadSeed } from 'schemas/src/testing/seed';
import {
  allRows,
  applyEdit,
  areas,
  editMutations,
  editProblem,
  staleChange,
  visibleRows,
  wordDiff,
  type TextDocument,
} from './model';

const seed = loadSeed() as unknown as TextDocument[];
const byId = (id: string) => seed.find((d) => d._id === id)!;

describe('rows of the table of texts', () => {
  it('has an area per Site-text and Email-text document and one per other type', () => {
    const ids = areas(seed).map((a) => a.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'uiText.success',
        'emailText.common',
        'type:errorMessage',
        'type:pageMeta',
        'type:checkupPackage',
        'type:service',
      ]),
    );
    // Site texts first, then Email texts, then the other types.
    expect(ids.indexOf('uiText.success')).toBeLessThan(ids.indexOf('emailText.common'));
    expect(ids.indexOf('emailText.common')).toBeLessThan(ids.indexOf('type:errorMessage'));
  });

  it('lists each error message’s text, each page description and the catalogue’s titles and descriptions', () => {
    const errors = visibleRows(seed, 'type:errorMessage', 'all', '');
    const error = seed.find((d) => d._type === 'errorMessage' && d.messageToUser_de)!;
    const row = errors.find((r) => r.documentId === error._id)!;
    expect(row).toMatchObject({
      key: `${error.errorId} · messageToUser`,
      text_en: error.messageToUser_en,
      text_de: error.messageToUser_de,
      linkPath: 'messageToUser_de',
      state: 'done',
    });
    expect(visibleRows(seed, 'type:pageMeta', 'all', '').map((r) => r.base)).toContain(
      'metaDescription',
    );
    const services = visibleRows(seed, 'type:service', 'all', '');
    expect(new Set(services.map((r) => r.base))).toEqual(new Set(['title', 'description']));
    expect(visibleRows(seed, 'type:checkupPackage', 'all', '').map((r) => r.base)).toContain(
      'title_two_persons',
    );
  });

  it('states: missing, stale (English changed, or the Swiss German under a Germany-German text), done', () => {
    const pkg = seed.find((d) => d._type === 'checkupPackage')!;
    const success = byId('uiText.success');
    const entries = success.entries!;
    const withVariant = seed.find(
      (d) => d._type === 'uiText' && d.entries?.some((e) => e.text_de_DE),
    )!;
    const variantEntry = withVariant.entries!.find((e) => e.text_de_DE)!;
    const docs: TextDocument[] = [
      ...seed,
      { ...pkg, _id: `drafts.${pkg._id}`, title_de: '' },
      {
        ...success,
        _id: 'drafts.uiText.success',
        entries: entries.map((e, i) =>
          i === 0 ? { ...e, text_en: `${String(e.text_en)} now` } : e,
        ),
      },
      {
        ...withVariant,
        _id: `drafts.${withVariant._id}`,
        entries: withVariant.entries!.map((e) =>
          e._key === variantEntry._key ? { ...e, text_de: `${String(e.text_de)} neu` } : e,
        ),
      },
    ];
    const rows = allRows(docs);
    const title = rows.find((r) => r.documentId === pkg._id && r.base === 'title')!;
    expect(title).toMatchObject({ state: 'missing', issue: 'missing-de' });
    const changed = rows.find((r) => r.area === 'uiText.success' && r.key === entries[0].key)!;
    expect(changed).toMatchObject({ state: 'stale', issue: 'english-changed' });
    expect(staleChange(changed)).toEqual({
      language: 'en',
      before: entries[0].text_en,
      now: `${String(entries[0].text_en)} now`,
    });
    const variant = rows.find(
      (r) => r.documentId === withVariant._id && r.key === variantEntry.key,
    )!;
    expect(variant).toMatchObject({ state: 'stale', issue: undefined, variant: 'german-changed' });
    expect(staleChange(variant)?.language).toBe('de');
    // Filters by state; the untouched seed is done.
    expect(visibleRows(docs, 'uiText.success', 'stale', '')).toHaveLength(1);
    expect(visibleRows(seed, 'uiText.success', 'stale', '')).toHaveLength(0);
    expect(allRows(seed).every((r) => r.state === 'done')).toBe(true);
  });

  it('searches every area, error messages included', () => {
    const error = seed.find((d) => d._type === 'errorMessage' && d.messageToUser_en)!;
    const found = visibleRows(seed, undefined, 'all', String(error.messageToUser_en));
    expect(found.some((r) => r.area === 'type:errorMessage')).toBe(true);
  });
});

describe('diff of a stale row', () => {
  it('marks removed and added words, keeping the rest', () => {
    expect(wordDiff('Add to calendar', 'Add it to your calendar')).toEqual([
      { kind: 'same', text: 'Add ' },
      { kind: 'added', text: 'it ' },
      { kind: 'same', text: 'to ' },
      { kind: 'added', text: 'your ' },
      { kind: 'same', text: 'calendar' },
    ]);
    expect(wordDiff('Pay now', 'Pay later')).toEqual([
      { kind: 'same', text: 'Pay ' },
      { kind: 'removed', text: 'now' },
      { kind: 'added', text: 'later' },
    ]);
    const same = wordDiff('unchanged text', 'unchanged text');
    expect(same).toEqual([{ kind: 'same', text: 'unchanged text' }]);
  });
});

describe('editing a row', () => {
  it('a document field: German into the draft with the English it was written for; Germany German with the Swiss German', () => {
    const seeded = seed.find((d) => d._type === 'errorMessage' && d.messageToUser_de)!;
    // The seed confirms its texts; a document written before records were kept has none.
    expect(seeded.messageToUser_de_source).toBe(seeded.messageToUser_en);
    const { messageToUser_de_source: _kept, ...error } = seeded;
    const row = allRows([error]).find((r) => r.documentId === error._id)!;
    const german = editMutations(error, row, 'text_de', 'Neu');
    expect(german[0]).toMatchObject({ createIfNotExists: { _id: `drafts.${error._id}` } });
    expect(german[1]).toEqual({
      patch: {
        id: `drafts.${error._id}`,
        set: { messageToUser_de: 'Neu', messageToUser_de_source: error.messageToUser_en },
      },
    });
    const variant = editMutations(error, row, 'text_de_DE', 'Neu (DE)');
    expect((variant[1] as { patch: { set: Record<string, unknown> } }).patch.set).toEqual({
      messageToUser_de_DE: 'Neu (DE)',
      messageToUser_de_DE_source: error.messageToUser_de,
    });
    const shown = applyEdit(error, variant);
    expect(shown).toMatchObject({
      _id: `drafts.${error._id}`,
      messageToUser_de_DE: 'Neu (DE)',
      messageToUser_de_DE_source: error.messageToUser_de,
    });
  });

  it('refuses a broken email placeholder, saying why in both interface languages', () => {
    const common = byId('emailText.common');
    const row = allRows(seed).find((r) => r.area === 'emailText.common' && r.key === 'greeting')!;
    expect(editProblem(common, row, 'Guten Tag {{nme}}')).toMatchObject({
      'en-US': expect.stringMatching(/^Unknown placeholder \{\{nme\}\}: use /),
      'de-DE': expect.stringMatching(/^Unbekannter Platzhalter \{\{nme\}\}: .* verwenden$/),
    });
    expect(editProblem(common, row, 'Guten Tag {{name}}')).toBeNull();
  });
});
