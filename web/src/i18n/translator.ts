/**
 * The browser's translator over the strings next-i18next's serverSideTranslations puts into
 * the page props (`_nextI18Next.initialI18nStore`). Why not i18next itself on the client:
 * i18next + react-i18next + next-i18next's app wrapper weigh 19.7 kB gzip, an eighth of the
 * check-up page's script and more than its JS budget allows (docs/performance.md); the pages
 * use only this subset of i18next's behaviour, which this module reproduces (a unit test
 * checks it against i18next for every key of every translation file):
 * - namespaces: `useTranslation('ns')` or `['a', 'b']` (looked up in order), `ns:key` prefix;
 * - nested keys with `.`;
 * - `{{name}}` interpolation, unescaped (React escapes), values as given;
 * - plurals with `count`: `key_zero` for 0 when present, then `key_<Intl.PluralRules>`,
 *   then `key`;
 * - languages in order: the locale (de-ch), then its fallbacks (de) from next-i18next.config;
 * - a missing key gives `defaultValue` when passed, else the key without its namespace.
 */

export type Resources = Record<string, Record<string, unknown>>;
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** `_nextI18Next` in the page props (SSRConfig of next-i18next). */
export interface SsrTranslations {
  initialI18nStore: Record<string, Resources>;
  initialLocale: string;
  userConfig?: { fallbackLng?: unknown; defaultNS?: string } | null;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const INTERPOLATION = /\{\{\s*([^}\s]+)\s*\}\}/g;

/** The languages to look in, most specific first: de-ch, then de. */
export function languageChain(locale: string, fallbackLng: unknown): string[] {
  const chain = [locale];
  const fallbacks =
    typeof fallbackLng === 'string'
      ? [fallbackLng]
      : Array.isArray(fallbackLng)
        ? fallbackLng
        : fallbackLng && typeof fallbackLng === 'object'
          ? ((fallbackLng as Record<string, unknown>)[locale] ?? [])
          : [];
  for (const lng of Array.isArray(fallbacks) ? fallbacks : [fallbacks]) {
    if (typeof lng === 'string' && !chain.includes(lng)) chain.push(lng);
  }
  return chain;
}

function lookup(bundle: unknown, key: string): string | undefined {
  let node = bundle;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
// ICU's select is slow next to a lookup, and a calendar asks for the same few counts often.
const pluralCategories = new Map<string, Intl.LDMLPluralRule>();
function pluralCategory(language: string, count: number): string {
  const key = `${language}\u0000${count}`;
  const known = pluralCategories.get(key);
  if (known) return known;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count);
  if (pluralCategories.size < 1000) pluralCategories.set(key, category);
  return category;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(INTERPOLATION, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

export interface Translator {
  language: string;
  /** t for a namespace list: the first is the default, all are searched in order. */
  forNamespaces(namespaces: readonly string[]): TFunction;
}

export function createTranslator(
  resources: Record<string, Resources>,
  language: string,
  fallbackLng: unknown = null,
  defaultNS = 'common',
): Translator {
  const chain = languageChain(language, fallbackLng);

  // Namespace first, then language, as i18next resolves.
  function find(namespaces: readonly string[], key: string, count: number | undefined) {
    for (const ns of namespaces) {
      for (const lng of chain) {
        const suffixes =
          count === undefined
            ? ['']
            : [...(count === 0 ? ['_zero'] : []), `_${pluralCategory(lng, count)}`, ''];
        for (const suffix of suffixes) {
          const text = lookup(resources[lng]?.[ns], key + suffix);
          if (text !== undefined) return text;
        }
      }
    }
    return undefined;
  }

  return {
    language,
    forNamespaces(namespaces) {
      const defaults = namespaces.length > 0 ? namespaces : [defaultNS];
      return (fullKey, options) => {
        const at = fullKey.indexOf(NS_SEPARATOR);
        const [namespaces_, key] =
          at > 0 ? [[fullKey.slice(0, at)], fullKey.slice(at + 1)] : [defaults, fullKey];
        const text = find(
          namespaces_,
          key,
          typeof options?.count === 'number' ? options.count : undefined,
        );
        return interpolate(text ?? options?.defaultValue ?? key, options);
      };
    },
  };
}

/** The translator for a page's next-i18next props (null when the page has none). */
export function translatorFromProps(props: SsrTranslations | undefined | null): Translator | null {
  if (!props?.initialI18nStore || !props.initialLocale) return null;
  return createTranslator(
    props.initialI18nStore,
    props.initialLocale,
    props.userConfig?.fallbackLng,
    props.userConfig?.defaultNS,
  );
}
