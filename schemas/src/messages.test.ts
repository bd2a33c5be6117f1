/**
 * The German Studio's own words outside the schema's titles (docs/languages.md, "German
 * Studio"): every kind of validation message comes in both interface languages, Sanity picks
 * the editor's; list previews and other words without a Sanity context follow the language the
 * Studio reported.
 */
import { schemaTypes } from './index';
import {
  english,
  languageOfLocale,
  MESSAGES,
  messageIn,
  PREVIEW_WORDS,
  say,
  setStudioLanguage,
  studioLanguage,
  type StudioMessage,
} from './i18n/messages';
import { localizedValueProblem } from './lib/localized';
import { translationWarning } from './lib/preview';
import {
  discountValueProblem,
  isoDateProblem,
  redirectToProblem,
  slugProblem,
  validityRangeProblem,
} from './lib/rules';
import { openingHoursProblem } from './lib/time';
import { uniqueString } from './lib/unique';
import { smsSegmentIssue, smsSegmentProblem } from './sms';

const german = (check: unknown) => (check as StudioMessage)['de-DE'];

/** What Sanity's validation does with a localized message (localizeMessage in sanity). */
const shown = (check: unknown, locale: string) => {
  const message = check as Record<string, string>;
  return message[locale] ?? message[locale.split('-')[0]] ?? message['en-US'];
};

afterEach(() => setStudioLanguage(undefined));

describe('validation messages in the Studio’s language', () => {
  it('opening hours: the overlap names the weekday and both intervals in German', () => {
    const overlap = openingHoursProblem([
      { weekday: 1, from: '08:00', to: '18:00' },
      { weekday: 1, from: '12:00', to: '20:00' },
    ]);
    expect(overlap).toEqual({
      'en-US': 'Mon: 08:00-18:00 overlaps 12:00-20:00',
      'de-DE': 'Mo: 08:00-18:00 überschneidet sich mit 12:00-20:00',
    });
    expect(shown(overlap, 'de-DE')).toBe('Mo: 08:00-18:00 überschneidet sich mit 12:00-20:00');
    expect(german(openingHoursProblem([{ weekday: 2, from: '18:00', to: '09:00' }]))).toBe(
      'Die Öffnungszeit 18:00 muss vor der Schliesszeit 09:00 liegen',
    );
    expect(german(openingHoursProblem([{ weekday: 9, from: '08:00', to: '09:00' }]))).toMatch(
      /^Der Wochentag muss 1 \(Montag\) bis 7 \(Sonntag\) sein$/,
    );
  });

  it('slugs, dates, redirects, amounts', () => {
    expect(german(slugProblem(undefined))).toBe('Ein Slug ist erforderlich');
    expect(german(slugProblem({ current: 'Whole-Body' }))).toMatch(/^Kleinbuchstaben, Ziffern/);
    expect(german(isoDateProblem('25.12.2026'))).toBe('Das Datum muss so aussehen: 2026-12-25');
    expect(german(isoDateProblem('2026-02-30'))).toBe('2026-02-30 ist kein gültiges Datum');
    expect(german(validityRangeProblem('2026-02-01', '2026-01-01'))).toBe(
      '«Gültig bis» muss nach «Gültig ab» liegen',
    );
    expect(german(redirectToProblem('http://example.ch'))).toBe(
      'Absolute Ziele müssen https:// verwenden',
    );
    expect(german(discountValueProblem('percent', 120))).toBe(
      'Ein Prozentsatz muss zwischen 0 und 100 liegen',
    );
  });

  it('a duplicate value, checked against the dataset', async () => {
    const context = {
      document: { _id: 'drafts.a', _type: 'discountCode' },
      getClient: () => ({ fetch: async () => 1 }),
    } as never;
    expect(await uniqueString('code')('SPRING', context)).toEqual({
      'en-US': '"SPRING" is already used by another document',
      'de-DE': '«SPRING» wird bereits von einem anderen Dokument verwendet',
    });
  });

  it('a missing half of a text pair names the field', () => {
    expect(german(localizedValueProblem('', 'Check-up', 'pair', 'de', 'Title'))).toBe(
      'Title: Deutscher Text fehlt (Übersetzung)',
    );
  });

  it('an SMS text too long for one SMS, in German for the Studio and English for the site’s log', () => {
    const long = 'x'.repeat(200);
    expect(german(smsSegmentIssue(long))).toMatch(/^Länger als eine SMS: \d+ von 160 Zeichen/);
    expect(smsSegmentProblem(long)).toMatch(/^Longer than one SMS/);
  });

  it('every message has German of its own', () => {
    const args: Record<string, unknown[]> = {
      alreadyUsed: ['X'],
      notARealDate: ['2026-02-30'],
      alreadyIncluded: ['service.dxa'],
      glnCheckDigit: [2],
      openBeforeClose: ['18:00', '09:00'],
      openingWindow: ['08:00', '22:00'],
      overlap: [1, '08:00-18:00', '12:00-20:00'],
      glossary: ['term', 'Inbegriffen', 'Enthalten'],
      siteTextMissing: ['de'],
      emailTextMissing: ['en'],
      textsLackTranslation: [2],
      unknownPlaceholder: [['nme'], ['name']],
      missingPlaceholder: [['reference']],
      smsAlphabet: ['“é”', 70, 80],
      smsLength: [170, 160],
      inLanguage: ['de', MESSAGES.slugRequired],
    };
    for (const [name, message] of Object.entries(MESSAGES)) {
      const sample: StudioMessage =
        typeof message === 'function'
          ? (message as (...a: unknown[]) => StudioMessage)(...(args[name] ?? []))
          : message;
      expect({ name, empty: sample['de-DE'].trim() === '' }).toEqual({ name, empty: false });
      expect({ name, same: sample['de-DE'] === sample['en-US'] }).toEqual({ name, same: false });
    }
  });
});

