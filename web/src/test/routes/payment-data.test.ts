import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import route from '@/pages/api/payment/payment-data';

setupTestDb();
let api: TestApi;
beforeAll(async () => {
  api = await startApi(route, '/api/payment/payment-data');
});
afterAll(() => api.close());

type Body = {
  paymentData: { total: number; items: { slug: string; label: string; amount: number }[] };
  paymentDataDiscounted: { total: number };
  discounts: { kind: string; label: string; amount: number }[];
};

describe('GET /api/payment/payment-data (seed content)', () => {
  it('prices the SPEC example: check-up with dxa at zurich_bellevue = 2740', async () => {
    const res = await api.get<Body>({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      services: 'dxa',
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.paymentData.total).toBe(2740);
    expect(res.body.paymentDataDiscounted.total).toBe(2740);
    expect(res.body.discounts).toEqual([]);
    expect(res.body.paymentData.items.map((i) => [i.slug, i.amount])).toEqual([
      ['whole_body_scan_with_blood_test', 2490],
      ['dxa', 250],
    ]);
  });

  it.each([
    [{ checkupSlug: 'whole_body_scan' }, 2990, 2990],
    [{ checkupSlug: 'whole_body_scan', isPartnerBooking: 'true' }, 5480, 5480],
    [{ checkupSlug: 'whole_body_scan_with_blood_test', isPartnerBooking: 'true' }, 4480, 4480],
    [
      { checkupSlug: 'whole_body_scan_with_blood_test', locationSlug: 'basel_rheinfelden' },
      2490,
      2240,
    ],
    [{ checkupSlug: 'whole_body_scan_with_blood_test', discountCode: 'welcome10' }, 2490, 2241],
    [{ checkupSlug: 'whole_body_scan', discountCode: 'CHECKUP200' }, 2990, 2790],
    [{ checkupSlug: 'whole_body_scan_with_blood_test', isPartnerCurrentlyBooking: 'true' }, 0, 0],
  ])('%o -> %d / %d', async (query, total, discounted) => {
    const res = await api.get<Body>(query);
    expect(res.status).toBe(200);
    expect(res.body.paymentData.total).toBe(total);
    expect(res.body.paymentDataDiscounted.total).toBe(discounted);
  });

  it('labels discounts in the requested language', async () => {
    const res = await api.get<Body>({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'basel_rheinfelden',
      discountCode: 'WELCOME10',
      language: 'de',
    });
    expect(res.body.discounts).toEqual([
      { kind: 'location', label: 'Standortrabatt', amount: 250 },
      { kind: 'code', label: 'Willkommensrabatt 10 %', amount: 224 },
    ]);
  });

  it.each([
    [
      'unknown code',
      { checkupSlug: 'whole_body_scan', discountCode: 'NOPE' },
      'discount-code-unknown',
    ],
    [
      'expired code',
      { checkupSlug: 'whole_body_scan', discountCode: 'SUMMER2025' },
      'discount-code-expired',
    ],
    [
      'code for another package',
      { checkupSlug: 'whole_body_scan_with_blood_test', discountCode: 'CHECKUP200' },
      'discount-code-other-checkup',
    ],
  ])('answers 400 with why the code is refused (docs/spec.md): %s', async (_name, query, id) => {
    expect(await api.get(query)).toMatchObject({ status: 400, body: { error: id } });
  });

  it.each([
    ['no check-up', {}],
    ['unknown check-up', { checkupSlug: 'nope' }],
    ['bad language', { checkupSlug: 'whole_body_scan', language: 'fr' }],
    ['unknown service', { checkupSlug: 'whole_body_scan', services: 'massage' }],
    [
      'service unsupported at the location',
      { checkupSlug: 'whole_body_scan_with_blood_test', services: 'dxa', locationSlug: 'bern' },
    ],
    ['bad flag', { checkupSlug: 'whole_body_scan', isPartnerBooking: 'yes' }],
  ])('answers 400 invalid-request for %s', async (_name, query) => {
    expect(await api.get(query)).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('limits discount code checks per client (no code guessing), not plain price lookups', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const query = { checkupSlug: 'whole_body_scan', discountCode: 'GUESS' };
    for (let i = 0; i < 30; i++) expect((await api.get(query, headers)).status).toBe(400);
    expect(await api.get(query, headers)).toMatchObject({
      status: 429,
      body: { error: 'rate-limited' },
    });
    expect((await api.get({ checkupSlug: 'whole_body_scan' }, headers)).status).toBe(200);
  });

  it('answers 405 to POST', async () => {
    expect(await api.post({})).toMatchObject({
      status: 405,
      body: { error: 'method-not-allowed' },
    });
  });
});
