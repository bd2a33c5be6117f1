import { FRESH_AFTER_PUBLISH_MS, mustReadFresh, readFreshFor } from './source';

describe('CDN bypass after a publish', () => {
  it('reads fresh when asked, and for a while after a publish webhook', () => {
    const t0 = 2_000_000_000_000;
    expect(mustReadFresh({}, t0)).toBe(false);
    expect(mustReadFresh({ fresh: true }, t0)).toBe(true);
    readFreshFor(FRESH_AFTER_PUBLISH_MS, t0);
    expect(mustReadFresh({}, t0 + FRESH_AFTER_PUBLISH_MS - 1)).toBe(true);
    expect(mustReadFresh({}, t0 + FRESH_AFTER_PUBLISH_MS)).toBe(false);
    // A shorter window never cuts an open one short.
    readFreshFor(10, t0);
    expect(mustReadFresh({}, t0 + 1000)).toBe(true);
  });
});
