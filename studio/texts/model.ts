/**
 * The table of texts (docs/languages.md, "Table of texts"): every text a translator works on as
 * a row — Site-text and Email-text entries, error messages, page descriptions and the catalogue's
 * titles and descriptions (check-ups, services and add-ons) — with its state (missing, stale,
 * done), the filters and search, the diff of a stale row and the mutations an edit in place
 * sends. Pure, so the tool and its tests share it.
 */
import {
  catalogueEntry,
  isFilled,
  isSmsText,
  pairIssue,
  placeholderIssue,
  preferDrafts,
  publishedIdOf,
  smsSegmentIssue,
  sourceAfterEdit,
  sourceFieldOf,
  variantIssue,
  variantSourceAfterEdit,
  variantSourceFieldOf,
  type StudioMessage,
  type TranslationIssue,
} from 'schemas';

/** Documents whose texts are rows, per field: which pairs, and what names the document. */
export const FIELD_AREAS = {
  errorMessage: { bases: ['messageToUser'], name: (doc: TextDocument) => doc.errorId },
  pageMeta: { bases: ['metaDescription'], name: (doc: TextDocument) => doc.page },
  checkupPackage: {
    bases: ['title', 'title_two_persons', 'description'],
    name: (doc: TextDocument) => doc.slug?.current,
  },
  service: { bases: ['title', 'description'], name: (doc: TextDocument) => doc.slug?.current },
} as const;
export type FieldAreaType = keyof typeof FIELD_AREAS;

export const TEXT_TYPES = ['uiText', 'emailText'] as const;
export const TABLE_TYPES = [...TEXT_TYPES, ...(Object.keys(FIELD_AREAS) as FieldAreaType[])];

export interface TextEntry {
  _key: string;
  key?: string;
  [field: string]: unknown;
}

export interface TextDocument {
  _id: string;
  _type: string;
  namespace?: string;
  email?: string;
  title?: string;
  errorId?: string;
  page?: string;
  slug?: { current?: string };
  entries?: TextEntry[];
  [field: string]: unknown;
}

/** Drafts and published documents of every type the table shows, whole (a new draft copies them). */
export const TEXT_DOCUMENTS_QUERY = `*[_type in ${JSON.stringify(TABLE_TYPES)}]`;

export type Column = 'text_en' | 'text_de' | 'text_de_DE';
export const COLUMNS: readonly Column[] = ['text_en', 'text_de', 'text_de_DE'];
const LANGUAGE_OF: Record<Column, 'en' | 'de' | 'de_DE'> = {
  text_en: 'en',
  text_de: 'de',
  text_de_DE: 'de_DE',
};

export type RowState = 'missing' | 'stale' | 'done';
export type Filter = 'all' | RowState;

export interface Row {
  documentId: string;
  /** Whether the document has unpublished changes (the draft is shown). */
  draft: boolean;
  type: string;
  /** The area's id: a Site-text or Email-text document's id, or `type:<type>` for the others. */
  area: string;
  /** The key shown: the entry's key, or the document's name and the field. */
  key: string;
  /** The field of the pair, for a field's title (`title`, `description`, `text`). */
  base: string;
  /** Where the pair lives in the document: `entries[_key=="x"].` or '' for a document's own. */
  prefix: string;
  /** What a click on the key opens (Studio's edit intent path). */
  linkPath: string;
  text_en?: string;
  text_de?: string;
  text_de_DE?: string;
  /** The English the German was written for, and the Swiss German the Germany German was. */
  source?: string;
  variantSource?: string;
  issue: TranslationIssue | undefined;
  variant: 'german-changed' | undefined;
  state: RowState;
}

export const areaOfType = (type: string) => `type:${type}`;
const isFieldArea = (type: string): type is FieldAreaType => type in FIELD_AREAS;

/** A Site-text or Email-text document's name (the others are named by their type's area). */
export const namespaceOf = (doc: TextDocument) =>
  doc._type === 'emailText'
    ? `email: ${doc.email ?? publishedIdOf(doc._id)}`
    : (doc.namespace ?? publishedIdOf(doc._id));

/** An area of the table: one Site-text or Email-text document, or one type's documents. */
export interface Area {
  id: string;
  /** The namespace or email, or the type (named in the Studio's language by the table). */
  label: string;
  type: string;
  /** The document behind a Site-text or Email-text area. */
  document?: TextDocument;
}

