import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { verifyToken } from '@/server/tokens';
import os from 'node:os';
import path from 'node:path';
import {
  bookingConfirmationEmail,
  cancelledEmail,
  partnerCancellationEmail,
  partnerInvitationEmail,
  paymentLinkEmail,
  reminderEmail,
  rescheduledEmail,
  siteUrl,
  type BookingEmailData,
} from './emails';
import { sendBookingEmail } from './index';
import { fromHeader, setMailer, type Mailer } from './mailer';

const data: BookingEmailData = {
  reservationId: '3f1c2a9e-1111-4222-8333-444455556666',
  reservationName: 'ZUR-7K3M-Q9',
  language: 'en',
  locale: 'en-ch',
  email: 'anna@example.com',
  firstName: 'Anna',
  start: new Date('2026-07-01T06:30:00Z'),
  end: new Date('2026-07-01T08:00:00Z'),
  checkupTitle: 'Full-body Check-up for two',
  serviceTitles: ['DEXA bone scan'],
  locationTitle: 'Zurich Bellevue',
  locationAddress: 'Bellevueplatz 1, 8001 Zurich',
  totalCents: 473000,
  paidCents: 30000,
  balanceCents: 443000,
  partner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
};

describe('booking emails', () => {
  it('renders the confirmation in English with amounts, address and an .ics', () => {
    const mail = bookingConfirmationEmail(data);
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Your check-up is booked (ZUR-7K3M-Q9)');
    expect(mail.text).toContain('Date and time: Wednesday, 1 July 2026, 08:30–10:00');
    expect(mail.text).toContain('Location: Zurich Bellevue, Bellevueplatz 1, 8001 Zurich');
    expect(mail.text).toContain('Paid: CHF 300\n');
    expect(mail.text).toContain('Balance due at the clinic: CHF 4’430\n');
    expect(mail.html).toMatch(/>Add-ons<\/th><td[^>]*>DEXA bone scan<\/td>/);
    expect(mail.attachments?.[0].content).toContain('DTSTART;TZID=Europe/Zurich:20260701T083000');
  });

  it('renders the confirmation in German', () => {
    const mail = bookingConfirmationEmail({ ...data, language: 'de', locale: 'de-ch' });
    expect(mail.subject).toBe('Ihr Check-up ist gebucht (ZUR-7K3M-Q9)');
    expect(mail.text).toContain('Datum und Zeit: Mittwoch, 1. Juli 2026, 08:30–10:00');
    expect(mail.text).toContain('Restbetrag vor Ort: CHF 4’430\n');
    expect(mail.text).toContain('Partner/in: Ben Muster');
  });

  it('escapes HTML in names', () => {
    const mail = bookingConfirmationEmail({ ...data, firstName: '<b>Anna</b>' });
    expect(mail.html).toContain('&lt;b&gt;Anna&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Anna</b>');
  });

  it('invites the partner with a link that carries no email', () => {
    const mail = partnerInvitationEmail({ ...data, language: 'de', locale: 'de-ch' });
    expect(mail.to).toBe('ben@example.com');
    expect(mail.text).toContain(
      `http://localhost:3000/de-ch/check-up?reservationIdPartner=${data.reservationId}&partner=true`,
    );
    expect(mail.text).not.toContain('anna@example.com');
    expect(mail.text).not.toContain('ben%40example.com');
  });

  it("names the partner's own appointment, not the booker's money; never 'already paid' after a deposit (32.13, docs/spec.md)", () => {
    const en = partnerInvitationEmail({ ...data, partnerCheckupTitle: 'Full-body Check-up' });
    expect(en.text).toContain('Full-body Check-up');
    expect(en.text).toContain('Zurich Bellevue');
    expect(en.text).toContain(
      'A deposit has been paid; the rest of the price is paid at the clinic.',
    );
    expect(en.text).not.toMatch(/already paid/i);
    expect(en.text).not.toMatch(/CHF/);
    const de = partnerInvitationEmail({ ...data, language: 'de', locale: 'de-ch' });
    expect(de.text).not.toMatch(/bereits bezahlt|CHF/);
    const full = partnerInvitationEmail({ ...data, paidCents: 473000, balanceCents: 0 });
    expect(full.text).toContain('Your check-up is paid in full.');
  });

  it('writes links for the port the site runs on unless SITE_URL is set (docs/spec.md)', () => {
    expect(siteUrl({})).toBe('http://localhost:3000');
    expect(siteUrl({ PORT: '4123' })).toBe('http://localhost:4123');
    expect(siteUrl({ PORT: '4123', SITE_URL: 'https://book.example.ch/' })).toBe(
      'https://book.example.ch',
    );
  });

  it('sends the payment link only to the booker, with a signed token instead of the email', () => {
    const mail = paymentLinkEmail(data);
    expect(mail.to).toBe('anna@example.com');
    const link = mail.text.match(/http\S*\/en-ch\/payment\?\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('reservationId')).toBe(data.reservationId);
    expect(url.searchParams.get('email')).toBeNull();
    expect(link).not.toContain('anna');
    const token = url.searchParams.get('token')!;
    expect(
      verifyToken(
        'payment',
        token,
        { reservationId: data.reservationId, email: 'Anna@example.com' },
        new Date('2026-06-01'),
      ),
    ).toBe(true);
    expect(
      verifyToken(
        'payment',
        token,
        { reservationId: data.reservationId, email: 'eve@example.com' },
        new Date('2026-06-01'),
      ),
    ).toBe(false);
    // valid until the appointment starts
    expect(
      verifyToken(
        'payment',
        token,
        { reservationId: data.reservationId, email: 'anna@example.com' },
        data.start,
      ),
    ).toBe(false);
  });

  it('the payment link states the hold’s end (date and time), never "for a limited time"', () => {
    const held = paymentLinkEmail({ ...data, holdExpiresAt: new Date('2026-06-20T21:55:00Z') });
    expect(held.text).toContain(
      'The reservation is held for you until Saturday, 20 June 2026, 23:55.',
    );
    expect(held.text).not.toMatch(/limited time/);
    const de = paymentLinkEmail({
      ...data,
      language: 'de',
      locale: 'de-ch',
      holdExpiresAt: new Date('2026-06-20T21:55:00Z'),
    });
    expect(de.text).toContain(
      'Die Reservation ist bis Samstag, 20. Juni 2026, 23:55 Uhr für Sie gehalten.',
    );
    expect(de.text).not.toMatch(/begrenzte Zeit|Reservierung/);
    // No live hold: no deadline to state, and no vague one either.
    expect(paymentLinkEmail({ ...data, holdExpiresAt: null }).text).not.toMatch(/held for you/);
  });
});

