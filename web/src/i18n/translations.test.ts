import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSource, setContentSource } from '@/server/content/source';
import i18next, { type Resource } from 'i18next';
import i18nConfig from '../../next-i18next.config.js';
import { pageTranslations, type PagePath } from './pageTranslations';
import { translatorFromProps, type SsrTranslations } from './translator';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

describe('translation files', () => {
  it('have the same keys in German and English', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it.each([
    'errorModal.title',
    'errorModal.button',
    'idleTimeModal.inputEmailError',
    'idleTimeModal.inputPhoneError',
    ...['check-up', 'add-ons', 'location', 'timeslot', 'summary', 'payment', 'success'].map(
      (s) => `steps.${s}`,
    ),
  ])('define %s in both languages', (key) => {
    expect(valueAt(de, key)).toEqual(expect.any(String));
    expect(valueAt(en, key)).toEqual(expect.any(String));
    expect(valueAt(de, key)).not.toBe('');
  });

  it('name the error pages as the spec does', () => {
    expect(en.errorPage.notFoundTitle).toBe('Page Not Found');
    expect(de.errorPage.notFoundTitle).toBe('Seite nicht gefunden');
    expect(en.errorPage.serverErrorTitle).toBe('Internal Server Error');
  });
});

describe('pageTranslations', () => {
  it.each([
    ['de-ch', 'de', 'Termin'],
    ['de-de', 'de', 'Termin'],
    ['en-ch', 'en', 'Appointment'],
    ['en-de', 'en', 'Appointment'],
  ])('serves %s from the %s file', async (locale, language, timeslot) => {
    const { _nextI18Next } = await pageTranslations(locale, '/timeslot');
    const store = _nextI18Next!.initialI18nStore as Record<string, { common?: Tree }>;
    expect(_nextI18Next!.initialLocale).toBe(locale);
    expect(Object.keys(store).sort()).toEqual([language, locale].sort());
    expect(valueAt(store[language].common!, 'steps.timeslot')).toBe(timeslot);
  });

  it('sends common, plus the namespaces a page asks for', async () => {
    expect((await pageTranslations('en-ch', '/check-up'))._nextI18Next!.ns).toContain('common');
    const { _nextI18Next } = await pageTranslations('de-de', '/summary', ['summary']);
    expect(_nextI18Next!.ns).toEqual(expect.arrayContaining(['common', 'summary']));
    const store = _nextI18Next!.initialI18nStore as Record<string, Record<string, Tree>>;
    // Loaded from public/locales/de/summary.json, not left empty.
    expect(Object.keys(store.de.summary).length).toBeGreaterThan(0);
  });

  it('carries the tag-manager id of site settings for _app (none in the seed)', async () => {
    expect((await pageTranslations('de-ch', '/check-up')).gtmId).toBeNull();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gtm-')), 'dataset.ndjson');
    writeFileSync(
      file,
      JSON.stringify({
        _id: 'siteSettings',
        _type: 'siteSettings',
        depositAmount: 300,
        gtmId: 'GTM-AB12CD',
      }),
    );
    setContentSource(localSource(file));
    try {
      expect((await pageTranslations('de-ch', '/check-up')).gtmId).toBe('GTM-AB12CD');
    } finally {
      setContentSource(null);
    }
  });

  it("sends the design-system pages' section of common to those pages only", async () => {
    const common = async (page: PagePath) => {
      const { _nextI18Next } = await pageTranslations('en-ch', page);
      return (_nextI18Next!.initialI18nStore as Record<string, { common: Tree }>).en.common;
    };
    for (const page of ['/check-up', '/summary', '/404'] as const)
      expect([page, 'designSystem' in (await common(page))]).toEqual([page, false]);
    for (const page of ['/_design-system', '/_design-system/icons'] as const)
      expect([page, 'designSystem' in (await common(page))]).toEqual([page, true]);
    // Every other section stays (the error view and the preview bar may show on any page).
    expect(Object.keys(await common('/check-up'))).toEqual(
      expect.arrayContaining(['steps', 'errorPage', 'preview']),
    );
  });

  // public/locales/de-de holds only the Germany-German texts; i18next falls back
  // to the de files for every other key. The browser's own translator (translator.ts) must
  // answer the same from the same props.
  async function translate(locale: string, namespace: string, key: string): Promise<string> {
    const { _nextI18Next } = await pageTranslations(locale, '/summary', [namespace]);
    const site = translatorFromProps(_nextI18Next as SsrTranslations)!;
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      fallbackLng: i18nConfig.fallbackLng,
      lowerCaseLng: true,
      load: 'currentOnly',
      resources: _nextI18Next!.initialI18nStore as Resource,
      ns: [namespace],
      defaultNS: namespace,
    });
    expect(site.forNamespaces([namespace])(key)).toBe(i18n.t(key));
    return i18n.t(key);
  }

  it('gives de-de the Germany-German words and de-ch the Swiss ones (docs/manage-booking.md)', async () => {
    expect(await translate('de-de', 'summary', 'address.street')).toBe('Straße und Hausnummer');
    expect(await translate('de-ch', 'summary', 'address.street')).toBe('Strasse und Hausnummer');
    expect(await translate('de-de', 'success', 'reference')).toBe('Reservierungsnummer');
    expect(await translate('de-ch', 'success', 'reference')).toBe('Reservationsnummer');
    expect(await translate('de-de', 'overlays', 'summaryPanel.total')).toBe('Gesamt');
    expect(await translate('de-de', 'common', 'checkup.intro')).toContain('Ganzkörper-MRT');
    expect(await translate('de-ch', 'common', 'checkup.intro')).toContain('Ganzkörper-MRI');
    // A key without a Germany-German text falls back to the German file.
    expect(await translate('de-de', 'summary', 'address.city')).toBe(
      await translate('de-ch', 'summary', 'address.city'),
    );
    expect(await translate('en-de', 'summary', 'address.street')).toMatch(/^Street/);
  });

  it("lays Studio's Germany-German texts over the de-de layer only", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dede-')), 'dataset.ndjson');
    const entry = {
      key: 'address.street',
      text_en: 'Street',
      text_de: 'Strasse (Studio)',
      text_de_DE: 'Straße (Studio)',
    };
    writeFileSync(
      file,
      JSON.stringify({
        _id: 'uiText.summary',
        _type: 'uiText',
        namespace: 'summary',
        entries: [entry],
      }),
    );
    setContentSource(localSource(file));
    try {
      expect(await translate('de-de', 'summary', 'address.street')).toBe('Straße (Studio)');
      expect(await translate('de-ch', 'summary', 'address.street')).toBe('Strasse (Studio)');
    } finally {
      setContentSource(null);
    }
  });

  it('gives the technical default locale the German text of de-ch', async () => {
    const { _nextI18Next } = await pageTranslations('default', '/404');
    expect(_nextI18Next!.initialLocale).toBe('de-ch');
  });
});
