import { EMAIL_TEXTS, isSmsText } from './emailTexts';
import {
  nonGsmCharacters,
  smsEncoding,
  smsLength,
  smsSegmentProblem,
  smsSegments,
  withLongestValues,
} from './sms';

describe('one SMS segment (docs/sms.md)', () => {
  it('counts GSM-7 characters, the extension table twice, and anything else as UCS-2', () => {
    expect(smsEncoding('Grüsse aus Zürich, ß und é')).toBe('gsm7');
    expect(smsLength('a€b')).toBe(4); // € is in the extension table
    expect(smsEncoding('It’s here')).toBe('ucs2');
    expect(nonGsmCharacters('It’s “here”')).toEqual(['’', '“', '”']);
    expect(smsSegments('x'.repeat(160))).toBe(1);
    expect(smsSegments('x'.repeat(161))).toBe(2);
    expect(smsSegments('’'.repeat(70))).toBe(1);
    expect(smsSegments('’'.repeat(71))).toBe(2);
    expect(smsSegments('{'.repeat(80))).toBe(1);
    expect(smsSegments('{'.repeat(81))).toBe(2);
  });

  it('every built-in SMS text fits one segment with the longest values filled in', () => {
    const sms = EMAIL_TEXTS.filter((g) => g.sms);
    expect(sms.map((g) => g.email)).toContain('smsReminder');
    for (const group of sms)
      for (const entry of group.entries)
        for (const text of [entry.en, entry.de, entry.de_DE].filter(Boolean) as string[]) {
          expect([text, smsSegmentProblem(text)]).toEqual([text, null]);
          expect(smsSegments(withLongestValues(text))).toBe(1);
          expect(withLongestValues(text)).not.toMatch(/\{\{/);
        }
  });

  it('names what is too long and why', () => {
    const long = `Reminder {{date}} {{location}} {{link}} ${'x'.repeat(80)}`;
    expect(smsSegmentProblem(long)).toMatch(/Longer than one SMS: \d+ of 160 characters/);
    const curly = 'Your check-up’s on {{date}} at {{location}}: {{link}}';
    expect(smsSegmentProblem(curly)).toMatch(/“’” is outside the SMS alphabet.*70 characters/);
    expect(smsSegmentProblem("Your check-up's on {{date}} at {{location}}: {{link}}")).toBeNull();
  });

  it('knows which email texts are SMS texts', () => {
    expect(isSmsText('smsReminder')).toBe(true);
    expect(isSmsText('reminder')).toBe(false);
  });
});
