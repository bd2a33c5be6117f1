/**
 * Renders every email in both languages and screenshots it in Chromium at 390 px (phone) and
 * 1024 px, so the layout is looked at, not assumed: `npx tsx scripts/email-screenshots.ts [dir]`
 * (default ../.data/email-screenshots). Uses the system Chromium (CHROMIUM_PATH, /usr/bin/chromium).
 */
import { mkdir, writeFile } from 'node:fs/promises';
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
  manageUrl: `https://booking.example/${language}-ch/booking?token=eyJyIjoiMyIsInAiOiJtYW5hZ2UifQ.c2ln`,
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

async function main() {
  const dir = process.argv[2] ?? path.join(process.cwd(), '..', '.data', 'email-screenshots');
  await mkdir(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const [name, render] of Object.entries(emails)) {
      for (const language of ['en', 'de'] as const) {
        const mail = render(base(language));
        await writeFile(path.join(dir, `${name}-${language}.html`), mail.html);
        for (const width of [390, 1024]) {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          await page.setContent(mail.html);
          // Nothing may be wider than the screen: the phone must not scroll sideways.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) console.warn(`${name}-${language} @${width}: ${overflow}px wider than the screen`);
          await page.screenshot({ path: path.join(dir, `${name}-${language}-${width}.png`), fullPage: true });
          await page.close();
        }
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