describe('the one email layout', () => {
  const full: BookingEmailData = {
    ...data,
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=47.36,8.54',
    lineItems: [
      { label: 'Full-body Check-up for two', cents: 498_000 },
      { label: 'DEXA bone scan', cents: 25_000 },
    ],
    discounts: [
      { label: 'Zurich location discount', cents: 20_000 },
      { label: 'Code SPRING', cents: 30_000 },
    ],
    clinic: { name: 'Klinik Bellevue', email: 'hallo@klinik.example', phone: '+41 44 123 45 67' },
    manageUrl: 'https://booking.example/en-ch/booking?token=abc.def',
    preparation: 'Come fasting.\n\nNo metal, please.',
  };

  it('is responsive: a viewport, a 600 px container that narrows on phones', () => {
    const { html } = bookingConfirmationEmail(full);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('max-width:100%');
    expect(html).toMatch(/@media \(max-width:620px\)/);
  });

  it.each(['en', 'de'] as const)(
    'itemises every line and discount through the site formatter (%s)',
    (language) => {
      const mail = bookingConfirmationEmail({ ...full, language });
      expect(mail.text).toContain('Full-body Check-up for two: CHF 4’980\n');
      expect(mail.text).toContain('Zurich location discount: −CHF 200\n');
      expect(mail.text).toContain('Code SPRING: −CHF 300\n');
      expect(mail.html).toContain('−CHF 300');
      expect(mail.text).not.toMatch(/CHF\s?\d+[’']?\d*\.00/);
    },
  );

  it('signs off on its own line, with the clinic name and contact from Settings, in the sender name too', () => {
    const en = bookingConfirmationEmail(full);
    const de = bookingConfirmationEmail({ ...full, language: 'de' });
    expect(en.text).toContain('\nKind regards\nKlinik Bellevue\n');
    expect(de.text).toContain('\nFreundliche Grüsse\nKlinik Bellevue\n');
    expect(en.html).toContain('mailto:hallo@klinik.example');
    expect(en.html).toContain('tel:+41441234567');
    expect(en.fromName).toBe('Klinik Bellevue – Bookings');
    expect(de.fromName).toBe('Klinik Bellevue – Buchungen');
  });

  it('carries the manage link, add-to-calendar links and the map, none with personal data', () => {
    const mail = bookingConfirmationEmail(full);
    expect(mail.html).toContain('href="https://booking.example/en-ch/booking?token=abc.def"');
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.some((h) => h.startsWith('https://calendar.google.com/'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('https://outlook.live.com/'))).toBe(true);
    for (const href of hrefs.filter((h) => !h.startsWith('mailto:')))
      expect(decodeURIComponent(href)).not.toMatch(/anna|example\.com|Muster/i);
    // The manage link is a credential: no calendar link or file carries it (docs/manage-booking.md).
    const calendarLinks = hrefs.filter((h) => /calendar\.google|outlook\.live/.test(h));
    for (const href of calendarLinks) expect(decodeURIComponent(href)).not.toContain('token=');
    expect(String(mail.attachments?.[0].content)).not.toContain('token=');
  });

  it("sends under MAIL_FROM's address with the localized display name", () => {
    expect(fromHeader({ fromName: 'Klinik Bellevue – Buchungen' })).toEqual({
      name: 'Klinik Bellevue – Buchungen',
      address: 'booking@localhost',
    });
    expect(fromHeader({})).toBe('Check-up booking <booking@localhost>');
  });

  it('builds links from SITE_URL', () => {
    process.env.SITE_URL = 'https://book.klinik.example/';
    try {
      expect(partnerInvitationEmail(full).text).toContain(
        'https://book.klinik.example/en-ch/check-up?',
      );
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it('reminder: preparation notes, address, manage link', () => {
    const mail = reminderEmail({ ...full, language: 'de' });
    expect(mail.subject).toBe('Erinnerung an Ihren Check-up (ZUR-7K3M-Q9)');
    expect(mail.text).toContain('So bereiten Sie sich vor\nCome fasting.');
    expect(mail.text).toContain('Bellevueplatz 1, 8001 Zurich');
    expect(mail.text).toContain('https://booking.example/en-ch/booking?token=abc.def');
    expect(mail.attachments).toBeUndefined();
  });

  it('rescheduled: old and new time, the same .ics UID with the next SEQUENCE', () => {
    const moved = rescheduledEmail({
      ...full,
      start: new Date('2026-07-03T06:30:00Z'),
      end: new Date('2026-07-03T08:00:00Z'),
      previousStart: data.start,
      previousEnd: data.end,
      sequence: 1,
    });
    expect(moved.text).toContain('Previously: Wednesday, 1 July 2026, 08:30–10:00');
    expect(moved.text).toContain('Date and time: Friday, 3 July 2026, 08:30–10:00');
    // The free cancellation moved with the date: restated, not "nothing else changes".
    expect(moved.text).not.toMatch(/Nothing else changes/);
    expect(
      rescheduledEmail({
        ...full,
        start: new Date('2026-07-03T06:30:00Z'),
        end: new Date('2026-07-03T08:00:00Z'),
        previousStart: data.start,
        previousEnd: data.end,
        terms: {
          freeCancellationUntil: new Date('2026-07-01T06:30:00Z'),
          depositCents: 30_000,
          rescheduleUntil: new Date('2026-07-01T06:30:00Z'),
          reschedulesLeft: 1,
        },
      }).text,
    ).toContain('Free cancellation until Wednesday, 1 July 2026, 08:30');
    const ics = String(moved.attachments![0].content);
    const original = String(bookingConfirmationEmail(full).attachments![0].content);
    const uid = (text: string) => /UID:(.*)\r\n/.exec(text)![1];
    expect(uid(ics)).toBe(uid(original));
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(original).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20260703T083000');
  });

  it('cancelled: refund and kept amount, METHOD:CANCEL', () => {
    const mail = cancelledEmail({
      ...full,
      paidCents: 473_000,
      refundCents: 443_000,
      keptCents: 30_000,
      sequence: 1,
    });
    expect(mail.text).toContain('Kept under the cancellation terms: CHF 300\n');
    expect(mail.text).toContain('Refunded to your means of payment: CHF 4’430\n');
    expect(mail.attachments![0].contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(mail.attachments![0].content).toContain('METHOD:CANCEL\r\n');
    const unpaid = cancelledEmail({
      ...full,
      language: 'de',
      paidCents: 0,
      refundCents: 0,
      keptCents: 0,
    });
    expect(unpaid.text).toContain('Es war noch nichts bezahlt');
  });

  it('tells the partner whether their own appointment stays', () => {
    expect(partnerCancellationEmail(full, true).text).toContain(
      'Your appointment stays booked and paid',
    );
    expect(partnerCancellationEmail({ ...full, language: 'de' }, false).text).toContain(
      'gilt nicht mehr',
    );
    expect(partnerCancellationEmail(full, true).to).toBe('ben@example.com');
  });
});

describe('delivery', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    process.env.OUTBOX_DIR = dir;
    delete process.env.SMTP_URL;
  });
  afterEach(async () => {
    setMailer(null);
    delete process.env.OUTBOX_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  it('writes real .eml files with the calendar attachment into the outbox', async () => {
    await sendBookingEmail('booking-confirmation', data, '<job-1@booking.jobs>');
    await sendBookingEmail('partner-invitation', data);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const messages = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    const confirmation = messages.find((m) => m.includes('To: anna@example.com'));
    expect(confirmation).toBeDefined();
    expect(confirmation).toMatch(/^Subject: Your check-up is booked \(ZUR-7K3M-Q9\)\r$/m);
    // The attachment is a base64 MIME part: decode it and read the calendar back.
    const unfoldedHeaders = confirmation!.replace(/\r\n[ \t]+/g, ' ');
    expect(unfoldedHeaders).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=check-up\.ics/,
    );
    const part = confirmation!.split(
      'Content-Disposition: attachment; filename=check-up.ics\r\n\r\n',
    )[1];
    const ics = Buffer.from(part.split('\r\n----')[0].replace(/\r\n/g, ''), 'base64').toString(
      'utf8',
    );
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20260701T083000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Zurich:20260701T100000\r\n');
    expect(messages.some((m) => m.includes('To: ben@example.com'))).toBe(true);
  });

  it('carries the given Message-ID, so every try of one job sends the same message', async () => {
    await sendBookingEmail('booking-confirmation', data, '<job-1@booking.jobs>');
    const [file] = await readdir(dir);
    expect(await readFile(path.join(dir, file), 'utf8')).toMatch(
      /^Message-ID: <job-1@booking\.jobs>\r$/m,
    );
  });

  it('throws when the transport fails (the job queue retries it)', async () => {
    const failing: Mailer = {
      async send() {
        throw new Error('smtp down');
      },
    };
    setMailer(failing);
    await expect(sendBookingEmail('booking-confirmation', data)).rejects.toThrow('smtp down');
  });
});
