/**
 * Draft preview's click targets for prices and Settings links (shared/editAttributes.ts): the
 * `data-sanity` value names the field's document, type and path, for the configured Studio;
 * outside draft mode there are none (in draft mode: server/preview/preview.test.ts).
 */
import { linkKey, priceKey } from '@/shared/editAttributes';
import { createAttributeWriter, draftEditAttributes, editAttributesOf } from './editAttributes';

describe('editAttributesOf', () => {
  const documents = {
    packages: [{ id: 'checkupPackage.basic', slug: 'basic' }],
    services: [{ id: 'service.dxa', slug: 'dxa' }],
  };
  const plain = editAttributesOf(documents, 'de', ({ id, type, path }) => `${id}|${type}|${path}`);

  it('names each price field of the packages and add-ons', () => {
    expect(plain[priceKey('package', 'basic')]).toBe('checkupPackage.basic|checkupPackage|price');
    expect(plain[priceKey('package', 'basic', 'priceTwoPerson')]).toBe(
      'checkupPackage.basic|checkupPackage|priceTwoPerson',
    );
    expect(plain[priceKey('service', 'dxa')]).toBe('service.dxa|service|price');
  });

  it('names the Settings field behind each footer and consent link, the legal URLs in the page language', () => {
    expect(plain[linkKey('imprintUrl')]).toBe('siteSettings|siteSettings|imprintUrl_de');
    expect(plain[linkKey('termsUrl')]).toBe('siteSettings|siteSettings|termsUrl_de');
    expect(plain[linkKey('privacyUrl')]).toBe('siteSettings|siteSettings|privacyUrl_de');
    expect(plain[linkKey('contactEmail')]).toBe('siteSettings|siteSettings|clinicEmail');
    expect(plain[linkKey('contactPhone')]).toBe('siteSettings|siteSettings|clinicPhone');
    const english = editAttributesOf(documents, 'en', ({ path }) => path);
    expect(english[linkKey('imprintUrl')]).toBe('imprintUrl_en');
  });
});

describe('createAttributeWriter', () => {
  it("writes Sanity's data-sanity value for the Studio, with the published id", async () => {
    const attribute = await createAttributeWriter('https://studio.example.ch');
    expect(attribute({ id: 'drafts.service.dxa', type: 'service', path: 'price' })).toBe(
      `id=service.dxa;type=service;path=price;base=${encodeURIComponent('https://studio.example.ch')}`,
    );
  });
});

describe('draftEditAttributes', () => {
  it('gives none outside draft mode, so published pages carry no attribute', async () => {
    expect(await draftEditAttributes('de')).toBeNull();
  });
});
