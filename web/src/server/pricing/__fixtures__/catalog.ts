/**
 * A catalog with the prices of SPEC point 3, for the pure pricing tests (the site itself reads
 * them from content). Typed against the content model so a model change breaks the tests.
 */
import type { CheckupPackage, DiscountCode, Location, Service } from '@/server/content/model';
import type { PricingCatalog } from '../compute';

const addOns = [
  'private_post_scan_call',
  'medical_report',
  'aeon_app',
  'dxa',
  'blood_extended',
  'brain_age',
  'lung_ct',
  'apo_e4_test',
];

function pkg(
  slug: string,
  en: string,
  de: string,
  price: number,
  priceTwoPerson: number,
  included: string[],
): CheckupPackage {
  return {
    id: `checkupPackage.${slug}`,
    slug,
    notionId: `n-${slug}`,
    title_en: en,
    title_de: de,
    title_two_persons_en: `${en} for two`,
    title_two_persons_de: `${de} zu zweit`,
    description_en: '',
    description_de: '',
    durationMinutes: 90,
    price,
    priceTwoPerson,
    currency: 'CHF',
    includedServices: included,
    availableAdditionalServices: addOns.filter((s) => !included.includes(s)),
    reservationType: 'checkup',
  };
}

/**
 * A service as the content model holds it, for tests: bookable, free, no time, no icon, its
 * slug as title and no texts; `extra` sets what the test is about.
 */
export function testService(slug: string, extra: Partial<Service> = {}): Service {
  return {
    id: `service.${slug}`,
    slug,
    notionId: slug,
    durationMinutes: 0,
    price: 0,
    currency: 'CHF',
    cannotBeBooked: false,
    cannotBeBookedTogether: [],
    icon: null,
    highlighted: false,
    tags: [],
    title_en: slug,
    title_de: slug,
    description_en: '',
    description_de: '',
    modal_text_en: null,
    modal_text_de: null,
    modal_info_text_en: null,
    modal_info_text_de: null,
    ...extra,
  };
}

function service(
  slug: string,
  en: string,
  minutes: number | null,
  price: number | null,
  extra: Partial<Service> = {},
): Service {
  return testService(slug, {
    notionId: `n-${slug}`,
    durationMinutes: minutes,
    price,
    cannotBeBooked: price === null,
    title_en: en,
    title_de: `${en} (DE)`,
    ...extra,
  });
}

function location(
  slug: string,
  discountAmount: number | null,
  unsupportedServices: string[],
): Location {
  return {
    id: `location.${slug}`,
    slug,
    notionId: `n-${slug}`,
    isComingSoon: false,
    country: 'ch',
    title_en: slug,
    title_de: slug,
    address_en: `${slug} street 1`,
    address_de: `${slug}strasse 1`,
    center: { lat: 47, lng: 8 },
    discountAmount,
    unsupportedServices,
    rooms: [{ key: 'r1', label: 'Room 1' }],
    roomId: ['r1'],
    openingHours: [],
    closures: [],
    slotStepMinutes: 15,
    minimumNoticeHours: 24,
    bookingHorizonDays: 90,
  };
}

const notAtZurich = ['blood_extended', 'brain_age', 'lung_ct', 'apo_e4_test'];

export const catalog: PricingCatalog = {
  packages: [
    pkg(
      'whole_body_scan_with_blood_test',
      'Full-body Check-up',
      'Ganzkörper Check-up',
      2490,
      4480,
      ['whole_body_mri', 'blood_test'],
    ),
    pkg('whole_body_scan', 'Full-body Check-up Plus', 'Ganzkörper Check-up Plus', 2990, 5480, [
      'whole_body_mri',
      'blood_test',
      'dxa',
    ]),
  ],
  services: [
    service('whole_body_mri', 'Whole-body MRI', 90, 2490),
    service('blood_test', 'Blood test', 50, 550),
    service('private_post_scan_call', 'Private post-scan call', 0, 50),
    service('medical_report', 'Medical report', 0, 20),
    service('aeon_app', 'Aeon app', 0, 5),
    service('dxa', 'DEXA bone scan', 65, 250),
    service('blood_extended', 'Extended blood test', 0, 500),
    service('brain_age', 'Brain age', 20, 190),
    service('lung_ct', 'Lung CT', 15, 90),
    service('apo_e4_test', 'ApoE4 test', null, null),
  ],
  locations: [
    location('zurich_bellevue', null, notAtZurich),
    location('bern', null, ['dxa']),
    location('basel_zentral', null, ['dxa']),
    location('basel_rheinfelden', 250, ['dxa']),
  ],
};

export function code(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'SPRING10',
    kind: 'percent',
    value: 10,
    validFrom: null,
    validUntil: null,
    packages: [],
    maxRedemptions: null,
    active: true,
    label_en: 'Spring offer',
    label_de: 'Frühlingsangebot',
    ...overrides,
  };
}

/** A quote request (seed content): the whole-body check-up with DXA at Zurich, no code, alone. */
export const DXA_AT_ZURICH = {
  checkupSlug: 'whole_body_scan_with_blood_test',
  services: ['dxa'],
  locationSlug: 'zurich_bellevue',
  discountCode: null,
  isPartnerBooking: false,
  isPartnerCurrentlyBooking: false,
};
