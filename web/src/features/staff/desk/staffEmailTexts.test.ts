/**
 * The staff's messages and the names of the files a patient receives come from Studio like the
 * desk's pages (docs/languages.md "The desk's words", deskTexts.test.ts): every Email-text entry
 * of a copy of the seed is replaced by a canary (its email, key and language, with the
 * placeholders the entry must keep), and the sign-in emails, the staff channel's messages, the
 * attachment names and a deadline's time of day are rendered from it: once the data (links,
 * references, slugs, times, amounts, a file's extension) is taken out, no word is left that is
 * not a canary.
 */
import { catalogueEntry } from 'schemas/src/emailTexts';
import { datasetWithCanaryEntries } from './__fixtures__/canarySeed';
import { localSource, setContentSource } from '@/server/content/source';
import { loadEmailTexts, type EmailTexts } from '@/server/notify/emailTexts';
import { STAFF_EVENTS, staffText, type StaffMessage } from '@/server/notify/staff';
import { deadlineInstant } from '@/server/notify/dates';
import { bookingConfirmationEmail, type BookingEmailData } from '@/server/notify/emails';
import { receiptFilename } from '@/server/receipts';
import { screeningFilename } from '@/server/screening';
import { staffLinkEmail } from '@/server/staff/auth/mail';
import { STAFF_ROLES } from '@/shared/staff-roles';
import type { TextVariant } from '@/i18n/germanyGerman';

const CANARY = /⟦[A-Za-z]+\.[A-Za-z]+\.(en|de|de_DE)⟧/g;
const canary = (email: string, key: string, column: string) => `⟦${email}.${key}.${column}⟧`;

/** The canary, with what Studio requires kept: the placeholders and a file name's extension. */
function canaryText(email: string, key: string, column: string): string {
  const rules = catalogueEntry(email, key);
  const required = (rules?.required ?? []).map((name) => ` {{${name}}}`).join('');
  const extension = rules?.fileName ? (rules.en.match(/\.[a-z]+$/)?.[0] ?? '') : '';
  return `${canary(email, key, column)}${required}${extension}`;
}

async function canaryTexts(): Promise<EmailTexts> {
  setContentSource(localSource(datasetWithCanaryEntries('emailText', 'email', canaryText)));
  return loadEmailTexts();
}

afterEach(() => setContentSource(null));

const URL = 'https://clinic.example/de-ch/staff/enrol?token=abc';
const START = new Date('2026-07-01T06:30:00.000Z');

