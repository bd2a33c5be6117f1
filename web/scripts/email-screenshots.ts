/**
 * Renders every email in both languages and screenshots it in Chromium at 390 px (phone) and
 * 1024 px, so the layout is looked at, not assumed: `npx tsx scripts/email-screenshots.ts [dir]`
 * (default ../.data/email-screenshots). Uses the system Chromium (CHROMIUM_PATH, /usr/bin/chromium).
 * `--outbox <dir>` screenshots the real messages of an outbox instead (.eml files the site wrote,
 * e.g. the e2e run's OUTBOX_DIR): what the jobs actually sent, with the snapshot's data.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  bookingConfirmationEmail,
  cancelledEmail,
  partnerCancellationEmail,
  partnerInvitationEmail,
  paymentLinkEmail,
  reminderEmail,
  rescheduledEmail,
  type BookingEmailData,
} from '../src/server/notify/emails';

const base = (language: 'en' | 'de'): BookingEmailData => ({
  reservationId: '3f1c2a9e-1111-4222-8333-444455556666',
  reservationName: 'ZUR-7K3M-Q9',
  language,
  locale: `${language}-ch`,
  email: 'anna@example.com',
  firstName: 'Anna',
  start: new Date('2026-07-01T06:30:00Z'),
  end: new Date('2026-07-01T08:00:00Z'),
  checkupTitle: language === 'de' ? 'Ganzkörper-Check-up zu zweit' : 'Full-body Check-up for two',
  serviceTitles: [language === 'de' ? 'DEXA-Knochendichtemessung' : 'DEXA bone scan'],
  locationTitle: 'Zürich Bellevue',
  locationAddress: 'Bellevueplatz 1, 8001 Zürich',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=47.3667,8.5450',
  lineItems: [
    { label: language === 'de' ? 'Ganzkörper-Check-up zu zweit' : 'Full-body Check-up for two', cents: 498_000 },
    { label: language === 'de' ? 'DEXA-Knochendichtemessung' : 'DEXA bone scan', cents: 25_000 },
  ],
  discounts: [
    { label: language === 'de' ? 'Rabatt Standort Zürich' : 'Zurich location discount', cents: 20_000 },
    { label: language === 'de' ? 'Code FRUEHLING (10 %)' : 'Code SPRING (10%)', cents: 30_000 },
  ],
  totalCents: 473_000,
  paidCents: 30_000,
  balanceCents: 443_000,
  partner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
  clinic: { name: 'Check-up Clinic', email: 'info@checkup-clinic.ch', phone: '+41 44 000 00 00' },
  manageUrl: `https://booking.example/${language}-ch/booking?token=v2.DjnNlQ_buRoUUlx9dzNe8OKLWg5-qaEHmewV5IRGC0Q5Kk7-nifZ39EuQlZH4hCV5d6F3JgQ7Komt1JbXuKFih0`,
  preparation:
    language === 'de'
      ? 'Bitte kommen Sie nüchtern (8 Stunden nichts essen; Wasser ist erlaubt). Tragen Sie Kleidung ohne Metall.\n\nBringen Sie einen Ausweis und eine Liste Ihrer Medikamente mit.'
      : 'Please come fasting (no food for 8 hours; water is fine). Wear clothes without metal.\n\nBring an ID and a list of your medication.',
  sequence: 1,
});

const emails = {
  confirmation: (d: BookingEmailData) => bookingConfirmationEmail({ ...d, sequence: 0 }),
  'partner-invitation': partnerInvitationEmail,
  'payment-link': (d: BookingEmailData) => paymentLinkEmail({ ...d, paidCents: 0, balanceCents: 473_000 }),
  reminder: reminderEmail,
  rescheduled: (d: BookingEmailData) =>
    rescheduledEmail({
      ...d,
      previousStart: d.start,
      previousEnd: d.end,
      start: new Date('2026-07-03T12:00:00Z'),
      end: new Date('2026-07-03T13:30:00Z'),
    }),
  cancelled: (d: BookingEmailData) =>
    cancelledEmail({ ...d, paidCents: 473_000, balanceCents: 0, refundCents: 443_000, keptCents: 30_000 }),
  'partner-cancellation': (d: BookingEmailData) => partnerCancellationEmail(d, true),
};

/** The HTML part of an .eml (quoted-printable or base64, as nodemailer writes it). */
export function htmlOfEml(raw: string): string | null {
  const at = raw.search(/Content-Type: text\/html/i);
  if (at < 0) return null;
  const part = raw.slice(at);
  const headerEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 4).split(/\r\n--/)[0];
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

async function outboxEmails(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort()) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? file;
    const html = htmlOfEml(raw);
    if (html) out[`${file.slice(0, 24)}-${subject.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40)}`] = html;
  }
  return out;
}

async function main() {
  const outboxAt = process.argv.indexOf('--outbox');
  if (outboxAt >= 0) {
    const dir = process.argv[outboxAt + 2] ?? path.join(process.cwd(), '..', '.data', 'email-screenshots', 'outbox');
    await shoot(await outboxEmails(process.argv[outboxAt + 1]), dir);
    return;
  }
  const dir = process.argv[2] ?? path.join(process.cwd(), '..', '.data', 'email-screenshots');
  const rendered: Record<string, string> = {};
  for (const [name, render] of Object.entries(emails))
    for (const language of ['en', 'de'] as const) rendered[`${name}-${language}`] = render(base(language)).html;
  await shoot(rendered, dir);
}

async function shoot(htmlByName: Record<string, string>, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const [name, html] of Object.entries(htmlByName)) {
      await writeFile(path.join(dir, `${name}.html`), html);
      for (const width of [390, 1024]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.setContent(html);
        // Nothing may be wider than the screen: the phone must not scroll sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) console.warn(`${name} @${width}: ${overflow}px wider than the screen`);
        await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${dir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
