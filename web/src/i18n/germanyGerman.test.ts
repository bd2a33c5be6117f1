import { getCatalog } from '@/server/content';
import { contentForLocale, textFor, textOfVariant, textVariantOf } from './germanyGerman';
import { LOCALES } from './locales';

const street = {
  en: 'Street and number',
  de: 'Strasse und Hausnummer',
  de_DE: 'Straße und Hausnummer',
};

describe('Germany German (docs/manage-booking.md)', () => {
  it('gives de-de the Germany-German text, every other locale its language', () => {
    expect(textFor(street, 'de-de')).toBe('Straße und Hausnummer');
    expect(textFor(street, 'de-ch')).toBe('Strasse und Hausnummer');
    expect(textFor(street, 'en-ch')).toBe('Street and number');
    expect(textFor(street, 'en-de')).toBe('Street and number');
  });

  it('falls back to the Swiss German text when there is no (or an empty) Germany-German one', () => {
    expect(textFor({ en: 'Date', de: 'Datum' }, 'de-de')).toBe('Datum');
    expect(textFor({ en: 'Date', de: 'Datum', de_DE: '  ' }, 'de-de')).toBe('Datum');
    expect(textFor({ en: 'Date', de: 'Datum', de_DE: null }, 'de-de')).toBe('Datum');
    expect(textOfVariant({ en: 'Date', de: 'Datum' }, 'de_DE')).toBe('Datum');
  });

  it('never gives de-ch the Germany-German text', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de-de')) {
      expect(textVariantOf(locale)).not.toBe('de_DE');
      expect(textFor(street, locale)).not.toBe(street.de_DE);
    }
    expect(textVariantOf('de-de')).toBe('de_DE');
  });

  it('lays <name>_de_DE over <name>_de in content for de-de only, nested and in lists', () => {
    const docs = [
      {
        title_en: 'Whole-body MRI',
        title_de: 'Ganzkörper-MRI',
        title_de_DE: 'Ganzkörper-MRT',
        description_de: 'Text',
        description_de_DE: '',
        tags: [{ title_de: 'Gross', title_de_DE: 'Groß' }],
      },
    ];
    const dede = contentForLocale(docs, 'de-de');
    expect(dede[0].title_de).toBe('Ganzkörper-MRT');
    expect(dede[0].title_en).toBe('Whole-body MRI');
    expect(dede[0].description_de).toBe('Text'); // empty: the Swiss German text stays
    expect(dede[0].tags[0].title_de).toBe('Groß');
    expect(docs[0].title_de).toBe('Ganzkörper-MRI'); // not mutated
    expect(contentForLocale(docs, 'de-ch')).toBe(docs);
    expect(contentForLocale(null, 'de-de')).toBeNull();
  });

  it("reads the seed's Germany-German content through the catalogue query", async () => {
    const catalog = await getCatalog();
    const mri = (c: typeof catalog) => c.services.find((s) => s.slug === 'whole_body_mri')!;
    expect(mri(catalog).title_de).toBe('Ganzkörper-MRI');
    expect(mri(contentForLocale(catalog, 'de-de')).title_de).toBe('Ganzkörper-MRT');
    expect(mri(contentForLocale(catalog, 'de-ch')).title_de).toBe('Ganzkörper-MRI');
    // A Swiss street name is a proper name: the address has no Germany-German variant.
    const zurich = contentForLocale(catalog, 'de-de').locations.find((l) => l.country === 'ch')!;
    expect(zurich.address_de).toBe(catalog.locations.find((l) => l.id === zurich.id)!.address_de);
  });
});