/** What is left of `text` once canaries and data are out: each a word that came from code. */
function unmarkedWords(text: string, data: readonly string[] = []): string[] {
  let rest = text.replace(CANARY, ' ');
  for (const value of [...data].sort((a, b) => b.length - a.length))
    rest = rest.split(value).join(' ');
  rest = rest
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, ' ')
    .replace(/CHF [\d’'.]+/g, ' ')
    .replace(/\.(pdf|ics)\b/g, ' ');
  return rest.match(/\p{L}{2,}/gu) ?? [];
}

/** Staff channel messages covering every event, every refund reason and every kind of fact. */
const MESSAGES: StaffMessage[] = [
  ...STAFF_EVENTS.map((event) => ({
    event,
    reservationId: 'r1',
    reservationName: 'ZUR-7K3M-Q9',
    locationSlug: 'bern',
    startsAt: START.toISOString(),
    amount: 300,
    balanceDue: 2440,
  })),
  ...(
    ['slot-lost', 'code-exhausted', 'not-allowed', 'already-paid', 'amount-mismatch'] as const
  ).map((refundReason): StaffMessage => ({
    event: 'payment-refunded-slot-lost',
    reservationId: 'r1',
    reservationName: 'ZUR-7K3M-Q9',
    amount: 300,
    refundReason,
  })),
  {
    event: 'reservation-rescheduled',
    reservationId: 'r1',
    reservationName: 'ZUR-7K3M-Q9',
    previousStartsAt: START.toISOString(),
    previousLocationSlug: 'zurich_bellevue',
    startsAt: START.toISOString(),
  },
  {
    event: 'reservation-cancelled',
    reservationId: 'r1',
    reservationName: 'ZUR-7K3M-Q9',
    refunded: 2240,
    kept: 300,
  },
  { event: 'job-dead', reservationId: 'n/a', queue: 'email', jobId: 'job-1' },
  {
    event: 'hold-burst',
    reservationId: 'n/a',
    windowStart: START.toISOString(),
    windowEnd: START.toISOString(),
    holds: 12,
  },
];
const MESSAGE_DATA = ['ZUR-7K3M-Q9', 'zurich_bellevue', 'bern', 'n/a', 'email', 'job-1'];

describe.each(['en', 'de'] as const)('staff messages in %s', (language) => {
  it('every word of the sign-in emails and the staff channel is a canary (0 unmarked)', async () => {
    const texts = await canaryTexts();
    const unmarked: string[] = [];
    let canaries = 0;
    const check = (what: string, text: string, data: readonly string[]) => {
      canaries += text.match(CANARY)?.length ?? 0;
      for (const word of unmarkedWords(text, data)) unmarked.push(`${what}: ${word}`);
    };
    for (const kind of ['enrol', 'reset', 'signIn'] as const) {
      for (const role of STAFF_ROLES) {
        for (const locationNames of ['all', ['Zurich Bellevue'], []] as const) {
          const mail = staffLinkEmail(
            kind,
            'a@example.com',
            language,
            URL,
            { role, locationNames },
            texts,
          );
          check(
            `${kind} ${role}`,
            `${mail.subject}\n${mail.text}\n${mail.html.replace(/<[^>]+>/g, ' ')}`,
            ['Zurich Bellevue', URL.replace(/&/g, '&amp;')],
          );
        }
      }
    }
    for (const message of MESSAGES)
      check(message.event, staffText(message, texts, language), MESSAGE_DATA);
    expect(unmarked).toEqual([]);
    expect(canaries).toBeGreaterThan(100);
  });
});

describe.each([
  ['en', 'en-ch'],
  ['de', 'de-ch'],
  ['de_DE', 'de-de'],
] as const)('file names and times in %s', (variant: TextVariant, locale) => {
  it('the attachments’ names and a deadline’s time of day are canaries (0 unmarked)', async () => {
    const texts = await canaryTexts();
    const language = variant === 'en' ? 'en' : 'de';
    const data = {
      reservationId: 'r1',
      reservationName: 'ZUR-7K3M-Q9',
      language,
      locale,
      email: 'maria@example.com',
      firstName: 'Maria',
      start: START,
      end: START,
      checkupTitle: 'Check',
      serviceTitles: [],
      locationTitle: 'Bern',
      locationAddress: 'Bern',
      totalCents: 0,
      paidCents: 0,
      balanceCents: 0,
      partner: null,
      texts,
    } satisfies BookingEmailData;
    const names = [
      ...(bookingConfirmationEmail(data).attachments ?? []).map((a) => a.filename),
      receiptFilename('ZUR-7K3M-Q9', variant, undefined, texts),
      receiptFilename('ZUR-7K3M-Q9', variant, 2, texts),
      screeningFilename('ZUR-7K3M-Q9', variant, texts),
    ];
    const time = deadlineInstant(START, language, texts, variant);
    const unmarked = [...names, time.replace(/^[^,]+, [^,]+, /, '')].flatMap((text) =>
      unmarkedWords(text, ['ZUR-7K3M-Q9']).map((word) => `${text}: ${word}`),
    );
    expect(unmarked).toEqual([]);
    // Each name is its own entry, in the variant asked for (de-de: Germany German's field).
    for (const name of names) expect(name).toMatch(new RegExp(`⟦files\\.[A-Za-z]+\\.${variant}⟧`));
    expect(time).toContain(canary('common', 'time', variant));
  });
});
