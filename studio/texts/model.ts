/**
 * The table of texts (docs/languages.md, "Table of texts"): Site-text and Email-text entries
 * as rows, their status, the filters and search, and the mutations an edit in place sends.
 * Pure, so the tool and its tests share it.
 */
import {
  catalogueEntry,
  isFilled,
  isSmsText,
  pairIssue,
  placeholderProblem,
  preferDrafts,
  publishedIdOf,
  smsSegmentProblem,
  sourceAfterEdit,
  type TranslationIssue,
} from 'schemas';

export const TEXT_TYPES = ['uiText', 'emailText'] as const;

export interface TextEntry {
  _key: string;
  key?: string;
  text_en?: string;
  text_de?: string;
  text_de_DE?: string;
  text_de_source?: string;
}

export interface TextDocument {
  _id: string;
  _type: (typeof TEXT_TYPES)[number];
  namespace?: string;
  email?: string;
  title?: string;
  entries?: TextEntry[];
}

/** Drafts and published documents of both text types, whole (a new draft copies them). */
export const TEXT_DOCUMENTS_QUERY = `*[_type in ["uiText", "emailText"]]`;

export type Column = 'text_en' | 'text_de' | 'text_de_DE';
export const COLUMNS: readonly Column[] = ['text_en', 'text_de', 'text_de_DE'];

export type Filter = 'all' | 'missing' | 'english-changed';

export interface Row {
  documentId: string;
  /** Whether the document has unpublished changes (the draft is shown). */
  draft: boolean;
  type: TextDocument['_type'];
  namespace: string;
  entry: TextEntry;
  issue: TranslationIssue | undefined;
}

export const namespaceOf = (doc: TextDocument) =>
  doc._type === 'emailText'
    ? `email: ${doc.email ?? publishedIdOf(doc._id)}`
    : (doc.namespace ?? publishedIdOf(doc._id));

/** One namespace per document (drafts win), sorted: Site texts first, then Email texts. */
export function namespaces(docs: readonly TextDocument[]): TextDocument[] {
  return preferDrafts(docs).sort(
    (a, b) => a._type.localeCompare(b._type) * -1 || namespaceOf(a).localeCompare(namespaceOf(b)),
  );
}

export function rowsOf(doc: TextDocument): Row[] {
  return (doc.entries ?? []).map((entry) => ({
    documentId: publishedIdOf(doc._id),
    draft: doc._id.startsWith('drafts.'),
    type: doc._type,
    namespace: namespaceOf(doc),
    entry,
    issue: pairIssue({ en: entry.text_en, de: entry.text_de, source: entry.text_de_source }),
  }));
}

function matches(row: Row, filter: Filter, search: string): boolean {
  if (filter === 'missing' && row.issue !== 'missing-de' && row.issue !== 'missing-en')
    return false;
  if (filter === 'english-changed' && row.issue !== 'english-changed') return false;
  if (search === '') return true;
  const needle = search.toLowerCase();
  return [row.entry.key, ...COLUMNS.map((c) => row.entry[c])].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}

/**
 * The rows shown: the chosen namespace's, or, while searching, every namespace's (search
 * runs across namespaces so a word is found wherever it is).
 */
export function visibleRows(
  docs: readonly TextDocument[],
  namespaceId: string | undefined,
  filter: Filter,
  search: string,
): Row[] {
  const term = search.trim();
  const scope = namespaces(docs).filter(
    (doc) => term !== '' || publishedIdOf(doc._id) === namespaceId,
  );
  return scope.flatMap(rowsOf).filter((row) => matches(row, filter, term));
}

/**
 * Why an edit cannot be saved (an email text with a broken placeholder, an SMS text longer than
 * one SMS: docs/sms.md), or null.
 */
export function editProblem(doc: TextDocument, entry: TextEntry, value: string): string | null {
  if (doc._type !== 'emailText' || !isFilled(value) || !doc.email || !entry.key) return null;
  const catalogue = catalogueEntry(doc.email, entry.key);
  if (!catalogue) return null;
  return (
    placeholderProblem(value, catalogue) ?? (isSmsText(doc.email) ? smsSegmentProblem(value) : null)
  );
}

type Mutation =
  | { createIfNotExists: Record<string, unknown> }
  | { patch: { id: string; set?: Record<string, unknown>; unset?: string[] } };

/**
 * The mutations for one edited cell: the draft is created from the published document when
 * there is none (nothing reaches the site before it is published), then the text is set. A
 * German edit records the English it was written for (sourceAfterEdit in schemas).
 */
export function editMutations(
  doc: TextDocument & Record<string, unknown>,
  entry: TextEntry,
  column: Column,
  value: string,
): Mutation[] {
  const draftId = `drafts.${publishedIdOf(doc._id)}`;
  const at = `entries[_key=="${entry._key}"]`;
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  if (value === '') unset.push(`${at}.${column}`);
  else set[`${at}.${column}`] = value;
  const edited = column === 'text_en' ? 'en' : column === 'text_de' ? 'de' : undefined;
  const source = edited
    ? sourceAfterEdit(edited, {
        en: entry.text_en,
        de: entry.text_de,
        source: entry.text_de_source,
      })
    : undefined;
  if (source !== undefined) set[`${at}.text_de_source`] = source;
  const mutations: Mutation[] = [];
  if (!doc._id.startsWith('drafts.')) {
    // The published document's content; Content Lake sets the draft's own revision and dates.
    const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...content } = doc;
    mutations.push({ createIfNotExists: { ...content, _id: draftId } });
  }
  mutations.push({
    patch: {
      id: draftId,
      ...(Object.keys(set).length ? { set } : {}),
      ...(unset.length ? { unset } : {}),
    },
  });
  return mutations;
}

/** The same edit applied to the shown document, so the table updates without a refetch. */
export function applyEdit(
  doc: TextDocument,
  entry: TextEntry,
  column: Column,
  value: string,
  /** The edit's mutations (editMutations), as sent to the Content Lake. */
  mutations: ReturnType<typeof editMutations>,
): TextDocument {
  const patch = mutations[mutations.length - 1] as { patch: { set?: Record<string, unknown> } };
  const source = patch.patch.set?.[`entries[_key=="${entry._key}"].text_de_source`];
  return {
    ...doc,
    _id: `drafts.${publishedIdOf(doc._id)}`,
    entries: (doc.entries ?? []).map((e) =>
      e._key !== entry._key
        ? e
        : {
            ...e,
            [column]: value === '' ? undefined : value,
            ...(source !== undefined ? { text_de_source: source as string } : {}),
          },
    ),
  };
}
