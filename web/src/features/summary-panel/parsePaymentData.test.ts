import { parsePaymentDataResponse } from './paymentData';

const data = {
  currency: 'CHF',
  items: [
    { kind: 'package', slug: 'whole_body_scan_with_blood_test', label: 'Check-up', amount: 2490 },
    { kind: 'service', slug: 'dxa', label: 'DXA', amount: 290 },
  ],
  total: 2780,
};
const answer = {
  paymentData: data,
  paymentDataDiscounted: { ...data, total: 2580 },
  discounts: [{ kind: 'code', label: 'SPRING', amount: -200 }],
};

describe('parsePaymentDataResponse', () => {
  it('accepts the answer of the payment data call and drops unknown keys', () => {
    expect(parsePaymentDataResponse(answer)).toEqual(answer);
    const extra = { ...answer, debug: true, paymentData: { ...data, internal: 'x' } };
    const parsed = parsePaymentDataResponse(extra);
    expect(parsed).toEqual(answer);
    expect(parsed).not.toHaveProperty('debug');
    expect(parsed!.paymentData).not.toHaveProperty('internal');
  });

  it.each<[string, unknown]>([
    ['no discounts', { ...answer, discounts: undefined }],
    ['a total as text', { ...answer, paymentData: { ...data, total: '2780' } }],
    [
      'an item without slug',
      { ...answer, paymentData: { ...data, items: [{ kind: 'package', label: 'X', amount: 1 }] } },
    ],
    ['items not a list', { ...answer, paymentDataDiscounted: { ...data, items: {} } }],
    [
      'a discount amount as null',
      { ...answer, discounts: [{ kind: 'code', label: 'X', amount: null }] },
    ],
    ['an error body', { error: 'unknown-checkup' }],
    ['null', null],
    ['a list', [answer]],
  ])('rejects %s', (_, value) => {
    expect(parsePaymentDataResponse(value)).toBeNull();
  });
});
