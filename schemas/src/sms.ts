/**
 * One SMS segment (docs/sms.md "One segment"): a text in the GSM 7-bit alphabet fits 160
 * characters (a character of its extension table counts twice), any other character makes the
 * whole message UCS-2, which fits 70 UTF-16 units. Longer messages are split and billed per
 * part, and some phones show the parts apart. Studio refuses an SMS text that does not fit once
 * its placeholders are filled with the longest plausible values; the site checks the same
 * before it uses a Studio text. Imports nothing of Sanity, so the site reads it without loading it.
 */
import { english, MESSAGES, type StudioMessage } from './i18n/messages';

/** GSM 03.38 basic character set (the escape 0x1B excluded). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: each takes two septets (escape + character). */
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

/** Characters of `text` outside the GSM 7-bit alphabet (each once, in order). */
export function nonGsmCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => !BASIC.has(c) && !EXTENSION.has(c)))];
}

export function smsEncoding(text: string): SmsEncoding {
  return nonGsmCharacters(text).length === 0 ? 'gsm7' : 'ucs2';
}

/** Length as the network counts it: septets for GSM-7, UTF-16 units for UCS-2. */
export function smsLength(text: string): number {
  if (smsEncoding(text) === 'ucs2') return text.length;
  let n = 0;
  for (const c of text) n += EXTENSION.has(c) ? 2 : 1;
  return n;
}

/** What one segment holds, and one part of a longer (concatenated) message. */
export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

/** How many parts the text is sent in (0 for an empty text). */
export function smsSegments(text: string): number {
  const length = smsLength(text);
  if (length === 0) return 0;
  const limits = SMS_LIMITS[smsEncoding(text)];
  return length <= limits.single ? 1 : Math.ceil(length / limits.part);
}

/**
 * The longest values the placeholders of an SMS plausibly take: a long first name, a
 * reference, the longest short date (Wed 30 Sep, 10:45), a long clinic and location name, and
 * a short link on a long site address (SITE_URL + /s/ + 12 characters).
 */
export const SMS_LONGEST_VALUES: Record<string, string> = {
  name: 'Maximilian-Alexander',
  reference: 'ZUR-7K3M-Q9',
  date: 'Wed 30 Sep, 10:45',
  clinic: 'Check-up Clinic Zurich 12',
  location: 'Basel Rheinfelden Centre',
  link: 'https://booking.checkup-clinic.ch/s/AbCdEfGhJkMn',
};

const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The text with every placeholder filled with its longest plausible value. */
export function withLongestValues(text: string): string {
  return text.replace(PLACEHOLDER, (match, name: string) => SMS_LONGEST_VALUES[name] ?? match);
}

/**
 * Why the SMS text does not fit one segment with the longest values, in the Studio's interface
 * languages (../i18n/messages.ts), or null when it does.
 */
export function smsSegmentIssue(text: string): StudioMessage | null {
  const filled = withLongestValues(text);
  if (smsSegments(filled) <= 1) return null;
  const encoding = smsEncoding(filled);
  const limit = SMS_LIMITS[encoding].single;
  const length = smsLength(filled);
  if (encoding === 'ucs2') {
    const odd = nonGsmCharacters(filled)
      .map((c) => `“${c}”`)
      .join(' ');
    return MESSAGES.smsAlphabet(odd, limit, length);
  }
  return MESSAGES.smsLength(length, limit);
}

/** The same in English (the site's logs). */
export function smsSegmentProblem(text: string): string | null {
  const issue = smsSegmentIssue(text);
  return issue ? english(issue) : null;
}
