import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findDiscountCode,
  getCatalog,
  getErrorMessages,
  getLocations,
  getPackages,
  getServices,
  getSiteSettings,
  getRedirects,
  localized,
} from './index';
import { localSource, setContentSource } from './source';

afterEach(() => setContentSource(null));

describe('content from the seed dataset (the real queries through groq-js)', () => {
  beforeEach(() => setContentSource(localSource()));

  it('lists both check-up packages with the prices of SPEC 3', async () => {
    const packages = await getPackages();
    const bySlug = Object.fromEntries(packages.map((p) => [p.slug, p]));
    expect(Object.keys(bySlug).sort()).toEqual([
      'whole_body_scan',
      'whole_body_scan_with_blood_test',
    ]);
    expect(bySlug.whole_body_scan_with_blood_test).toMatchObject({
      price: 2490,
      priceTwoPerson: 4480,
      durationMinutes: 90,
      currency: 'CHF',
      title_en: 'Full-body Check-up',
    });
    expect(bySlug.whole_body_scan).toMatchObject({
      price: 2990,
      priceTwoPerson: 5480,
      durationMinutes: 90,
    });
    expect(bySlug.whole_body_scan.includedServices).toContain('dxa');
    expect(bySlug.whole_body_scan_with_blood_test.includedServices).not.toContain('dxa');
  });

  it('lists the ten services with minutes and prices, apo_e4_test not bookable', async () => {
    const services = await getServices();
    const table = Object.fromEntries(services.map((s) => [s.slug, [s.durationMinutes, s.price]]));
    expect(table).toEqual({
      whole_body_mri: [90, 2490],
      blood_test: [50, 550],
      private_post_scan_call: [0, 50],
      medical_report: [0, 20],
      aeon_app: [0, 5],
      dxa: [65, 250],
      blood_extended: [0, 500],
      brain_age: [20, 190],
      lung_ct: [15, 90],
      apo_e4_test: [null, null],
    });
    const apo = services.find((s) => s.slug === 'apo_e4_test')!;
    expect(apo.cannotBeBooked).toBe(true);
    expect(services.find((s) => s.slug === 'dxa')!.tags.map((t) => t.title_en)).toContain(
      'Popular',
    );
    expect(services.find((s) => s.slug === 'brain_age')!.tags.map((t) => t.title_en)).toContain(
      'Recommended for men',
    );
    expect(apo.tags.map((t) => t.title_en)).toContain('Coming soon');
  });

  it('lists four locations with discount, unsupported services and bookable rooms', async () => {
    const locations = await getLocations();
    const bySlug = Object.fromEntries(locations.map((l) => [l.slug, l]));
    expect(Object.keys(bySlug).sort()).toEqual([
      'basel_rheinfelden',
      'basel_zentral',
      'bern',
      'zurich_bellevue',
    ]);
    expect(bySlug.basel_rheinfelden.discountAmount).toBe(250);
    for (const slug of ['zurich_bellevue', 'bern', 'basel_zentral'])
      expect(bySlug[slug].discountAmount).toBeNull();
    expect([...bySlug.zurich_bellevue.unsupportedServices].sort()).toEqual([
      'apo_e4_test',
      'blood_extended',
      'brain_age',
      'lung_ct',
    ]);
    for (const slug of ['bern', 'basel_zentral', 'basel_rheinfelden']) {
      expect([...bySlug[slug].unsupportedServices].sort()).toEqual([
        'apo_e4_test',
        'blood_extended',
        'brain_age',
        'dxa',
        'lung_ct',
      ]);
    }
    for (const location of locations) {
      expect(location.isComingSoon).toBe(false);
      expect(location.roomId.length).toBeGreaterThan(0);
      const weekdays = new Set(location.openingHours.map((i) => i.weekday));
      for (const day of [1, 2, 3, 4, 5]) expect(weekdays.has(day)).toBe(true);
      for (const interval of location.openingHours) {
        expect(interval.from >= '08:00' && interval.to <= '22:00').toBe(true);
      }
    }
  });

  it('has a German and English message for every user-facing error id of SPEC 8', async () => {
    const messages = await getErrorMessages();
    const byId = Object.fromEntries(messages.map((m) => [m.errorId, m]));
    expect(byId['discount-code-invalid'].messageToUser_en).toBe('Invalid discount code');
    expect(byId['unpaid-email-does-not-match'].messageToUser_en).toBe('Email does not match');
    for (const id of [
      'partner-reservation-email-not-allowed',
      'partner-reservation-not-partner-booking',
      'partner-reservation-not-found',
      'error-stripe-payment',
      'payment-failed-or-canceled-by-user',
      'discount-code-invalid',
      'unpaid-reservation-already-confirmed',
      'unpaid-email-does-not-match',
      'unpaid-missing-reservation-id-or-email',
      'salesforce-reservation-failed',
      'reserve-timeslot-error-other',
      'error-confirming-reservation-from-app',
      'reserve-timeslot-error-already-booked',
      'error-in-wallee-lightbox-initialization',
    ]) {
      expect(byId[id]?.messageToUser_en).toBeTruthy();
      expect(byId[id]?.messageToUser_de).toBeTruthy();
      expect(byId[id].messageToUser_de).not.toBe(byId[id].messageToUser_en);
    }
  });

  it('finds discount codes case-insensitively and settings with a deposit', async () => {
    const code = await findDiscountCode('welcome10');
    expect(code).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, active: true });
    expect(await findDiscountCode('no-such-code')).toBeNull();
    const settings = await getSiteSettings();
    expect(settings.depositAmount).toBeGreaterThan(0);
    expect(settings.holdMinutes).toBe(30);
    expect((await getRedirects()).length).toBeGreaterThan(0);
  });

  it('returns the same documents through the one-round-trip catalog query', async () => {
    const catalog = await getCatalog();
    expect(catalog.packages).toEqual(await getPackages());
    expect(catalog.services).toEqual(await getServices());
    expect(catalog.locations).toEqual(await getLocations());
    expect(catalog.settings).toEqual(await getSiteSettings());
  });
});