/** Site texts, Email texts (one area per document, drafts win), then one area per other type. */
export function areas(docs: readonly TextDocument[]): Area[] {
  const textDocs = preferDrafts(
    docs.filter((d) => (TEXT_TYPES as readonly string[]).includes(d._type)),
  )
    .sort(
      (a, b) => a._type.localeCompare(b._type) * -1 || namespaceOf(a).localeCompare(namespaceOf(b)),
    )
    .map((doc) => ({
      id: publishedIdOf(doc._id),
      label: namespaceOf(doc),
      type: doc._type,
      document: doc,
    }));
  const fieldAreas = (Object.keys(FIELD_AREAS) as FieldAreaType[])
    .filter((type) => docs.some((d) => d._type === type))
    .map((type) => ({ id: areaOfType(type), label: type, type }));
  return [...textDocs, ...fieldAreas];
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function stateOf(issue: Row['issue'], variant: Row['variant']): RowState {
  if (issue === 'missing-de' || issue === 'missing-en') return 'missing';
  return issue || variant ? 'stale' : 'done';
}

function pairRow(
  doc: TextDocument,
  holder: Record<string, unknown>,
  base: string,
  at: { area: string; key: string; prefix: string; linkPath: string },
): Row {
  const values = {
    text_en: text(holder[`${base}_en`]),
    text_de: text(holder[`${base}_de`]),
    text_de_DE: text(holder[`${base}_de_DE`]),
    source: text(holder[sourceFieldOf(base)]),
    variantSource: text(holder[variantSourceFieldOf(base)]),
  };
  const issue = pairIssue({ en: values.text_en, de: values.text_de, source: values.source });
  const variant = variantIssue({
    de: values.text_de,
    de_DE: values.text_de_DE,
    source: values.variantSource,
  });
  return {
    documentId: publishedIdOf(doc._id),
    draft: doc._id.startsWith('drafts.'),
    type: doc._type,
    base,
    ...at,
    ...values,
    issue,
    variant,
    state: stateOf(issue, variant),
  };
}

/** The rows of one document: its entries, or its text fields. */
export function rowsOf(doc: TextDocument): Row[] {
  if (isFieldArea(doc._type)) {
    const { bases, name } = FIELD_AREAS[doc._type];
    const label = name(doc) ?? publishedIdOf(doc._id);
    return bases
      .filter((base) => [`${base}_en`, `${base}_de`].some((f) => doc[f] !== undefined))
      .map((base) =>
        pairRow(doc, doc, base, {
          area: areaOfType(doc._type),
          key: `${label} · ${base}`,
          prefix: '',
          linkPath: `${base}_de`,
        }),
      );
  }
  return (doc.entries ?? []).map((entry) =>
    pairRow(doc, entry, 'text', {
      area: publishedIdOf(doc._id),
      key: entry.key ?? entry._key,
      prefix: `entries[_key=="${entry._key}"].`,
      linkPath: `entries[_key=="${entry._key}"]`,
    }),
  );
}

/** Every row of every area (drafts win over their published documents). */
export function allRows(docs: readonly TextDocument[]): Row[] {
  return preferDrafts(docs.filter((d) => (TABLE_TYPES as string[]).includes(d._type))).flatMap(
    rowsOf,
  );
}

function matches(row: Row, filter: Filter, search: string): boolean {
  if (filter !== 'all' && row.state !== filter) return false;
  if (search === '') return true;
  const needle = search.toLowerCase();
  return [row.key, ...COLUMNS.map((c) => row[c])].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}

/**
 * The rows shown: the chosen area's, or, while searching, every area's (search runs across
 * areas so a word is found wherever it is).
 */
export function visibleRows(
  docs: readonly TextDocument[],
  areaId: string | undefined,
  filter: Filter,
  search: string,
): Row[] {
  const term = search.trim();
  const order = new Map(areas(docs).map((a, i) => [a.id, i]));
  return allRows(docs)
    .filter((row) => term !== '' || row.area === areaId)
    .filter((row) => matches(row, filter, term))
    .sort((a, b) => (order.get(a.area) ?? 0) - (order.get(b.area) ?? 0));
}

/** What a stale row compares: the text its translation was written for, and today's. */
export function staleChange(
  row: Row,
): { language: 'en' | 'de'; before: string; now: string } | undefined {
  if (row.issue === 'english-changed' && row.source !== undefined && row.text_en !== undefined)
    return { language: 'en', before: row.source, now: row.text_en };
  if (row.variant && row.variantSource !== undefined && row.text_de !== undefined)
    return { language: 'de', before: row.variantSource, now: row.text_de };
  return undefined;
}

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/**
 * A word diff (longest common subsequence over words and the spaces between them), so a
 * translator sees what changed in the text their translation was written for.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.match(/\s+|[^\s]+/g) ?? [];
  const b = after.match(/\s+|[^\s]+/g) ?? [];
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], token: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += token;
    else parts.push({ kind, text: token });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i]);
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
      // What went first, then what came instead.
      push('removed', a[i++]);
    } else {
      push('added', b[j++]);
    }
  }
  return parts;
}

/**
 * Why an edit cannot be saved (an email text with a broken placeholder, an SMS text longer than
 * one SMS: docs/sms.md), in the Studio's interface languages, or null.
 */
export function editProblem(doc: TextDocument, row: Row, value: string): StudioMessage | null {
  if (doc._type !== 'emailText' || !isFilled(value) || !doc.email || row.prefix === '') return null;
  const catalogue = catalogueEntry(doc.email, row.key);
  if (!catalogue) return null;
  return (
    placeholderIssue(value, catalogue) ?? (isSmsText(doc.email) ? smsSegmentIssue(value) : null)
  );
}

type Mutation =
  | { createIfNotExists: Record<string, unknown> }
  | { patch: { id: string; set?: Record<string, unknown>; unset?: string[] } };

/**
 * The mutations for one edited cell: the draft is created from the published document when
 * there is none (nothing reaches the site before it is published), then the text is set. A
 * German edit records the English it was written for, a Germany-German edit the Swiss German
 * (sourceAfterEdit, variantSourceAfterEdit in schemas).
 */
export function editMutations(
  doc: TextDocument,
  row: Row,
  column: Column,
  value: string,
): Mutation[] {
  const draftId = `drafts.${publishedIdOf(doc._id)}`;
  const field = (suffix: string) => `${row.prefix}${row.base}${suffix}`;
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  const language = LANGUAGE_OF[column];
  if (value === '') unset.push(field(`_${language}`));
  else set[field(`_${language}`)] = value;
  if (language !== 'de_DE') {
    const source = sourceAfterEdit(language, {
      en: row.text_en,
      de: row.text_de,
      source: row.source,
    });
    if (source !== undefined) set[field('_de_source')] = source;
  }
  if (language !== 'en') {
    const variantSource = variantSourceAfterEdit(language, {
      de: row.text_de,
      de_DE: row.text_de_DE,
      source: row.variantSource,
    });
    if (variantSource !== undefined) set[field('_de_DE_source')] = variantSource;
  }
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

/** `field` or `entries[_key=="x"].field` set (or removed, for undefined) in a copy of `doc`. */
function withValue(doc: TextDocument, path: string, value: unknown): TextDocument {
  const keyed = /^entries\[_key=="([^"]+)"\]\.(.+)$/.exec(path);
  const put = (object: Record<string, unknown>, field: string) => {
    const next = { ...object };
    if (value === undefined) delete next[field];
    else next[field] = value;
    return next;
  };
  if (!keyed) return put(doc, path) as TextDocument;
  const [, key, field] = keyed;
  return {
    ...doc,
    entries: (doc.entries ?? []).map((e) => (e._key === key ? (put(e, field) as TextEntry) : e)),
  };
}

/** The edit's mutations applied to the shown document, so the table updates without a refetch. */
export function applyEdit(
  doc: TextDocument,
  mutations: ReturnType<typeof editMutations>,
): TextDocument {
  const { patch } = mutations[mutations.length - 1] as Extract<Mutation, { patch: unknown }>;
  let next: TextDocument = { ...doc, _id: `drafts.${publishedIdOf(doc._id)}` };
  for (const [path, value] of Object.entries(patch.set ?? {})) next = withValue(next, path, value);
  for (const path of patch.unset ?? []) next = withValue(next, path, undefined);
  return next;
}
