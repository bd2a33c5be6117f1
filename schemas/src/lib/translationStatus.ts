/**
 * What a translator still has to do, field by field (docs/languages.md, "Translation status").
 *
 * Every text a visitor reads is a pair `<name>_en` / `<name>_de` (plus the optional Germany
 * German `<name>_de_DE`), on a document or on the entries of a Site-text / Email-text document.
 * The pairs are found in the schema itself, so a new type or field is covered without a list.
 *
 * "English changed since the German was written": beside each German field Studio keeps
 * `<name>_de_source`, the English text the German was written for. Editing the German sets it to
 * the English of that moment; the first edit of an English text whose German has no source yet
 * records the English as it was before the edit (the German was written for that one). The German
 * is stale when its source differs from the current English. Comparing texts, not clocks, means a
 * reverted English edit is not stale and the seed needs no timestamps.
 */
import { isFilled } from './text';

type FieldDef = { name: string; type: string; title?: string; of?: { type: string }[] };
type TypeDef = { name: string; type: string; title?: string; fields?: FieldDef[] };

const TEXT_TYPES = new Set(['string', 'text']);

/** The suffix of the field that remembers which English a German text was written for. */
export const SOURCE_SUFFIX = '_de_source';
export const sourceFieldOf = (base: string) => `${base}${SOURCE_SUFFIX}`;
/**
 * The Germany-German text's record: the Swiss German it was adapted from (docs/languages.md,
 * "Germany German"); stale once the Swiss German changes, as the German is once the English does.
 */
export const VARIANT_SOURCE_SUFFIX = '_de_DE_source';
export const variantSourceFieldOf = (base: string) => `${base}${VARIANT_SOURCE_SUFFIX}`;

/** Bases of the text pairs among an object's fields (`title` for `title_en` + `title_de`). */
export function pairBases(fields: readonly FieldDef[]): string[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return fields
    .filter((f) => f.name.endsWith('_en') && TEXT_TYPES.has(f.type))
    .map((f) => f.name.slice(0, -3))
    .filter((base) => TEXT_TYPES.has(byName.get(`${base}_de`)?.type ?? ''));
}

/** Where a document type keeps its texts: pairs on the document and in arrays of entries. */
export interface TranslatableType {
  type: string;
  title: string;
  /** Pair bases on the document, with the English title of the pair. */
  pairs: { base: string; title: string }[];
  /** Arrays whose members carry pairs (Site texts' and Email texts' `entries`). */
  arrays: TranslatableArray[];
}

/**
 * An array of objects with text pairs (`bases`), and the arrays inside its members that carry
 * pairs in turn (the questionnaire's `sections[].questions[]`, docs/screening.md); `arrays` is
 * left out when there are none.
 */
export interface TranslatableArray {
  field: string;
  bases: string[];
  arrays?: TranslatableArray[];
}

/** The arrays among `fields` whose members (named object types) carry pairs, nested ones too. */
function translatableArrays(
  fields: readonly FieldDef[],
  byName: ReadonlyMap<string, TypeDef>,
  seen: ReadonlySet<string> = new Set(),
): TranslatableArray[] {
  return fields
    .filter((f) => f.type === 'array')
    .map((f) => {
      const members = (f.of ?? [])
        .map((member) => byName.get(member.type))
        .filter((t): t is TypeDef => t !== undefined && !seen.has(t.name));
      const bases = members.flatMap((member) => pairBases(member.fields ?? []));
      const nested = members.flatMap((member) =>
        translatableArrays(member.fields ?? [], byName, new Set([...seen, member.name])),
      );
      return nested.length > 0
        ? { field: f.name, bases, arrays: nested }
        : { field: f.name, bases };
    })
    .filter((a) => a.bases.length > 0 || (a.arrays?.length ?? 0) > 0);
}

export function translatableTypes(types: readonly TypeDef[]): TranslatableType[] {
  const byName = new Map(types.map((t) => [t.name, t]));
  return types
    .filter((t) => t.type === 'document')
    .map((t) => {
      const fields = t.fields ?? [];
      const titles = new Map(fields.map((f) => [f.name, f.title ?? f.name]));
      const pairs = pairBases(fields).map((base) => ({
        base,
        title: (titles.get(`${base}_en`) ?? base).replace(/\s*\(EN\)$/, ''),
      }));
      const arrays = translatableArrays(fields, byName);
      return { type: t.name, title: t.title ?? t.name, pairs, arrays };
    })
    .filter((t) => t.pairs.length > 0 || t.arrays.length > 0);
}

/**
 * Schema pass (with withSideBySidePairs in ./pairs.ts): adds the hidden `<name>_de_source` of
 * each text pair, on documents and on entry objects.
 */