describe('broken documents', () => {
  function datasetWith(docs: object[]): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    const file = path.join(dir, 'dataset.ndjson');
    writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n'));
    return file;
  }
  const pkg = (id: string, extra: object = {}) => ({
    _id: id,
    _type: 'checkupPackage',
    slug: { _type: 'slug', current: id },
    notionId: id,
    title_en: 'Check-up',
    title_de: 'Check-up DE',
    title_two_persons_en: 'Check-up for two',
    title_two_persons_de: 'Check-up zu zweit',
    durationMinutes: 90,
    price: 100,
    priceTwoPerson: 180,
    currency: 'CHF',
    ...extra,
  });

  it('leaves out a document that fails validation and logs it, keeping the rest', async () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      setContentSource(
        localSource(
          datasetWith([
            pkg('good'),
            pkg('no_german', { title_de: undefined }),
            pkg('negative', { price: -5 }),
          ]),
        ),
      );
      const packages = await getPackages();
      expect(packages.map((p) => p.slug)).toEqual(['good']);
      const logged = write.mock.calls
        .map((c) => String(c[0]))
        .filter((l) => l.includes('content-document-invalid'));
      expect(logged).toHaveLength(2);
      expect(logged.join('')).toContain('no_german');
    } finally {
      process.env.LOG_LEVEL = previous;
      write.mockRestore();
    }
  });

  it('ignores drafts and falls back to default settings when the singleton is missing', async () => {
    setContentSource(localSource(datasetWith([pkg('drafts.good'), pkg('published')])));
    expect((await getPackages()).map((p) => p.slug)).toEqual(['published']);
    const settings = await getSiteSettings();
    expect(settings).toMatchObject({ holdMinutes: 30, gtmId: null });
  });

  it('leaves out a redirect whose absolute target is not a URL (the proxy would throw on it)', async () => {
    const redirect = (id: string, to: string) => ({
      _id: id,
      _type: 'redirect',
      from: `/${id}`,
      to,
    });
    setContentSource(
      localSource(
        datasetWith([
          redirect('bare_scheme', 'https://'),
          redirect('bad_host', 'https://exa mple.com/x'),
          redirect('absolute', 'https://example.com/x'),
          redirect('path', '/de-ch/check-up'),
          redirect('relative', 'check-up'),
        ]),
      ),
    );
    expect((await getRedirects()).map((r) => r.from)).toEqual(['/absolute', '/path', '/relative']);
  });

  it('keeps the deposit when only the GTM id is malformed', async () => {
    setContentSource(
      localSource(
        datasetWith([
          {
            _id: 'siteSettings',
            _type: 'siteSettings',
            depositAmount: 500,
            holdMinutes: 20,
            gtmId: 'gtm-lower',
          },
        ]),
      ),
    );
    expect(await getSiteSettings()).toMatchObject({
      depositAmount: 500,
      holdMinutes: 20,
      gtmId: null,
    });
  });
});

describe('localized', () => {
  it('picks the field of the language', () => {
    const doc = { title_en: 'Hello', title_de: 'Hallo' };
    expect(localized(doc, 'title', 'de')).toBe('Hallo');
    expect(localized(doc, 'title', 'en')).toBe('Hello');
  });
});
