/**
 * A de-de booking's price lines carry the Germany-German texts it was shown (docs/manage-booking.md), so
 * its snapshot, emails, .ics and manage page read them; amounts never depend on the locale.
 */
import { getCatalog } from '@/server/content';
import { unreachableDb } from '@/test/db';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import { datasetWithDocument } from '@/test/content-seed';
import { DXA_AT_ZURICH } from './__fixtures__/catalog';
import { quote, quoteReservation } from './quote';

async function quoteFor(locale: 'de-de' | 'de-ch') {
  const catalog = await getCatalog();
  const services = catalog.services.map((s) =>
    s.slug === 'dxa' ? { ...s, title_de_DE: 'DEXA-Knochendichtemessung (Deutschland)' } : s,
  );
  return quoteReservation(
    { ...DXA_AT_ZURICH, language: 'de', locale },
    // No discount code: the database is never asked.
    { db: await unreachableDb(), catalog: { ...catalog, services }, now: new Date() },
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

describe('quote (the price panel) in Germany German', () => {
  afterEach(() => setContentSource(null));

  it('answers de_DE with the Germany-German labels, de with the Swiss ones, the same amounts', async () => {
    setContentSource(
      localSource(
        datasetWithDocument(
          'service.dxa',
          (doc) => ({ ...doc, title_de_DE: 'DEXA-Knochendichtemessung (Deutschland)' }),
          process.env.CONTENT_DATASET_PATH || defaultDatasetPath(),
        ),
      ),
    );
    const request = DXA_AT_ZURICH;
    const [dede, de] = await Promise.all([
      quote({ ...request, language: 'de_DE' }),
      quote({ ...request, language: 'de' }),
    ]);
    const label = (q: typeof de) => q.paymentData.items.find((i) => i.slug === 'dxa')?.label;
    expect(label(dede)).toBe('DEXA-Knochendichtemessung (Deutschland)');
    expect(label(de)).toBe('DEXA-Knochendichtemessung');
    expect(dede.totalCents).toBe(de.totalCents);
  });
});
