/**
 * The price summary's own words are Site texts (docs/preview.md): Studio's text wins, the locale files
 * fill in, a de-de quote reads Germany German, and the seeded catalogue carries them.
 */
import { contentForLocale } from '@/i18n/germanyGerman';
import { getCatalog } from '@/server/content';
import deCommon from '../../../public/locales/de/common.json';
import enCommon from '../../../public/locales/en/common.json';
import { BUILT_IN_PRICE_LABELS, label, priceLabels } from './price-labels';

describe('price labels', () => {
  it('are the locale files’ texts without Studio texts', () => {
    expect(label(BUILT_IN_PRICE_LABELS, 'locationDiscount', 'en')).toBe(
      enCommon.price.locationDiscount,
    );
    expect(label(BUILT_IN_PRICE_LABELS, 'locationDiscount', 'de')).toBe('Standortrabatt');
    expect(label(BUILT_IN_PRICE_LABELS, 'inPartnerBooking', 'de')).toBe(
      deCommon.price.inPartnerBooking,
    );
  });

  it('take Studio’s filled texts, Germany German on de-de only', () => {
    const labels = priceLabels([
      {
        key: 'price.locationDiscount',
        text_en: 'Clinic discount',
        text_de: ' ',
        text_de_DE: 'Standort-Rabatt',
      },
    ]);
    expect(label(labels, 'locationDiscount', 'en')).toBe('Clinic discount');
    expect(label(labels, 'locationDiscount', 'de')).toBe('Standortrabatt');
    expect(label(contentForLocale(labels, 'de-de'), 'locationDiscount', 'de')).toBe(
      'Standort-Rabatt',
    );
    expect(label(labels, 'inPartnerBooking', 'en')).toBe('in the partner booking');
  });

  it('come with the catalogue from the content (the seeded Site texts)', async () => {
    const catalog = await getCatalog({ fresh: true });
    expect(catalog.priceLabels).toMatchObject({
      locationDiscount_en: 'Location discount',
      locationDiscount_de: 'Standortrabatt',
      inPartnerBooking_en: 'in the partner booking',
    });
  });
});
