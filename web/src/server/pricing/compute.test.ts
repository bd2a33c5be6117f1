import { amountDue, computePrice, PricingError, type PricingInput } from './compute';
import { catalog, code } from './__fixtures__/catalog';

const NOW = new Date('2026-06-15T10:00:00Z');
const PLAIN = 'whole_body_scan_with_blood_test';
const PLUS = 'whole_body_scan';

function input(overrides: Partial<PricingInput>): PricingInput {
  return {
    catalog,
    checkupSlug: PLAIN,
    services: [],
    locationSlug: null,
    discountCode: null,
    discountCodeRedemptions: 0,
    isPartnerBooking: false,
    isPartnerCurrentlyBooking: false,
    language: 'en',
    now: NOW,
    ...overrides,
  };
}

describe('computePrice: totals (SPEC 3 and 9)', () => {
  it.each<[string, Partial<PricingInput>, number, number]>([
    // name, input, total before discounts, total after discounts
    ['check-up alone', {}, 2490, 2490],
    ['check-up plus alone', { checkupSlug: PLUS }, 2990, 2990],
    ['check-up for two', { isPartnerBooking: true }, 4480, 4480],
    ['check-up plus for two', { checkupSlug: PLUS, isPartnerBooking: true }, 5480, 5480],
    ['+ private post-scan call', { services: ['private_post_scan_call'] }, 2540, 2540],
    ['+ medical report', { services: ['medical_report'] }, 2510, 2510],
    ['+ aeon app', { services: ['aeon_app'] }, 2495, 2495],
    ['+ dxa', { services: ['dxa'] }, 2740, 2740],
    ['+ extended blood test', { services: ['blood_extended'] }, 2990, 2990],
    ['+ brain age', { services: ['brain_age'] }, 2680, 2680],
    ['+ lung ct', { services: ['lung_ct'] }, 2580, 2580],
    ['plus + lung ct', { checkupSlug: PLUS, services: ['lung_ct'] }, 3080, 3080],
    ['duplicate service counted once', { services: ['aeon_app', 'aeon_app'] }, 2495, 2495],
    ['example: dxa at zurich', { services: ['dxa'], locationSlug: 'zurich_bellevue' }, 2740, 2740],
    ['location discount at basel_rheinfelden', { locationSlug: 'basel_rheinfelden' }, 2490, 2240],
    [
      'location discount, two persons',
      { locationSlug: 'basel_rheinfelden', isPartnerBooking: true },
      4480,
      4230,
    ],
    ['no discount at bern', { locationSlug: 'bern' }, 2490, 2490],
    ['percent code 10 %', { discountCode: code() }, 2490, 2241],
    ['fixed code 100', { discountCode: code({ kind: 'fixed', value: 100 }) }, 2490, 2390],
    [
      'location discount then percent code',
      { locationSlug: 'basel_rheinfelden', discountCode: code({ value: 50 }) },
      2490,
      1120,
    ],
    ['100 % code', { discountCode: code({ value: 100 }) }, 2490, 0],
    [
      'fixed code larger than total',
      { discountCode: code({ kind: 'fixed', value: 9999 }) },
      2490,
      0,
    ],
    ['partner prepaid, no add-ons', { isPartnerCurrentlyBooking: true }, 0, 0],
    [
      'partner prepaid with add-ons',
      { isPartnerCurrentlyBooking: true, services: ['dxa', 'aeon_app'] },
      255,
      255,
    ],
    [
      'partner prepaid: no location discount on the prepaid check-up',
      {
        isPartnerCurrentlyBooking: true,
        services: ['blood_extended'],
        locationSlug: 'basel_rheinfelden',
      },
      500,
      500,
    ],
    [
      'code for the package',
      { discountCode: code({ packages: [PLAIN], kind: 'fixed', value: 90 }) },
      2490,
      2400,
    ],
    [
      'code valid today (date bounds)',
      { discountCode: code({ validFrom: '2026-06-15', validUntil: '2026-06-15' }) },
      2490,
      2241,
    ],
    [
      'code below its redemption limit',
      { discountCode: code({ maxRedemptions: 3 }), discountCodeRedemptions: 2 },
      2490,
      2241,
    ],
  ])('%s', (_name, overrides, total, discounted) => {
    const quote = computePrice(input(overrides));
    expect(quote.paymentData.total).toBe(total);
    expect(quote.paymentDataDiscounted.total).toBe(discounted);
    expect(quote.totalCents).toBe(Math.round(discounted * 100));
    const discountSum = quote.discounts.reduce((s, d) => s + d.amount, 0);
    expect(total - discountSum).toBeCloseTo(discounted, 2);
  });

  it('keeps cents for percentages of odd totals', () => {
    const quote = computePrice(
      input({ services: ['aeon_app'], discountCode: code({ value: 15 }) }),
    );
    // 2495 * 0.85 = 2120.75
    expect(quote.paymentDataDiscounted.total).toBe(2120.75);
    expect(quote.totalCents).toBe(212075);
  });
});

