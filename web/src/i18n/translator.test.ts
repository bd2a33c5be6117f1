import fs from 'fs';
import path from 'path';
import { createInstance } from 'i18next';
import i18nConfig from '../../next-i18next.config.js';
import {
  createTranslator,
  languageChain,
  translatorFromProps,
  type Resources,
  type TranslateOptions,
} from './translator';

const LOCALES_DIR = path.join(__dirname, '../../public/locales');

function readLanguage(language: string): Resources {
  const resources: Resources = {};
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
    resources[file.replace(/\.json$/, '')] = JSON.parse(
      fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'),
    ) as Record<string, unknown>;
  }
  return resources;
}

function flatKeys(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// As the page props carry them: the locale's own (empty) bundles, then the language's.
const store = {
  'de-ch': {},
  de: readLanguage('de'),
  'en-de': {},
  en: readLanguage('en'),
};
const namespaces = Object.keys(store.de);

/** i18next configured as next-i18next configures it, the oracle. */
function oracle(locale: string) {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: i18nConfig.fallbackLng,
    lowerCaseLng: true,
    ns: namespaces,
    defaultNS: 'common',
    resources: store,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

const sampleValues = {
  name: 'Anna',
  amount: 'CHF 2,740.00',
  location: 'Zürich',
  services: 'DEXA',
  other: 'Bern',
  balance: 'CHF 100.00',
  variant: 'primary',
  title: 'T',
  time: '10:00',
  status: 'x',
  removed: 'DEXA',
  email: 'a@b.ch',
  day: 'Montag',
  code: 'SAVE10',
  chosen: 'Basel',
  checkup: 'Whole body',
};

describe('translator matches i18next for every key of every file', () => {
  for (const locale of ['de-ch', 'en-de']) {
    const i18next = oracle(locale);
    const ours = createTranslator(store, locale, i18nConfig.fallbackLng);
    const language = locale.slice(0, 2) as 'de' | 'en';
    for (const ns of namespaces) {
      test(`${locale} ${ns}`, () => {
        const keys = new Set(
          flatKeys(store[language][ns] as Record<string, unknown>).map((k) =>
            k.replace(/_(zero|one|two|few|many|other)$/, ''),
          ),
        );
        expect(keys.size).toBeGreaterThan(0);
        const t = ours.forNamespaces([ns]);
        const fixed = i18next.getFixedT(locale, ns);
        for (const key of keys) {
          const variants: (TranslateOptions | undefined)[] = [
            undefined,
            sampleValues,
            { ...sampleValues, count: 0 },
            { ...sampleValues, count: 1 },
            { ...sampleValues, count: 2 },
            { ...sampleValues, count: 21 },
          ];
          for (const options of variants) {
            expect([key, options?.count, t(key, options)]).toEqual([
              key,
              options?.count,
              fixed(key, options ?? {}),
            ]);
          }
          // the ns: prefix from another namespace's t
          expect(ours.forNamespaces(['common'])(`${ns}:${key}`, sampleValues)).toBe(
            i18next.t(`${ns}:${key}`, { ...sampleValues, lng: locale }),
          );
        }
      });
    }
  }
});

describe('translator edge cases, as i18next', () => {
  const i18next = oracle('de-ch');
  const ours = createTranslator(store, 'de-ch', i18nConfig.fallbackLng);

  test.each<[string, string, TranslateOptions | undefined]>([
    ['common', 'no.such.key', undefined],
    ['common', 'overlays:no.such.key', undefined],
    ['common', 'missing', { defaultValue: 'Fallback {{name}}', name: 'Anna' }],
  ])('%s %s', (ns, key, options) => {
    expect(ours.forNamespaces([ns])(key, options)).toBe(
      i18next.getFixedT('de-ch', ns)(key, options ?? {}),
    );
  });

  test('a namespace list is searched in order', () => {
    const key = flatKeys(store.de.overlays as Record<string, unknown>)[0]!;
    expect(ours.forNamespaces(['common', 'overlays'])(key)).toBe(
      i18next.getFixedT('de-ch', ['common', 'overlays'])(key),
    );
    expect(ours.forNamespaces(['common', 'overlays'])(key)).not.toBe(key);
  });

  test('the locale bundle wins over the language fallback', () => {
    const local = createTranslator(
      { 'de-ch': { common: { a: 'Grüezi' } }, de: { common: { a: 'Hallo', b: 'Tschüss' } } },
      'de-ch',
      i18nConfig.fallbackLng,
    ).forNamespaces(['common']);
    expect([local('a'), local('b')]).toEqual(['Grüezi', 'Tschüss']);
  });

  test('_zero is used for 0 when present, the plural category otherwise', () => {
    const t = createTranslator(
      {
        en: {
          common: {
            n_zero: 'none',
            n_one: 'one',
            n_other: '{{count}} items',
            m_other: '{{count}} m',
          },
        },
      },
      'en',
    ).forNamespaces(['common']);
    expect([
      t('n', { count: 0 }),
      t('n', { count: 1 }),
      t('n', { count: 7 }),
      t('m', { count: 0 }),
    ]).toEqual(['none', 'one', '7 items', '0 m']);
  });
});

describe('languageChain and page props', () => {
  test.each([
    ['de-ch', { 'de-ch': ['de'] }, ['de-ch', 'de']],
    ['en-de', { 'de-ch': ['de'] }, ['en-de']],
    ['en-de', 'en', ['en-de', 'en']],
    ['de', ['de', 'en'], ['de', 'en']],
    ['de', null, ['de']],
  ])('%s with %p', (locale, fallback, expected) => {
    expect(languageChain(locale, fallback)).toEqual(expected);
  });

  test('translatorFromProps reads serverSideTranslations output', () => {
    expect(translatorFromProps(undefined)).toBeNull();
    const translator = translatorFromProps({
      initialI18nStore: { 'en-ch': {}, en: { common: { hello: 'Hello {{name}}' } } },
      initialLocale: 'en-ch',
      userConfig: { fallbackLng: i18nConfig.fallbackLng, defaultNS: 'common' },
    })!;
    expect(translator.language).toBe('en-ch');
    expect(translator.forNamespaces([])('hello', { name: 'Anna' })).toBe('Hello Anna');
  });
});
