/**
 * The visitor is told the truth, against the production build with the dev payment provider:
 * the payment step shows the hold's end as the server has it (extended for the payment, with
 * its date); a phone number with a letter is refused (form and API); the receipt PDF an insurer
 * or tax office accepts (issuer's address, ZSR, GLN, VAT note, the patient's address, how it
 * was paid) and, once the booking is cancelled, a cancellation statement without the insurer
 * line. The PDF pages are rendered to PNG (pdf.js in Chromium) for review, like the phone
 * screenshots of the slot-taken message (e2e/booking.spec.ts).
 */
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { readPdf } from './pdf-text';
import {
  fieldLabel,
  fillSummaryForm,
  freeSlot,
  LABELS,
  payWithTestCard,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
  waitForEmail,
} from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';
const LOCATION = 'bern';
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join('/tmp', 'e2e-visitor-truth');

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
test.describe.configure({ timeout: 180_000 });

/** Zurich wall-clock "HH:mm" of an instant. */
function zurichTime(iso: string): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Zurich "d. MMMM yyyy" (de) of an instant, as the pages write a date. */
function zurichDayDe(iso: string): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

test('the payment step shows the hold’s real end (extended for the payment), with its date', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('hanna');
  const slot = await freeSlot(request, { locationSlug: LOCATION, checkupSlug: BASIC });
  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: LOCATION, start: slot.start }));
  await fillSummaryForm(page, 'de', { firstName: 'Hanna', lastName: 'Keller', email });
  // The terms before paying: within the location's 24 hours only by phone, and the no-show rule.
  const phoneRule =
    'In den 24 Stunden vor dem Termin kann er nicht mehr online verschoben oder storniert werden: Bitte rufen Sie uns an unter +41 44 000 00 00.';
  await expect(page.getByTestId('cancellation-terms-phone')).toHaveText(phoneRule);
  await expect(page.getByTestId('cancellation-terms-no-show')).toContainText(
    'Wenn Sie ohne Stornierung nicht erscheinen',
  );
  const reservedAt = Date.now();
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  const reservationId = new URL(page.url()).searchParams.get('reservationId')!;
  // The card form comes with the intent, whose call extended the hold.
  await expect(page.getByTestId('dev-card-form')).toBeVisible({ timeout: 20_000 });

  // What the server has now.
  const data = await request.post('/api/payment/fetch-data', { data: { reservationId, email } });
  expect(data.status(), await data.text()).toBe(200);
  const { holdExpiresAt } = (await data.json()) as { holdExpiresAt: string };
  // Extended to Settings holdMinutes (30), not the initial 10 minutes.
  expect(new Date(holdExpiresAt).getTime() - reservedAt).toBeGreaterThan(20 * 60_000);
  await expect(page.getByTestId('cancellation-terms-phone')).toHaveText(phoneRule);
  await expect(page.getByTestId('cancellation-terms-no-show')).toBeVisible();
  const held = page.getByTestId('payment-held-until');
  await expect(held).toContainText(`${zurichTime(holdExpiresAt)} Uhr`);
  await expect(held).toContainText(zurichDayDe(holdExpiresAt));
});

test('a phone number with a letter is refused, by the form and by the API', async ({
  page,
  request,
}) => {
  const slot = await freeSlot(request, { locationSlug: LOCATION, checkupSlug: BASIC });
  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: LOCATION, start: slot.start }));
  await fillSummaryForm(page, 'de', {
    firstName: 'Lea',
    lastName: 'Frei',
    email: uniqueEmail('lea'),
    phone: '079 12a 45 67',
  });
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  const phone = page.getByTestId('summary-form').getByLabel(fieldLabel(LABELS.de.phone));
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('summary-form')).toContainText(
    'Eine Telefonnummer besteht nur aus Ziffern',
  );
  await expect(page).toHaveURL(/\/de-ch\/summary/);

  // The API answers the same with its catalogue id, and stores nothing.
  const response = await request.post('/api/reservation/create', {
    data: {
      reservationData: {
        checkupSlug: BASIC,
        timeSlotStart: slot.start,
        locationSlug: LOCATION,
        services: [],
        paymentId: `${BASIC}-${Date.now()}`,
        personalData: {
          firstName: 'Lea',
          lastName: 'Frei',
          email: uniqueEmail('lea-api'),
          phone: '+41 79 12a 45 67',
          language: 'de',
          biologicalSex: 'female',
        },
        discountCode: null,
        reservationIdPartner: null,
        personalDataPartner: null,
      },
      url: 'http://localhost/de-ch/summary',
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: 'phone-invalid' });
});

async function receipt(request: APIRequestContext, token: string): Promise<Buffer> {
  const response = await request.post('/api/booking/receipt', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return Buffer.from(await response.body());
}

test('the receipt an insurer accepts; a cancelled booking gets a statement without the insurer line', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('jonas');
  const since = Date.now();
  const slot = await freeSlot(request, { locationSlug: LOCATION, checkupSlug: BASIC });
  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: LOCATION, start: slot.start }));
  await fillSummaryForm(page, 'de', { firstName: 'Jonas', lastName: 'Brunner', email });
  await page.getByLabel(LABELS.de.full).check();
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  await payWithTestCard(page, 'de');
  await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });
  // The success page links to the booking's own page.
  await expect(page.getByTestId('success-manage')).toHaveAttribute(
    'href',
    /\/de-ch\/booking\?token=v2\./,
  );

  const confirmation = await waitForEmail(email, /Ihr Check-up ist gebucht/, since);
  const token = /\/de-ch\/booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(confirmation)?.[1];
  expect(token, 'manage link in the confirmation').toBeTruthy();

  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const paid = flat(
    (await readPdf(browser, await receipt(request, token!), SHOTS, 'receipt-confirmed')).text,
  );
  // The issuer (Settings, marked as test data in the seed), with postal address, ZSR and GLN.
  expect(paid).toContain('Check-up Clinic AG (Testdaten)');
  expect(paid).toContain('Musterstrasse 1 8001 Zürich');
  expect(paid).toContain('ZSR-Nr. Z999999');
  expect(paid).toContain('GLN 7609999999994');
  expect(paid).toContain('Heilbehandlungen sind von der Mehrwertsteuer ausgenommen');
  // The patient with address and birth date, the date of service, the payment and its method.
  expect(paid).toContain('Jonas Brunner');
  expect(paid).toContain('17.05.1980');
  expect(paid).toContain('Bahnhofstrasse 1 8001 Zürich');
  expect(paid).toContain('Behandlungsdatum');
  expect(paid).toMatch(/Karte CHF 2’490/);
  expect(paid).toContain('Krankenkasse');
  expect(paid).toMatch(/^Quittung|Quittung/);

  // Cancelled: a cancellation statement, no insurer line, no date of service.
  const manage = await page.context().newPage();
  await manage.goto(`/de-ch/booking?token=${token}`);
  await manage.getByTestId('cancel-start').click();
  await manage.getByTestId('cancel-confirm').click();
  await expect(manage.getByTestId('manage-status')).toHaveText('Storniert', { timeout: 20_000 });
  const statement = flat(
    (await readPdf(browser, await receipt(request, token!), SHOTS, 'receipt-cancelled')).text,
  );
  expect(statement).toContain('Stornoabrechnung');
  expect(statement).not.toContain('Krankenkasse');
  expect(statement).not.toContain('Behandlungsdatum');
  expect(statement).toContain('ZSR-Nr. Z999999');
  expect(statement).toContain('Rückerstattungen');
});
