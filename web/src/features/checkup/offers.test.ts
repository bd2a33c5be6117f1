import type { CheckupPackage, Service } from '@/server/content/model';
import { buildCheckupOffers, nextStepHref } from './offers';

const pkg: CheckupPackage = {
  slug: 'whole_body_scan',
  notionId: 'n1',
  title_en: 'Full-body Check-up Plus',
  title_de: 'Ganzkörper-Check-up Plus',
  title_two_persons_en: 'Full-body Check-up Plus for two',
  title_two_persons_de: 'Ganzkörper-Check-up Plus zu zweit',
  description_en: 'Everything plus DEXA.',
  description_de: 'Alles und DEXA.',
  durationMinutes: 90,
  price: 2990,
  priceTwoPerson: 5480,
  currency: 'CHF',
  includedServices: ['whole_body_mri', 'dxa', 'gone'],
  availableAdditionalServices: [],
  reservationType: 'checkup',
};

function service(slug: string, en: string, de: string, icon: string | null): Service {
  return {
    slug,
    notionId: slug,
    durationMinutes: 0,
    price: 0,
    currency: 'CHF',
    cannotBeBooked: false,
    cannotBeBookedTogether: [],
    icon,
    highlighted: false,
    tags: [],
    title_en: en,
    title_de: de,
    description_en: '',
    description_de: '',
    modal_text_en: null,
    modal_text_de: null,
    modal_info_text_en: null,
    modal_info_text_de: null,
  };
}

const services = [
  service('whole_body_mri', 'Whole-body MRI', 'Ganzkörper-MRI', 'mri'),
  service('dxa', 'DEXA scan', 'DEXA-Messung', 'bone'),
];

describe('buildCheckupOffers', () => {
  it('localizes package and included services, keeping content prices', () => {
    const [offer] = buildCheckupOffers([pkg], services, 'de');
    expect(offer).toEqual({
      slug: 'whole_body_scan',
      title: 'Ganzkörper-Check-up Plus',
      titleTwoPersons: 'Ganzkörper-Check-up Plus zu zweit',
      description: 'Alles und DEXA.',
      durationMinutes: 90,
      price: 2990,
      priceTwoPerson: 5480,
      included: [
        { slug: 'whole_body_mri', title: 'Ganzkörper-MRI', icon: 'mri' },
        { slug: 'dxa', title: 'DEXA-Messung', icon: 'bone' },
      ],
    });
  });

  it('uses the English fields for English', () => {
    const [offer] = buildCheckupOffers([pkg], services, 'en');
    expect(offer.title).toBe('Full-body Check-up Plus');
    expect(offer.included.map((s) => s.title)).toEqual(['Whole-body MRI', 'DEXA scan']);
  });
});

describe('nextStepHref', () => {
  it('leads to add-ons with the chosen check-up, flagging a partner booking or its end', () => {
    // "alone" says so explicitly: a partner booking chosen earlier in the session must end.
    expect(nextStepHref('whole_body_scan', 'alone')).toBe(
      '/add-ons?checkup=whole_body_scan&isPartnerBooking=false',
    );
    expect(nextStepHref('whole_body_scan', 'two')).toBe(
      '/add-ons?checkup=whole_body_scan&isPartnerBooking=true',
    );
  });
});