export function withTranslationSources<T extends TypeDef>(type: T): T {
  if ((type.type !== 'document' && type.type !== 'object') || !type.fields) return type;
  const bases = new Set(pairBases(type.fields));
  if (bases.size === 0) return type;
  const names = new Set(type.fields.map((f) => f.name));
  // Last, after every visible field: hidden, and the pairs keep their order (_en, _de, _de_DE).
  const sources = [...bases].flatMap((base) => [
    {
      name: sourceFieldOf(base),
      title: 'English the German was written for',
      type: 'text',
      hidden: true,
      readOnly: true,
    },
    ...(names.has(`${base}_de_DE`)
      ? [
          {
            name: variantSourceFieldOf(base),
            title: 'German the Germany German was written for',
            type: 'text',
            hidden: true,
            readOnly: true,
          },
        ]
      : []),
  ]);
  const fields = [...type.fields, ...sources];
  return { ...type, fields };
}

export type TranslationIssue = 'missing-de' | 'missing-en' | 'english-changed';

/**
 * The Germany-German text written for an older Swiss German (its record differs from today's
 * Swiss German); an empty Germany-German text is no issue (the Swiss German is shown).
 */
export function variantIssue(variant: {
  de?: unknown;
  de_DE?: unknown;
  source?: unknown;
}): 'german-changed' | undefined {
  return isFilled(variant.de_DE) &&
    isFilled(variant.de) &&
    typeof variant.source === 'string' &&
    variant.source !== variant.de
    ? 'german-changed'
    : undefined;
}

/** The state of one pair: fine, one half missing, or German written for an older English. */
export function pairIssue(pair: {
  en?: unknown;
  de?: unknown;
  source?: unknown;
}): TranslationIssue | undefined {
  const en = isFilled(pair.en);
  const de = isFilled(pair.de);
  if (en && !de) return 'missing-de';
  if (de && !en) return 'missing-en';
  if (en && de && typeof pair.source === 'string' && pair.source !== pair.en) {
    return 'english-changed';
  }
  return undefined;
}

/** One thing to translate: a field of a document (path as Studio's intent links take it). */
export interface TranslationTask {
  /** The document as stored (a draft's id when there is a draft). */
  id: string;
  /** The published id, for links. */
  documentId: string;
  type: string;
  /** Which document, for people: its namespace, email, page, slug or English title. */
  documentLabel: string;
  /** Which text: the field's title or the entry's key. */
  label: string;
  /** Path of the field to fix, e.g. `metaDescription_de` or `entries[_key=="x"].text_de`. */
  path: string;
  issue: TranslationIssue;
  english?: string;
  german?: string;
}

type Doc = { _id: string; _type: string; [key: string]: unknown };

const DRAFT_PREFIX = 'drafts.';
export const publishedIdOf = (id: string) =>
  id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id;

/** A draft stands for its document: what the translator is working on. */
export function preferDrafts<D extends { _id: string }>(docs: readonly D[]): D[] {
  const byId = new Map<string, D>();
  for (const doc of docs) {
    const id = publishedIdOf(doc._id);
    if (!byId.has(id) || doc._id.startsWith(DRAFT_PREFIX)) byId.set(id, doc);
  }
  return [...byId.values()];
}

function documentLabel(doc: Doc): string {
  for (const key of [
    'namespace',
    'email',
    'page',
    'code',
    'errorId',
    'term',
    'title_en',
    'label_en',
  ]) {
    const value = doc[key];
    if (isFilled(value)) return value;
  }
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  return slug ?? publishedIdOf(doc._id);
}

const fieldOf = (issue: TranslationIssue) => (issue === 'missing-en' ? 'en' : 'de');

export function translationTasks(
  docs: readonly Doc[],
  types: readonly TranslatableType[],
): TranslationTask[] {
  const byType = new Map(types.map((t) => [t.type, t]));
  const tasks: TranslationTask[] = [];
  for (const doc of preferDrafts(docs)) {
    const model = byType.get(doc._type);
    if (!model) continue;
    const common = {
      id: doc._id,
      documentId: publishedIdOf(doc._id),
      type: doc._type,
      documentLabel: documentLabel(doc),
    };
    for (const { base, title } of model.pairs) {
      const issue = pairIssue({
        en: doc[`${base}_en`],
        de: doc[`${base}_de`],
        source: doc[sourceFieldOf(base)],
      });
      if (!issue) continue;
      tasks.push({
        ...common,
        label: title,
        path: `${base}_${fieldOf(issue)}`,
        issue,
        english: doc[`${base}_en`] as string | undefined,
        german: doc[`${base}_de`] as string | undefined,
      });
    }
    const walk = (
      object: Record<string, unknown>,
      arrays: readonly TranslatableArray[],
      prefix: string,
    ) => {
      for (const { field, bases, arrays: nested } of arrays) {
        const entries = Array.isArray(object[field])
          ? (object[field] as Record<string, unknown>[])
          : [];
        for (const entry of entries) {
          const at = `${prefix}${field}[_key=="${String(entry._key)}"]`;
          for (const base of bases) {
            const issue = pairIssue({
              en: entry[`${base}_en`],
              de: entry[`${base}_de`],
              source: entry[sourceFieldOf(base)],
            });
            if (!issue) continue;
            tasks.push({
              ...common,
              label: (entry.key as string | undefined) ?? String(entry._key),
              path: `${at}.${base}_${fieldOf(issue)}`,
              issue,
              english: entry[`${base}_en`] as string | undefined,
              german: entry[`${base}_de`] as string | undefined,
            });
          }
          if (nested) walk(entry, nested, `${at}.`);
        }
      }
    };
    walk(doc, model.arrays, '');
  }
  return tasks;
}