describe('computePrice: invalid discount codes', () => {
  it.each<[string, Partial<PricingInput>, string]>([
    ['inactive', { discountCode: code({ active: false }) }, 'discount-code-inactive'],
    [
      'expired (date)',
      { discountCode: code({ validUntil: '2026-06-14' }) },
      'discount-code-expired',
    ],
    [
      'expired (timestamp)',
      { discountCode: code({ validUntil: '2026-06-15T09:59:59Z' }) },
      'discount-code-expired',
    ],
    [
      'not yet valid',
      { discountCode: code({ validFrom: '2026-06-16' }) },
      'discount-code-not-yet-valid',
    ],
    [
      'other package only',
      { discountCode: code({ packages: [PLUS] }) },
      'discount-code-not-applicable',
    ],
    [
      'exhausted',
      { discountCode: code({ maxRedemptions: 2 }), discountCodeRedemptions: 2 },
      'discount-code-exhausted',
    ],
  ])('%s', (_name, overrides, reason) => {
    let thrown: unknown;
    try {
      computePrice(input(overrides));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(PricingError);
    expect((thrown as PricingError).reason).toBe(reason);
    // the visitor hears why (unknown, expired, another check-up), else "invalid".
    const expected: Record<string, string> = {
      'discount-code-expired': 'discount-code-expired',
      'discount-code-not-applicable': 'discount-code-other-checkup',
    };
    expect((thrown as PricingError).errorId).toBe(expected[reason] ?? 'discount-code-invalid');
  });
});

describe('computePrice: invalid selections', () => {
  it.each<[string, Partial<PricingInput>, string]>([
    ['unknown check-up', { checkupSlug: 'nope' }, 'unknown-checkup'],
    ['unknown location', { locationSlug: 'paris' }, 'unknown-location'],
    ['unknown service', { services: ['massage'] }, 'unknown-service'],
    ['service that cannot be booked', { services: ['apo_e4_test'] }, 'service-not-bookable'],
    [
      'service included in the package',
      { checkupSlug: PLUS, services: ['dxa'] },
      'service-not-available',
    ],
    [
      'service not offered at the location',
      { services: ['dxa'], locationSlug: 'bern' },
      'service-not-available',
    ],
    [
      'service not offered at zurich',
      { services: ['lung_ct'], locationSlug: 'zurich_bellevue' },
      'service-not-available',
    ],
  ])('%s', (_name, overrides, reason) => {
    expect(() => computePrice(input(overrides))).toThrow(reason);
  });

  it('rejects services that cannot be booked together', () => {
    const services = catalog.services.map((s) =>
      s.slug === 'lung_ct' ? { ...s, cannotBeBookedTogether: ['brain_age'] } : s,
    );
    expect(() =>
      computePrice(
        input({ catalog: { ...catalog, services }, services: ['brain_age', 'lung_ct'] }),
      ),
    ).toThrow('services-conflict');
  });
});

describe('computePrice: labels', () => {
  it('localizes items and discounts in English', () => {
    const quote = computePrice(
      input({
        services: ['dxa'],
        isPartnerBooking: true,
        locationSlug: 'zurich_bellevue',
        discountCode: code(),
      }),
    );
    expect(quote.paymentData.items).toEqual([
      { kind: 'package', slug: PLAIN, label: 'Full-body Check-up for two', amount: 4480 },
      { kind: 'service', slug: 'dxa', label: 'DEXA bone scan', amount: 250 },
    ]);
    expect(quote.discounts).toEqual([{ kind: 'code', label: 'Spring offer', amount: 473 }]);
  });

  it('localizes items and discounts in German', () => {
    const quote = computePrice(
      input({ language: 'de', locationSlug: 'basel_rheinfelden', discountCode: code() }),
    );
    expect(quote.paymentData.items[0].label).toBe('Ganzkörper Check-up');
    expect(quote.discounts).toEqual([
      { kind: 'location', label: 'Standortrabatt', amount: 250 },
      { kind: 'code', label: 'Frühlingsangebot', amount: 224 },
    ]);
  });

  it('marks the partner check-up as prepaid', () => {
    const quote = computePrice(input({ language: 'de', isPartnerCurrentlyBooking: true }));
    expect(quote.paymentData.items[0]).toMatchObject({
      label: 'Ganzkörper Check-up (in der Partnerbuchung)',
      amount: 0,
    });
  });
});

describe('amountDue', () => {
  it.each<[string, number, 'deposit' | 'full', number, number, number]>([
    ['deposit', 249000, 'deposit', 300, 30000, 219000],
    ['full', 249000, 'full', 300, 249000, 0],
    ['deposit capped at the total', 25500, 'deposit', 300, 25500, 0],
    ['nothing due', 0, 'deposit', 300, 0, 0],
    ['nothing due, full', 0, 'full', 300, 0, 0],
  ])('%s', (_name, total, option, deposit, dueNow, balance) => {
    expect(amountDue(total, option, { depositAmount: deposit })).toEqual({
      option,
      dueNowCents: dueNow,
      balanceCents: balance,
    });
  });
});
