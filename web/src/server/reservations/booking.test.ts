import {
  DEFAULT_SITE_SETTINGS,
  type Catalog,
  type CheckupPackage,
  type Location,
  type Service,
} from '@/server/content';
import { testService } from '@/server/pricing/__fixtures__/catalog';
import { resolveBooking } from './booking';
import { localeOf, personalDataSchema } from '@/shared/reservation-input';

function service(
  slug: string,
  durationMinutes: number | null,
  extra: Partial<Service> = {},
): Service {
  return testService(slug, {
    durationMinutes,
    price: durationMinutes === null ? null : 100,
    cannotBeBooked: durationMinutes === null,
    ...extra,
  });
}
const pkg: CheckupPackage = {
  id: 'checkupPackage.pkg',
  slug: 'pkg',
  notionId: 'pkg',
  title_en: 'P',
  title_de: 'P',
  title_two_persons_en: 'P2',
  title_two_persons_de: 'P2',
  description_en: '',
  description_de: '',
  durationMinutes: 90,
  price: 2490,
  priceTwoPerson: 4480,
  currency: 'CHF',
  includedServices: ['mri'],
  availableAdditionalServices: ['dxa', 'brain', 'lung', 'soon', 'free_price'],
  reservationType: 'x',
};
const location: Location = {
  id: 'location.loc',
  slug: 'loc',
  notionId: 'loc',
  isComingSoon: false,
  country: 'ch',
  title_en: 'L',
  title_de: 'L',
  address_en: 'a',
  address_de: 'a',
  center: { lat: 0, lng: 0 },
  discountAmount: null,
  unsupportedServices: ['lung'],
  rooms: [{ key: 'r1', label: 'Room 1' }],
  roomId: ['r1'],
  openingHours: [],
  closures: [],
  slotStepMinutes: 15,
  minimumNoticeHours: 0,
  bookingHorizonDays: 30,
};
const catalog: Catalog = {
  packages: [pkg],
  services: [
    service('mri', 90),
    service('dxa', 65, { cannotBeBookedTogether: ['brain'] }),
    service('brain', 20),
    service('lung', 15),
    service('soon', null),
    service('free_price', 0, { price: null }),
  ],
  locations: [location, { ...location, slug: 'later', isComingSoon: true }],
  settings: { ...DEFAULT_SITE_SETTINGS, depositAmount: 300, holdMinutes: 30 },
};

describe('resolveBooking', () => {
  it('adds the add-ons to the package duration', () => {
    const r = resolveBooking(catalog, { checkupSlug: 'pkg', services: ['brain', 'lung'] });
    expect(r.ok && r.booking.totalDuration).toBe(125);
    expect(r.ok && r.booking.location).toBeNull();
  });

  it.each([
    [{ checkupSlug: 'nope', services: [] }, 'unknown-checkup'],
    [{ checkupSlug: 'pkg', services: [], locationSlug: 'nowhere' }, 'unknown-location'],
    [{ checkupSlug: 'pkg', services: [], locationSlug: 'later' }, 'location-coming-soon'],
    [{ checkupSlug: 'pkg', services: ['nope'] }, 'unknown-service'],
    [{ checkupSlug: 'pkg', services: ['dxa', 'dxa'] }, 'duplicate-service'],
    [{ checkupSlug: 'pkg', services: ['soon'] }, 'service-not-bookable'],
    [{ checkupSlug: 'pkg', services: ['free_price'] }, 'service-not-bookable'],
    [{ checkupSlug: 'pkg', services: ['mri'] }, 'service-not-offered'],
    [{ checkupSlug: 'pkg', services: ['lung'], locationSlug: 'loc' }, 'service-not-at-location'],
    [{ checkupSlug: 'pkg', services: ['dxa', 'brain'] }, 'services-conflict'],
    [{ checkupSlug: 'pkg', services: ['brain', 'dxa'] }, 'services-conflict'], // either side declares it
  ])('%j -> %s', (sel, problem) => {
    expect(resolveBooking(catalog, sel)).toEqual({ ok: false, problem });
  });

  it('accepts a valid combination at a location', () => {
    const r = resolveBooking(catalog, {
      checkupSlug: 'pkg',
      services: ['dxa'],
      locationSlug: 'loc',
    });
    expect(r).toMatchObject({
      ok: true,
      booking: { totalDuration: 155, location: { slug: 'loc' } },
    });
  });
});

describe('personal data', () => {
  const base = { firstName: 'A', lastName: 'B', email: 'a@b.ch', language: 'de' };
  it('applies SPEC 5: email shape, phone 8-15 digits with optional plus, sex default male', () => {
    expect(personalDataSchema.parse(base)).toMatchObject({ biologicalSex: 'male', phone: null });
    expect(personalDataSchema.safeParse({ ...base, phone: '+41791234567' }).success).toBe(true);
    expect(personalDataSchema.safeParse({ ...base, phone: '12345678' }).success).toBe(true);
    expect(personalDataSchema.safeParse({ ...base, phone: '1234567' }).success).toBe(false);
    expect(personalDataSchema.safeParse({ ...base, phone: '+1234567890123456' }).success).toBe(
      false,
    );
    for (const email of ['a@b', 'a b@c.de', '@b.ch', 'a@.ch x']) {
      expect(personalDataSchema.safeParse({ ...base, email }).success).toBe(false);
    }
  });

  it('takes the locale from localization, else the URL prefix, else language + ch', () => {
    const p = personalDataSchema.parse(base);
    expect(localeOf({ ...p, localization: 'en-de' }, 'https://x/de-ch/summary')).toBe('en-de');
    expect(localeOf(p, 'https://x.test/de-de/summary?x=1')).toBe('de-de');
    expect(localeOf(p, '/en-ch')).toBe('en-ch');
    expect(localeOf(p, 'https://x.test/fr-ch/summary')).toBe('de-ch');
    expect(localeOf(p, undefined)).toBe('de-ch');
  });
});
