/**
 * Site texts in Studio (`uiText` documents, one per namespace) over the translation files in
 * public/locales, which stay the seed and the fallback. Pure: the generator script writes the
 * seed documents with uiTextDocuments(), pages merge published texts with applyUiTexts().
 */
export type Messages = { [key: string]: string | Messages };
export type UiTextEntry = {
  _key?: string | null;
  key: string;
  text_en?: string | null;
  text_de?: string | null;
  /** Germany German (docs/manage-booking.md): de-de only; empty = the Swiss German text_de. */
  text_de_DE?: string | null;
};
export type UiTextDocument = {
  _id: string;
  _type: 'uiText';
  namespace: string;
  description?: string;
  entries: UiTextEntry[];
};
export type UiLanguage = 'en' | 'de';
export const UI_LANGUAGES: readonly UiLanguage[] = ['en', 'de'];
/** A text column of a uiText entry: a language, or the Germany-German variant of `de`. */
export type UiTextColumn = UiLanguage | 'de_DE';
/**
 * The locale files: one folder per language, plus public/locales/de-de with only the keys whose
 * Germany-German text differs from the Swiss German one (i18next's fallback to `de` does the rest).
 */
export type LocaleFiles = Record<UiLanguage, Record<string, Messages>> & {
  de_DE?: Record<string, Messages>;
};

/** Nested messages as [dotted key, text] pairs, in file order. */
export function flattenMessages(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? [[path, value] as [string, string]]
      : flattenMessages(value, path);
  });
}

/** An array item key Sanity accepts, unique per dotted key. */
export function entryKey(key: string): string {
  return key.replace(/[^A-Za-z0-9_-]/g, '_');
}

export const uiTextId = (namespace: string) => `uiText.${namespace}`;

/** The seed documents for the translation files: keys in English file order, then German-only keys. */
export function uiTextDocuments(
  files: LocaleFiles,
  descriptions: Record<string, string> = {},
): UiTextDocument[] {
  const namespaces = [...new Set([...Object.keys(files.en), ...Object.keys(files.de)])].sort();
  return namespaces.map((namespace) => {
    const en = new Map(flattenMessages(files.en[namespace] ?? {}));
    const de = new Map(flattenMessages(files.de[namespace] ?? {}));
    const deDE = new Map(flattenMessages(files.de_DE?.[namespace] ?? {}));
    const keys = [...new Set([...en.keys(), ...de.keys()])];
    return {
      _id: uiTextId(namespace),
      _type: 'uiText',
      namespace,
      ...(descriptions[namespace] ? { description: descriptions[namespace] } : {}),
      entries: keys.map((key) => ({
        _key: entryKey(key),
        key,
        ...(en.has(key) ? { text_en: en.get(key) } : {}),
        ...(de.has(key) ? { text_de: de.get(key) } : {}),
        ...(deDE.has(key) ? { text_de_DE: deDE.get(key) } : {}),
      })),
    };
  });
}

function setPath(target: Messages, key: string, text: string): void {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    // A text where the fallback has a group (or the reverse) is a stale key: ignore it.
    if (typeof next === 'string') return;
    node = (node[part] ??= {}) as Messages;
  }
  const last = parts[parts.length - 1];
  if (typeof node[last] === 'object') return;
  node[last] = text;
}

/**
 * The fallback bundles of one language with every filled Studio text laid over them. A text left
 * empty in Studio keeps the fallback, so a page never shows a key or a blank. With 'de_DE' the
 * bundles are the de-de layer (only differing keys): i18next falls back to `de` for the rest.
 */
export function applyUiTexts(
  bundles: Record<string, Messages>,
  docs: readonly (Pick<UiTextDocument, 'namespace' | 'entries'> & { id?: string })[],
  language: UiTextColumn,
  /**
   * Draft preview only (server/content/stega.ts): marks each text of an entry, the Studio's or
   * the fallback it stands in for, with the entry's field, so the overlay opens it.
   */
  encode?: (text: string, target: { id: string; type: 'uiText'; path: string }) => string,
): Record<string, Messages> {
  const merged: Record<string, Messages> = {};
  for (const [namespace, bundle] of Object.entries(bundles))
    merged[namespace] = structuredClone(bundle);
  for (const doc of docs) {
    const bundle = merged[doc.namespace];
    if (!bundle) continue;
    for (const entry of doc.entries ?? []) {
      const text = entry[`text_${language}`];
      const filled = typeof text === 'string' && text.trim() !== '';
      if (encode && doc.id && entry._key) {
        const shown = filled ? text : textAt(bundle, entry.key);
        const path = `entries[_key=="${entry._key}"].text_${language}`;
        if (shown !== undefined)
          setPath(bundle, entry.key, encode(shown, { id: doc.id, type: 'uiText', path }));
      } else if (filled) setPath(bundle, entry.key, text);
    }
  }
  return merged;
}

function textAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