/**
 * Whether the keyed entry at `parent` (e.g. `['sections', { _key }, 'questions', { _key }]`)
 * holds the pair `base` in one of `arrays`: where the Studio form records a German text's
 * source inside entries (studio/translationSource.tsx).
 */
export function entryHoldsPair(
  arrays: readonly TranslatableArray[],
  parent: readonly unknown[],
  base: string,
): boolean {
  if (parent.length < 2 || parent.length % 2 !== 0) return false;
  const [field, keyed, ...rest] = parent;
  if (typeof keyed !== 'object' || keyed === null || !('_key' in keyed)) return false;
  const array = arrays.find((a) => a.field === field);
  if (!array) return false;
  return rest.length === 0
    ? array.bases.includes(base)
    : entryHoldsPair(array.arrays ?? [], rest, base);
}

/** GROQ: the documents (drafts included) of the types that carry texts. */
export function translatableDocumentsQuery(types: readonly TranslatableType[]): string {
  return `*[_type in [${types.map((t) => JSON.stringify(t.type)).join(', ')}]]`;
}

/**
 * The English a German text was written for, after an edit of one half of a pair (or undefined
 * when the record stays as it is): a German edit records the current English; the first English
 * edit while the German has no record keeps the English the German was written for, the one
 * before the edit. The table of texts and the Studio form both apply it.
 */
export function sourceAfterEdit(
  edited: 'en' | 'de',
  before: { en?: unknown; de?: unknown; source?: unknown },
): string | undefined {
  if (edited === 'de') {
    return isFilled(before.en) && before.source !== before.en ? before.en : undefined;
  }
  return before.source === undefined && isFilled(before.de) && isFilled(before.en)
    ? before.en
    : undefined;
}

/**
 * The Germany-German record after an edit of the Swiss German (`edited: 'de'`) or of the
 * Germany German (`'de_DE'`): the same rule as sourceAfterEdit, one language further.
 */
export function variantSourceAfterEdit(
  edited: 'de' | 'de_DE',
  before: { de?: unknown; de_DE?: unknown; source?: unknown },
): string | undefined {
  return sourceAfterEdit(edited === 'de_DE' ? 'de' : 'en', {
    en: before.de,
    de: before.de_DE,
    source: before.source,
  });
}

/**
 * A document with every translation confirmed as it stands: each pair with both texts gets the
 * English its German was written for, each Germany-German text the Swiss German, where no record
 * is kept yet (the seed's texts were written together: `npm run i18n:seed` and the seed test).
 */
export function withConfirmedSources<D extends { _type: string }>(
  doc: D,
  types: readonly TranslatableType[],
): D {
  const model = types.find((t) => t.type === doc._type);
  if (!model) return doc;
  const confirm = (object: Record<string, unknown>, bases: readonly string[]) => {
    const next = { ...object };
    for (const base of bases) {
      const en = next[`${base}_en`];
      const de = next[`${base}_de`];
      if (isFilled(en) && isFilled(de) && next[sourceFieldOf(base)] === undefined)
        next[sourceFieldOf(base)] = en;
      if (
        isFilled(de) &&
        isFilled(next[`${base}_de_DE`]) &&
        next[variantSourceFieldOf(base)] === undefined
      )
        next[variantSourceFieldOf(base)] = de;
    }
    return next;
  };
  const walk = (
    object: Record<string, unknown>,
    bases: readonly string[],
    arrays: readonly TranslatableArray[],
  ): Record<string, unknown> => {
    const next = confirm(object, bases);
    for (const array of arrays) {
      const items = next[array.field];
      if (!Array.isArray(items)) continue;
      next[array.field] = items.map((item) =>
        item && typeof item === 'object'
          ? walk(item as Record<string, unknown>, array.bases, array.arrays ?? [])
          : item,
      );
    }
    return next;
  };
  return walk(
    doc as unknown as Record<string, unknown>,
    model.pairs.map((p) => p.base),
    model.arrays,
  ) as unknown as D;
}
