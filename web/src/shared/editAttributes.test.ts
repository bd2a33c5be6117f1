/** Which price field a summary line item shows (the summary panel's click target in draft mode). */
import { lineItemPriceKey, priceKey } from './editAttributes';

describe('lineItemPriceKey', () => {
  it("points a line item at its price, a booking for two at the package's two-person price", () => {
    const pkg = { kind: 'package', slug: 'basic' };
    expect(lineItemPriceKey(pkg, false)).toBe(priceKey('package', 'basic'));
    expect(lineItemPriceKey(pkg, true)).toBe(priceKey('package', 'basic', 'priceTwoPerson'));
    expect(lineItemPriceKey({ kind: 'service', slug: 'dxa' }, true)).toBe(
      priceKey('service', 'dxa'),
    );
    expect(lineItemPriceKey({ kind: 'code', slug: 'x' }, false)).toBeNull();
  });
});
