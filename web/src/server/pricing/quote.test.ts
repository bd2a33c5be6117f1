/**
 * A de-de booking's price lines carry the Germany-German texts it was shown (issue 32.12), so
 * its snapshot, emails, .ics and manage page read them; amounts never depend on the locale.
 */
import { getCatalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { quoteReservation } from './quote';

async function quoteFor(locale: 'de-de' | 'de-ch') {
  const catalog = await getCatalog();
  const services = catalog.services.map((s) =>
    s.slug === 'dxa' ? { ...s, title_de_DE: 'DEXA-Knochendichtemessung (Deutschland)' } : s,
  );
  return quoteReservation(
    {
      checkupSlug: 'whole_body_scan_with_blood_test',
      services: ['dxa'],
      locationSlug: 'zurich_bellevue',
      discountCode: null,
      isPartnerBooking: false,
      isPartnerCurrentlyBooking: false,
      language: 'de',
      locale,
    },
    // No discount code: the database is never asked.
    { db: null as unknown as Db, catalog: { ...catalog, services }, now: new Date() },
  );
}

describe('quoteReservation in Germany German', () => {
  it('labels a de-de quote with the Germany-German title, a de-ch one with the Swiss one', async () => {
    const [dede, dech] = await Promise.all([quoteFor('de-de'), quoteFor('de-ch')]);
    const label = (q: typeof dede) =>
      q.quotes.de.paymentData.items.find((i) => i.slug === 'dxa')?.label;
    expect(label(dede)).toBe('DEXA-Knochendichtemessung (Deutschland)');
    expect(label(dech)).toBe('DEXA-Knochendichtemessung');
    expect(dede.quotes.en.paymentData.items).toEqual(dech.quotes.en.paymentData.items);
    expect(dede.totalCents).toBe(dech.totalCents);
  });
});
