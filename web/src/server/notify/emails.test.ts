import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  bookingConfirmationEmail,
  partnerInvitationEmail,
  paymentLinkEmail,
  siteUrl,
  type BookingEmailData,
} from './emails';
import { deliveriesSettled, sendBookingConfirmation } from './index';
import { setMailer, type Mailer } from './mailer';

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
    expect(mail.text).toMatch(/Paid: CHF\s300\.00/);
    expect(mail.text).toMatch(/Balance due at the clinic: CHF\s4[’',]430\.00/);
    expect(mail.html).toContain('<th align="left">Add-ons</th><td>DEXA bone scan</td>');
    expect(mail.attachments?.[0].content).toContain('DTSTART;TZID=Europe/Zurich:20260701T083000');
  });

  it('renders the confirmation in German', () => {
    const mail = bookingConfirmationEmail({ ...data, language: 'de', locale: 'de-ch' });
    expect(mail.subject).toBe('Ihr Check-up ist gebucht (ZUR-7K3M-Q9)');
    expect(mail.text).toContain('Datum und Zeit: Mittwoch, 1. Juli 2026, 08:30–10:00');
    expect(mail.text).toMatch(/Restbetrag vor Ort: CHF\s4[’']430\.00/);
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

  it('tells the partner what is paid and what is due, never "already paid" after a deposit (issue 14.1)', () => {
    const en = partnerInvitationEmail(data);
    expect(en.text).toMatch(/Anna has paid CHF\s300\.00 so far; CHF\s4[’',]430\.00 for the two check-ups is still due/);
    expect(en.text).not.toMatch(/already paid/i);
    const de = partnerInvitationEmail({ ...data, language: 'de', locale: 'de-ch' });
    expect(de.text).toMatch(/Anna hat bisher CHF\s300\.00 bezahlt; CHF\s4[’']430\.00 für die beiden Check-ups sind noch offen/);
    expect(de.text).not.toMatch(/bereits bezahlt/);
    const full = partnerInvitationEmail({ ...data, paidCents: 473000, balanceCents: 0 });
    expect(full.text).toMatch(/Both check-ups are paid in full \(CHF\s4[’',]730\.00\)/);
  });

  it('writes links for the port the site runs on unless SITE_URL is set (issue 14.12)', () => {
    expect(siteUrl({})).toBe('http://localhost:3000');
    expect(siteUrl({ PORT: '4123' })).toBe('http://localhost:4123');
    expect(siteUrl({ PORT: '4123', SITE_URL: 'https://book.example.ch/' })).toBe(
      'https://book.example.ch',
    );
  });

  it('sends the payment link only to the booker', () => {
    const mail = paymentLinkEmail(data);
    expect(mail.to).toBe('anna@example.com');
    expect(mail.text).toContain(
      `/en-ch/payment?reservationId=${data.reservationId}&email=anna%40example.com`,
    );
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
    await sendBookingConfirmation(data);
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

  it('retries a failing transport and never throws', async () => {
    let calls = 0;
    const flaky: Mailer = {
      async send() {
        calls++;
        if (calls < 3) throw new Error('smtp down');
      },
    };
    setMailer(flaky);
    const results = await sendBookingConfirmation({ ...data, partner: null });
    expect(results).toEqual([true]);
    expect(calls).toBe(3);

    calls = -10;
    const failed = await sendBookingConfirmation({ ...data, partner: null });
    expect(failed).toEqual([false]);
    await deliveriesSettled();
  });
});