describe('words outside Sanity’s validation: the language the Studio reported', () => {
  it('previews follow the interface language', () => {
    const doc = { title_en: 'Body scan', title_de: '' };
    expect(translationWarning(doc, ['title'])).toBe('DE missing');
    setStudioLanguage('de');
    expect(studioLanguage()).toBe('de');
    expect(translationWarning(doc, ['title'])).toBe('DE fehlt');
    expect(say(PREVIEW_WORDS.rooms(3))).toBe('3 Räume');
    expect(say(PREVIEW_WORDS.notBookable)).toBe('nicht buchbar');
  });

  it('list subtitles of the schema’s types: a location, a service that cannot be booked', () => {
    setStudioLanguage('de');
    const prepare = (name: string, doc: Record<string, unknown>) =>
      (
        schemaTypes.find((t) => t.name === name) as unknown as {
          preview: { prepare: (d: Record<string, unknown>) => { subtitle?: string } };
        }
      ).preview.prepare(doc);
    expect(
      prepare('location', { title_en: 'Zurich', country: 'ch', rooms: [{}, {}, {}] }).subtitle,
    ).toBe('CH · 3 Räume · DE fehlt');
    expect(prepare('service', { title_en: 'DEXA', cannotBeBooked: true }).subtitle).toBe(
      'nicht buchbar · DE fehlt',
    );
  });

  it('falls back to the locale the editor stored before the Studio reports one', () => {
    const store = new Map([['sanity-locale:placeholder:default', 'de-DE']]);
    const storage = {
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      getItem: (key: string) => store.get(key) ?? null,
    };
    Object.assign(globalThis, { localStorage: storage });
    try {
      expect(studioLanguage()).toBe('de');
      setStudioLanguage('en');
      expect(studioLanguage()).toBe('en');
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
    expect(languageOfLocale('de-CH')).toBe('de');
    expect(languageOfLocale('en-US')).toBe('en');
    expect(messageIn(MESSAGES.slugRequired, 'en')).toBe(english(MESSAGES.slugRequired));
  });
});
