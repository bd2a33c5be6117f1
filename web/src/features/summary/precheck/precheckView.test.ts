/**
 * The pre-check as the summary page carries it (docs/screening.md "Pre-check"): the seed's
 * questions in each language, and the browser's filter asking exactly what the server checks.
 */
import {
  getCatalog,
  getScreening,
  precheckQuestions,
  ScreeningUnavailableError,
} from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { loadPrecheckView } from './precheckView.server';
import { applicablePrecheck, precheckAnswersOf, precheckStops } from './precheckView';

beforeEach(() => setContentSource(localSource()));
afterEach(() => setContentSource(null));

describe('loadPrecheckView', () => {
  it('carries the pre-check questions in the page language, texts from the questionnaire', async () => {
    const en = await loadPrecheckView('en-ch');
    const de = await loadPrecheckView('de-ch');
    const screening = await getScreening();
    const expected = screening.sections.flatMap((s) => s.questions.filter((q) => q.precheck));
    expect(en.map((q) => q.key)).toEqual(expected.map((q) => q.key));
    expect(en.map((q) => q.text)).toEqual(expected.map((q) => q.text_en));
    expect(de.map((q) => q.text)).toEqual(expected.map((q) => q.text_de));
    expect(de[0].help).toBe(expected[0].help_de);
    // de-de: the Germany-German text where the questionnaire has one, else the Swiss German.
    const deDe = await loadPrecheckView('de-de');
    expect(deDe.map((q) => q.text)).toEqual(expected.map((q) => q.text_de_DE ?? q.text_de));
  });

  it('asks in the browser exactly the questions the server checks, for every check-up and add-on', async () => {
    const [view, screening, catalog] = await Promise.all([
      loadPrecheckView('en-ch'),
      getScreening(),
      getCatalog(),
    ]);
    const bookings = catalog.packages.flatMap((p) => [
      { checkupSlug: p.slug, services: [] },
      ...catalog.services.map((s) => ({ checkupSlug: p.slug, services: [s.slug] })),
    ]);
    expect(bookings.length).toBeGreaterThan(2);
    for (const booking of bookings)
      expect(applicablePrecheck(view, booking).map((q) => q.key)).toEqual(
        precheckQuestions(screening, booking).map((q) => q.key),
      );
  });

  it('is empty when the questionnaire cannot be read: the page is built, nothing blocks', async () => {
    const missing = async () => {
      throw new ScreeningUnavailableError('invalid');
    };
    expect(await loadPrecheckView('de-ch', missing)).toEqual([]);
    const other = async () => {
      throw new Error('network');
    };
    await expect(loadPrecheckView('de-ch', other)).rejects.toThrow('network');
  });
});

describe('the answers', () => {
  const q = (key: string, appliesTo: string[] = []) => ({ key, text: key, help: null, appliesTo });
  const questions = [q('pacemaker'), q('dexa', ['dxa'])];

  it('filters by check-up and add-on like the server', () => {
    const booking = { checkupSlug: 'basic', services: [] };
    expect(applicablePrecheck(questions, booking).map((x) => x.key)).toEqual(['pacemaker']);
    expect(
      applicablePrecheck(questions, { ...booking, services: ['dxa'] }).map((x) => x.key),
    ).toEqual(['pacemaker', 'dexa']);
    expect(applicablePrecheck(undefined, booking)).toEqual([]);
  });

  it('sends yes and no of the asked questions only, and stops on a yes', () => {
    const asked = [questions[0]];
    expect(precheckAnswersOf(asked, { pacemaker: 'no', dexa: 'yes' })).toEqual({ pacemaker: 'no' });
    expect(precheckAnswersOf(asked, { pacemaker: '' })).toBeUndefined();
    expect(precheckStops(asked, { pacemaker: 'yes' })).toBe(true);
    expect(precheckStops(asked, { pacemaker: 'no', dexa: 'yes' })).toBe(false);
  });
});
