/**
 * The German Studio (docs/languages.md): the desk structure's titles come from Sanity i18n
 * bundles in both interface languages, every schema type has a German title, and fieldsets and
 * groups are titled in the Studio's language. Which English a German text was written for is
 * recorded at the right path.
 */
import { schemaTypes, germanSchemaText } from 'schemas';
import type { InputProps } from 'sanity';
import { localizedObjectInput } from './fieldTitles';
import {
  STRUCTURE_TITLES,
  STUDIO_NAMESPACE,
  structureTitle,
  studioBundles,
  withLocalizedTemplates,
} from './i18n';
import { patchPath, sourceTarget } from './translationSource';

jest.mock('./studioLanguage', () => ({ useStudioLanguage: () => 'de' }));

describe('German Studio', () => {
  it('has a German title for every schema type the Studio registers', () => {
    const untitled = schemaTypes
      .map((type) => ({ name: type.name, german: germanSchemaText(type.title ?? '') }))
      .filter((type) => !type.german);
    expect(untitled).toEqual([]);
    expect(germanSchemaText('Page description')).toBe('Seitenbeschreibung');
  });

  it('offers every desk title in English and German bundles of one namespace', () => {
    const own = studioBundles.filter((b) => b.namespace === STUDIO_NAMESPACE);
    const byLocale = Object.fromEntries(own.map((b) => [b.locale, b]));
    expect(Object.keys(byLocale).sort()).toEqual(['de-DE', 'en-US']);
    for (const [key, titles] of Object.entries(STRUCTURE_TITLES)) {
      const resources = (locale: string) => byLocale[locale].resources as Record<string, string>;
      expect(resources('en-US')[`structure.${key}`]).toBe(titles.en);
      expect(resources('de-DE')[`structure.${key}`]).toBe(titles.de);
      expect(titles.de).not.toBe('');
    }
    // Besides its own namespace, only Sanity's structure keys of a new document's title.
    expect(
      studioBundles.filter((b) => b.namespace !== STUDIO_NAMESPACE).map((b) => b.namespace),
    ).toEqual(['structure']);
    expect(structureTitle('pageDescriptions')).toEqual({
      title: 'Page descriptions',
      i18n: { title: { key: 'structure.pageDescriptions', ns: STUDIO_NAMESPACE } },
    });
  });

  it('titles each document type’s “create” template in the Studio’s language', () => {
    const resources = (locale: string) =>
      studioBundles.find((b) => b.locale === locale && b.namespace === STUDIO_NAMESPACE)!
        .resources as Record<string, string>;
    const documentTypes = schemaTypes.filter((type) => type.type === 'document');
    expect(documentTypes.length).toBeGreaterThan(5);
    for (const type of documentTypes) {
      expect(resources('en-US')[`type.${type.name}`]).toBe(type.title ?? type.name);
      expect(resources('de-DE')[`type.${type.name}`]).toBe(germanSchemaText(type.title ?? ''));
    }
    expect(resources('de-DE')['type.location']).toBe('Standort');
    const templates = withLocalizedTemplates([
      { id: 'location', schemaType: 'location', title: 'Location' },
      { id: 'location-zurich', schemaType: 'location', title: 'Location in Zurich' },
    ]);
    expect(templates[0].i18n).toEqual({ title: { key: 'type.location', ns: STUDIO_NAMESPACE } });
    expect(templates[1].i18n).toBeUndefined();
  });

  it('titles an object’s fieldsets and groups in German in a German Studio', () => {
    const props = {
      schemaType: { jsonType: 'object' },
      groups: [{ name: 'details', title: 'Details' }],
      members: [
        { kind: 'fieldSet', key: 'fs', fieldSet: { name: 'titlePair', title: 'Title' } },
        { kind: 'field', key: 'f', name: 'slug' },
      ],
    } as unknown as InputProps;
    const german = localizedObjectInput(props, 'de') as unknown as {
      groups: { title: string }[];
      members: { fieldSet?: { title: string } }[];
    };
    expect(german.groups[0].title).toBe('Angaben');
    expect(german.members[0].fieldSet?.title).toBe('Titel');
    expect(localizedObjectInput(props, 'en')).toBe(props);
  });
});

describe('recording the English a German text was written for', () => {
  it('targets the pair’s source field on a document and in a Site-text entry, nothing else', () => {
    expect(sourceTarget('pageMeta', ['metaDescription_de'])).toEqual({
      base: 'metaDescription',
      edited: 'de',
      parent: [],
    });
    const entry = sourceTarget('uiText', ['entries', { _key: 'k1' }, 'text_en']);
    expect(entry).toEqual({ base: 'text', edited: 'en', parent: ['entries', { _key: 'k1' }] });
    expect(patchPath([...entry!.parent, 'text_de_source'])).toBe(
      'entries[_key=="k1"].text_de_source',
    );
    // A Germany-German text records the Swiss German it was adapted from.
    expect(sourceTarget('pageMeta', ['metaDescription_de_DE'])).toEqual({
      base: 'metaDescription',
      edited: 'de_DE',
      parent: [],
    });
    expect(sourceTarget('pageMeta', ['page'])).toBeUndefined();
    expect(sourceTarget('siteSettings', ['termsUrl_de'])).toBeUndefined();
    expect(sourceTarget('redirect', ['from'])).toBeUndefined();
  });
});
