/**
 * Site texts in Studio (`uiText` documents, one per namespace) over the translation files in
 * public/locales, which stay the seed and the fallback. Pure: the generator script writes the
 * seed documents with uiTextDocuments(), pages merge published texts with applyUiTexts().
 */
export type Messages = { [key: string]: string | Messages };
export type UiTextEntry = { _key?: string; key: string; text_en?: string | null; text_de?: string | null };
export type UiTextDocument = {
  _id: string;
  _type: 'uiText';
  namespace: string;
  description?: string;
  entries: UiTextEntry[];
};
export type UiLanguage = 'en' | 'de';
export const UI_LANGUAGES: readonly UiLanguage[] = ['en', 'de'];

/** Nested messages as [dotted key, text] pairs, in file order. */
export function flattenMessages(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flattenMessages(value, path);
  });
}

/** An array item key Sanity accepts, unique per dotted key. */
export function entryKey(key: string): string {
  return key.replace(/[^A-Za-z0-9_-]/g, '_');
}

export const uiTextId = (namespace: string) => `uiText.${namespace}`;

/** The seed documents for the translation files: keys in English file order, then German-only keys. */
export function uiTextDocuments(
  files: Record<UiLanguage, Record<string, Messages>>,
  descriptions: Record<string, string> = {},
): UiTextDocument[] {
  const namespaces = [...new Set([...Object.keys(files.en), ...Object.keys(files.de)])].sort();
  return namespaces.map((namespace) => {
    const en = new Map(flattenMessages(files.en[namespace] ?? {}));
    const de = new Map(flattenMessages(files.de[namespace] ?? {}));
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
 * empty in Studio keeps the fallback, so a page never shows a key or a blank.
 */
export function applyUiTexts(
  bundles: Record<string, Messages>,
  docs: readonly Pick<UiTextDocument, 'namespace' | 'entries'>[],
  language: UiLanguage,
): Record<string, Messages> {
  const merged: Record<string, Messages> = {};
  for (const [namespace, bundle] of Object.entries(bundles)) merged[namespace] = structuredClone(bundle);
  for (const doc of docs) {
    const bundle = merged[doc.namespace];
    if (!bundle) continue;
    for (const entry of doc.entries ?? []) {
      const text = entry[`text_${language}`];
      if (typeof text === 'string' && text.trim() !== '') setPath(bundle, entry.key, text);
    }
  }
  return merged;
}
