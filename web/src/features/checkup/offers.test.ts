import type { CheckupPackage, Service } from '@/server/content/model';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { testService } from '@/server/pricing/__fixtures__/catalog';
import { buildCheckupOffers, nextStepHref } from './offers';

const pkg: CheckupPackage = {
  id: 'checkupPackage.whole_body_scan',
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
  return testService(slug, { icon, title_en: en, title_de: de });
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
      locations: [],
    });
  });

  it('names only the open locations that offer every included service (shared/offering.ts)', async () => {
    const { getLocations, getPackages, getServices } = await import('@/server/content');
    const offers = buildCheckupOffers(
      await getPackages(),
      await getServices(),
      'en',
      await getLocations(),
    );
    const plus = offers.find((o) => o.slug === 'whole_body_scan')!;
    // The Plus package includes DEXA: only Zurich performs it (SPEC 3).
    expect(plus.locations).toEqual(['Zurich Bellevue']);
    const basic = offers.find((o) => o.slug === 'whole_body_scan_with_blood_test')!;
    expect(basic.locations.length).toBeGreaterThan(1);
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

describe('nextStepHref with the booking state', () => {
  const state: BookingState = {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: ['dxa', 'lung_ct'],
    locationSlug: 'bern',
    selectedDate: '2026-12-14',
    startDate: '2026-12-10',
    discountCode: 'WELCOME10',
    isPartnerBooking: true,
    timeSlotStart: '2026-12-14T09:15:00+01:00',
    personalData: { ...INITIAL_BOOKING_STATE.personalData, firstName: 'Anna', email: 'a@b.ch' },
  };

  it('carries the booking query of the state with the chosen check-up and partner choice', () => {
    expect(nextStepHref('whole_body_scan', 'alone', state)).toBe(
      '/add-ons?checkup=whole_body_scan&services=dxa&services=lung_ct&location=bern' +
        '&selectedDate=2026-12-14&discountCode=WELCOME10&isPartnerBooking=false',
    );
    expect(nextStepHref('whole_body_scan', 'two', state)).toBe(
      '/add-ons?checkup=whole_body_scan&services=dxa&services=lung_ct&location=bern' +
        '&selectedDate=2026-12-14&discountCode=WELCOME10&isPartnerBooking=true',
    );
  });

  it('never carries personal data, the slot or the start date', () => {
    const href = nextStepHref('whole_body_scan', 'alone', state);
    expect(href).not.toMatch(/Anna|a%40b|timeslot|startDate/);
  });
});
