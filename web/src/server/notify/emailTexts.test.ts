/**
 * Email wording from Studio (emailText documents) over the built-in texts: an edited text
 * reaches the email that is sent; a blank or broken one never does.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EMAIL_TEXTS } from 'schemas/src/emailTexts';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import type { EmailText } from '@/server/content/model';
import { bookingConfirmationEmail, partnerInvitationEmail, type BookingEmailData } from './emails';
import { BUILT_IN_EMAIL_TEXTS, emailTextsFrom } from './emailTexts';
import { sendBookingEmail } from './index';
import { setMailer, type OutgoingMail } from './mailer';

const data: BookingEmailData = {
  reservationId: '3f1c2a9e-1111-4222-8333-444455556666',
  reservationName: 'ZUR-7K3M-Q9',
  language: 'de',
  locale: 'de-ch',
  email: 'anna@example.com',
  firstName: 'Anna',
  start: new Date('2026-07-01T06:30:00Z'),
  end: new Date('2026-07-01T08:00:00Z'),
  checkupTitle: 'Check-up zu zweit',
  serviceTitles: [],
  locationTitle: 'Zürich Bellevue',
  locationAddress: 'Bellevueplatz 1, 8001 Zürich',
  totalCents: 473000,
  paidCents: 30000,
  balanceCents: 443000,
  partner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
  clinic: { name: 'Klinik Test', email: 'info@klinik.test', phone: null },
};

const doc = (email: string, entries: EmailText['entries']): EmailText => ({ email, entries });

describe('emailTextsFrom', () => {
  it('uses a filled Studio text with valid placeholders, in its language only', () => {
    const texts = emailTextsFrom([
      doc('confirmation', [
        { key: 'subject', text_de: 'Gebucht: {{date}} ({{reference}})', text_en: null },
      ]),
      doc('common', [
        { key: 'greeting', text_de: 'Liebe/r {{name}}', text_en: '' },
        { key: 'signOff', text_de: 'Herzlich', text_en: null },
        { key: 'senderName', text_de: '{{clinic}} Terminbüro', text_en: null },
      ]),
    ]);
    const mail = bookingConfirmationEmail({ ...data, texts });
    expect(mail.subject).toBe('Gebucht: Mittwoch, 1. Juli 2026, 08:30–10:00 (ZUR-7K3M-Q9)');
    expect(mail.fromName).toBe('Klinik Test Terminbüro');
    expect(mail.text).toMatch(/^Liebe\/r Anna$/m);
    expect(mail.text).toMatch(/^Herzlich\nKlinik Test$/m);
    // English keeps the built-in texts.
    const en = bookingConfirmationEmail({ ...data, language: 'en', texts });
    expect(en.subject).toBe('Your check-up is booked (ZUR-7K3M-Q9)');
    expect(en.text).toMatch(/^Hello Anna,$/m);
  });

  it('keeps the built-in text for a blank text, an unknown or a missing required placeholder', () => {
    const texts = emailTextsFrom([
      doc('confirmation', [
        { key: 'subject', text_de: 'Gebucht', text_en: 'Booked {{refrence}}' },
        { key: 'intro', text_de: '   ', text_en: null },
      ]),
      doc('partnerInvitation', [{ key: 'intro', text_de: 'Sie sind eingeladen.', text_en: null }]),
      doc('gone', [{ key: 'subject', text_de: 'x', text_en: 'x' }]),
    ]);
    expect(bookingConfirmationEmail({ ...data, texts }).subject).toBe(
      BUILT_IN_EMAIL_TEXTS.text('confirmation', 'subject', 'de', { reference: 'ZUR-7K3M-Q9' }),
    );
    expect(bookingConfirmationEmail({ ...data, language: 'en', texts }).subject).toBe(
      'Your check-up is booked (ZUR-7K3M-Q9)',
    );
    expect(bookingConfirmationEmail({ ...data, texts }).text).toContain(
      'Vielen Dank für Ihre Buchung. Ihr Termin:',
    );
    // "intro" requires {{booker}}: a text without it keeps the built-in one.
    expect(partnerInvitationEmail({ ...data, texts }).text).toContain(
      'Anna hat einen Check-up zu zweit gebucht und Sie dabei eingeschlossen.',
    );
  });

  it('the seed documents hold every built-in text (Studio starts with what the code sends)', async () => {
    const seed = (await readFile(defaultDatasetPath(), 'utf8'))
      .split('\n')
      .filter((l) => l.includes('"_type":"emailText"'))
      .map(
        (l) =>
          JSON.parse(l) as EmailText & {
            entries: { key: string; text_en: string; text_de: string }[];
          },
      );
    expect(seed.map((d) => d.email).sort()).toEqual(EMAIL_TEXTS.map((g) => g.email).sort());
    for (const group of EMAIL_TEXTS) {
      const entries = seed.find((d) => d.email === group.email)!.entries;
      expect(entries.map((e) => [e.key, e.text_en, e.text_de])).toEqual(
        group.entries.map((e) => [e.key, e.en, e.de]),
      );
    }
  });
});

describe('an edited text reaches the email that is sent', () => {
  let dir: string;
  const sent: OutgoingMail[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'email-texts-'));
    setMailer({ send: async (mail) => void sent.push(mail) });
  });
  afterAll(async () => {
    setMailer(null);
    setContentSource(null);
    await rm(dir, { recursive: true, force: true });
  });

  it('publishing a new subject and sign-off in the dataset changes the next email', async () => {
    const file = path.join(dir, 'production.ndjson');
    const lines = (await readFile(defaultDatasetPath(), 'utf8'))
      .split('\n')
      .filter((l) => l.trim());
    const edited = lines.map((line) => {
      const d = JSON.parse(line) as { _id: string; entries?: { key: string; text_de?: string }[] };
      if (d._id === 'emailText.confirmation')
        d.entries!.find((e) => e.key === 'subject')!.text_de = 'Termin bestätigt ({{reference}})';
      if (d._id === 'emailText.common')
        d.entries!.find((e) => e.key === 'signOff')!.text_de = 'Bis bald';
      return JSON.stringify(d);
    });
    await writeFile(file, lines.join('\n'));
    setContentSource(localSource(file));
    await sendBookingEmail('booking-confirmation', data);
    expect(sent.at(-1)!.subject).toBe('Ihr Check-up ist gebucht (ZUR-7K3M-Q9)');

    await writeFile(file, edited.join('\n'));
    // A new mtime: the local source re-reads the file.
    const later = new Date(Date.now() + 2000);
    await import('node:fs/promises').then((fs) => fs.utimes(file, later, later));
    await sendBookingEmail('booking-confirmation', data);
    expect(sent.at(-1)!.subject).toBe('Termin bestätigt (ZUR-7K3M-Q9)');
    expect(sent.at(-1)!.text).toMatch(/^Bis bald\nKlinik Test$/m);
    expect(sent.at(-1)!.html).toContain('Bis bald');
  });
});

describe('Germany German in the emails (docs/manage-booking.md)', () => {
  const dede = { ...data, locale: 'de-de' };

  it('writes a de-de email in Germany German and a de-ch one in Swiss German', () => {
    const mail = bookingConfirmationEmail(dede);
    expect(mail.text).toMatch(/^Freundliche Grüße$/m);
    expect(mail.text).toContain('Gesamt: CHF 4’730');
    expect(mail.text).not.toMatch(/Grüsse|Total/);
    const swiss = bookingConfirmationEmail(data);
    expect(swiss.text).toMatch(/^Freundliche Grüsse$/m);
    expect(swiss.text).toContain('Total: CHF 4’730');
    // Dates keep the de-CH display on both (SPEC 3).
    expect(mail.subject).toBe(swiss.subject);
  });

  it("uses Studio's Germany-German text on de-de only, else the German text", () => {
    const texts = emailTextsFrom([
      doc('common', [{ key: 'signOff', text_de: 'Beste Grüsse', text_de_DE: 'Beste Grüße' }]),
      doc('confirmation', [
        { key: 'heading', text_de: 'Gebucht', text_de_DE: '   ' },
        // A broken placeholder in the Germany-German text keeps the built-in text.
        { key: 'subject', text_de_DE: 'Gebucht {{refrence}}' },
      ]),
    ]);
    const mail = bookingConfirmationEmail({ ...dede, texts });
    expect(mail.text).toMatch(/^Beste Grüße$/m);
    expect(mail.html).toContain('Gebucht'); // empty de_DE: the German text
    expect(mail.subject).toBe('Ihr Check-up ist gebucht (ZUR-7K3M-Q9)');
    expect(bookingConfirmationEmail({ ...data, texts }).text).toMatch(/^Beste Grüsse$/m);
    expect(bookingConfirmationEmail({ ...dede, language: 'en', texts }).text).toMatch(
      /^Kind regards$/m,
    );
  });
});
