/**
 * Whole bookings in a real Chromium against the production build with the dev payment
 * provider: alone (de-ch, en-de), with a discount code, both halves of a partner booking,
 * the nothing-due path, a slot taken meanwhile, a failed payment, resume of an unpaid
 * reservation, and the confirmation emails in the outbox.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
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

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
test.describe.configure({ timeout: 120_000 });

/** A random bookable day and time in the timeslot step's calendar (random, so parallel tests rarely meet). */
async function pickRandomSlot(page: Page) {
  const days = page.locator('button[data-date]:not([aria-disabled])');
  for (let i = 0; i < 3; i++) {
    await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible({
      timeout: 20_000,
    });
    if ((await days.count()) > 0) break;
    await page.getByRole('button', { name: /Nächster Monat|Next month/ }).click();
  }
  const dayCount = await days.count();
  await days.nth(Math.floor(Math.random() * dayCount)).click();
  const slots = page.locator('button[data-slot]');
  await expect(slots.first()).toBeVisible();
  await slots.nth(Math.floor(Math.random() * (await slots.count()))).click();
}

async function expectSuccess(
  page: Page,
  lang: 'de' | 'en',
  amounts: { total: string; paid: string; balance: string },
) {
  await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LABELS[lang].successTitle);
  await expect(page.getByTestId('success-total')).toHaveText(amounts.total);
  await expect(page.getByTestId('success-paid')).toHaveText(amounts.paid);
  await expect(page.getByTestId('success-balance')).toHaveText(amounts.balance);
}

test('de-ch: a booking alone through every step, deposit paid with the test card, confirmation email', async ({
  page,
}) => {
  const since = Date.now();
  const email = uniqueEmail('anna');
  // Every dataLayer event of the whole booking, across page loads (nothing personal).
  const dataLayer: string[] = [];
  await page.exposeFunction('__recordDataLayer', (entry: string) => void dataLayer.push(entry));
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; __recordDataLayer: (e: string) => void };
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const e of entries) w.__recordDataLayer(JSON.stringify(e));
      return Array.prototype.push.apply(layer, entries);
    };
    w.dataLayer = layer;
  });
  await page.goto('/de-ch/check-up');
  await page.getByRole('link', { name: /^Ganzkörper-Check-up wählen/ }).click();
  await expect(page).toHaveURL(/\/de-ch\/add-ons\?checkup=whole_body_scan_with_blood_test/);
  await page.getByTestId('addons-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/location\?/);
  await page
    .locator('article[data-location="zurich_bellevue"]')
    .getByRole('button', { name: /Diesen Standort wählen/ })
    .click();
  await page.getByTestId('location-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/timeslot\?/);
  await pickRandomSlot(page);
  await page.getByTestId('timeslot-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/summary\?/, { timeout: 20_000 });

  await fillSummaryForm(page, 'de', { firstName: 'Anna', lastName: 'Muster', email });
  await expect(page.getByTestId('reserve-total')).toContainText('CHF 2’490');
  await page.getByLabel(LABELS.de.deposit).check();
  await page.getByRole('button', { name: LABELS.de.reserve }).click();

  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  await expect(page.getByTestId('summary-total')).toContainText('CHF 2’490');
  await expect(page.getByTestId('payment-due-now')).toHaveText('CHF 300');
  await payWithTestCard(page, 'de');

  await expectSuccess(page, 'de', { total: 'CHF 2’490', paid: 'CHF 300', balance: 'CHF 2’190' });
  await expect(page.getByTestId('overview-location')).toContainText('Zürich');
  const reservationName = (await page.getByTestId('reservation-name').textContent())!.trim();
  expect(reservationName).not.toBe('');

  const download = page.waitForEvent('download');
  await page.getByTestId('add-to-calendar').click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  // The confirmation (with its .ics), not the reminder a near slot also gets at once.
  const mail = await waitForEmail(email, /BEGIN:VCALENDAR/, since);
  expect(mail).toContain(reservationName);

  // No tag manager in this site's Settings, so nobody was asked and nothing was collected
  // (docs/manage-booking.md; consent.spec.ts shows the events with a container and consent, and
  // analytics.privacy.test.ts that no event carries personal data).
  expect(dataLayer).toEqual([]);
});

test('en-de: a booking alone with an add-on, full amount paid', async ({ page, request }) => {
  const since = Date.now();
  const email = uniqueEmail('ben');
  const slot = await freeSlot(request, {
    locationSlug: 'zurich_bellevue',
    checkupSlug: BASIC,
    services: ['dxa'],
  });
  await page.goto(
    summaryUrl('en-de', {
      checkup: BASIC,
      location: 'zurich_bellevue',
      start: slot.start,
      services: ['dxa'],
    }),
  );
  await fillSummaryForm(page, 'en', {
    firstName: 'Ben',
    lastName: 'Meier',
    email,
    phone: '0151 2345 6789',
  });
  await expect(page.getByTestId('reserve-total')).toContainText('CHF 2’740');
  await page.getByLabel(LABELS.en.full).check();
  await page.getByRole('button', { name: LABELS.en.reserve }).click();

  await expect(page).toHaveURL(/\/en-de\/payment/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-due-now')).toHaveText('CHF 2’740');
  await payWithTestCard(page, 'en');
  await expectSuccess(page, 'en', { total: 'CHF 2’740', paid: 'CHF 2’740', balance: 'CHF 0' });
  await expect(page.getByTestId('overview-addons')).not.toHaveText('None');
  const reservationName = (await page.getByTestId('reservation-name').textContent())!.trim();
  await waitForEmail(email, new RegExp(reservationName), since);
});

test('a discount code is checked live, refused when unknown and lowers the price', async ({
  page,
  request,
  allowBrowserError,
}) => {
  // The unknown code is answered 400 discount-code-invalid on purpose.
  allowBrowserError(/status of 400 .*\[.*\/api\/payment\/payment-data\?.*discountCode=NOPE2000/);
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  await page.goto(summaryUrl('en-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  await fillSummaryForm(page, 'en', {
    firstName: 'Cora',
    lastName: 'Keller',
    email: uniqueEmail('cora'),
  });
  const code = page.getByLabel(LABELS.en.discount);

  await code.fill('nope2000');
  await page.getByRole('button', { name: LABELS.en.apply }).click();
  // Says why (an unknown code), with the code as entered, in upper case: under the field (its
  // description) and in the live region that announces it, focus kept on the field.
  const unknown = 'We do not know this discount code. Please check how it is spelt.';
  await expect(code).toHaveAccessibleDescription(/We do not know this discount code/);
  await expect(page.getByTestId('discount-status')).toContainText(unknown);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('NOPE2000');
  // An invalid code blocks the reservation.
  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(page).toHaveURL(/\/summary/);

  await code.fill('welcome10');
  await page.getByRole('button', { name: LABELS.en.apply }).click();
  await expect(page.getByTestId('discount-status')).toContainText('WELCOME10');
  await expect(code).toHaveValue('WELCOME10');
  await expect(page.getByTestId('reserve-total')).toContainText('CHF 2’241');
  await page.getByLabel(LABELS.en.full).check();
  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment/, { timeout: 20_000 });
  await expect(page.getByTestId('summary-total')).toContainText('CHF 2’241');
  await payWithTestCard(page, 'en');
  await expectSuccess(page, 'en', { total: 'CHF 2’241', paid: 'CHF 2’241', balance: 'CHF 0' });
});

test('partner booking: the booker pays the two-person price, the partner books their own prepaid slot', async ({
  page,
  request,
  browser,
}) => {
  const since = Date.now();
  const bookerEmail = uniqueEmail('dora');
  const partnerEmail = uniqueEmail('emil');
  const slot = await freeSlot(request, { locationSlug: 'basel_zentral', checkupSlug: BASIC });
  await page.goto(
    summaryUrl('de-ch', {
      checkup: BASIC,
      location: 'basel_zentral',
      start: slot.start,
      isPartnerBooking: true,
    }),
  );
  await fillSummaryForm(
    page,
    'de',
    { firstName: 'Dora', lastName: 'Graf', email: bookerEmail },
    { firstName: 'Emil', lastName: 'Graf', email: bookerEmail.toUpperCase() },
  );
  // Same email for both: refused with the catalogue message (privacy).
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page.getByTestId('partner-fields')).toContainText(/Datenschutz/);
  await page.getByLabel(LABELS.de.partnerEmail, { exact: false }).fill(partnerEmail);
  await expect(page.getByTestId('reserve-total')).toContainText('CHF 4’480');
  await page.getByLabel(LABELS.de.deposit).check();
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  await payWithTestCard(page, 'de');
  await expectSuccess(page, 'de', { total: 'CHF 4’480', paid: 'CHF 300', balance: 'CHF 4’180' });
  await expect(page.getByText(/Emil Graf erhält eine Einladung per E-Mail/)).toBeVisible();
  // what is paid and what is due, for both; never "bereits bezahlt".
  await expect(
    page.getByText(
      'Beide Check-ups gehören zu dieser Buchung: CHF 300 sind bezahlt, CHF 4’180 sind in der Klinik zu bezahlen.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/bereits bezahlt/)).toHaveCount(0);

  // The invitation goes to the partner; its link carries the partner reservation id only.
  const invitation = await waitForEmail(partnerEmail, /reservationIdPartner=[0-9a-f-]{36}/, since);
  // (The .eml's quoted-printable is decoded byte by byte: no-break space and umlauts are not
  // single characters here.)
  // It names the partner's own appointment, not the booker's amounts (docs/manage-booking.md).
  expect(invitation).toMatch(
    /Eine\s+Anzahlung\s+ist\s+geleistet;\s+der\s+Rest\s+des\s+Preises\s+wird\s+in\s+der\s+Klinik\s+bezahlt/,
  );
  expect(invitation).toMatch(/Basel/);
  expect(invitation).not.toMatch(/CHF.{1,2}4.{1,3}180/);
  expect(invitation).not.toMatch(/bereits bezahlt/);
  const partnerId = /reservationIdPartner=([0-9a-f-]{36})/.exec(invitation)![1];
  expect(invitation).not.toContain(`email=${encodeURIComponent(partnerEmail)}`);

  const partnerContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const partner = await partnerContext.newPage();
  await partner.goto(`/en-ch/check-up?reservationIdPartner=${partnerId}&partner=true`);
  const gate = partner.getByTestId('partner-gate');
  await expect(gate).toBeVisible({ timeout: 20_000 });
  // the invited partner sees the invitation only, no check-up picker, no "for two".
  await expect(partner.getByText('For two people')).toHaveCount(0);
  await expect(partner.getByTestId('offer-price')).toHaveCount(0);
  await expect(gate).not.toContainText(/already been paid|already paid/);
  await gate.getByLabel('Your email address').fill(bookerEmail);
  await gate.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(partner.getByRole('dialog')).toContainText('must not be the same');
  await partner.getByTestId('error-dialog-accept').click();
  await expect(gate).toContainText(/must not be the same/);
  // A mistyped address is said to not match the invitation, at the field (docs/manage-booking.md).
  await gate.getByLabel('Your email address').fill(`x${partnerEmail}`);
  await gate.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(gate).toContainText('This email address does not match the invitation.');
  await expect(partner.getByRole('dialog')).toHaveCount(0);
  await gate.getByLabel('Your email address').fill(partnerEmail);
  await gate.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(partner).toHaveURL(/\/en-ch\/add-ons\?.*checkup=whole_body_scan_with_blood_test/, {
    timeout: 20_000,
  });
  await expect(partner).toHaveURL(/location=basel_zentral/);

  const partnerSlot = await freeSlot(request, {
    locationSlug: 'basel_zentral',
    checkupSlug: BASIC,
  });
  await partner.goto(
    summaryUrl('en-ch', { checkup: BASIC, location: 'basel_zentral', start: partnerSlot.start }),
  );
  const form = partner.getByTestId('summary-form');
  await expect(form.getByLabel(LABELS.en.firstName, { exact: true })).toHaveValue('Emil');
  await fillSummaryForm(partner, 'en', {
    firstName: 'Emil',
    lastName: 'Graf',
    email: partnerEmail,
  });
  await expect(partner.getByTestId('partner-fields')).toHaveCount(0);
  await expect(partner.getByTestId('reserve-total')).toContainText('CHF 0');
  // docs/spec.md on the partner's summary: no discount field for a total of CHF 0.
  await expect(partner.getByTestId('partner-payment')).toHaveText(
    'CHF 300 of the partner booking is paid; CHF 4’180 for the two check-ups is still due and is paid at the clinic.',
  );
  await expect(partner.getByLabel(LABELS.en.discount)).toHaveCount(0);
  // Nothing due: confirmed at once, no payment page.
  await partner.getByRole('button', { name: LABELS.en.bookNothingDue }).click();
  await expectSuccess(partner, 'en', { total: 'CHF 0', paid: 'CHF 0', balance: 'CHF 0' });
  await partnerContext.close();
});

test('a slot taken by someone else after the timeslot step: said plainly on the same day, with fresh times (phone)', async ({
  page,
  request,
  allowBrowserError,
}) => {
  // The create is answered 409 reserve-timeslot-error-already-booked on purpose.
  allowBrowserError(/status of 409 .*\[.*\/api\/reservation\/create\]/);
  await page.setViewportSize({ width: 390, height: 844 });
  const slot = await freeSlot(request, { locationSlug: 'basel_rheinfelden', checkupSlug: BASIC });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(slot.start),
  );
  await page.goto(
    summaryUrl('en-ch', { checkup: BASIC, location: 'basel_rheinfelden', start: slot.start }),
  );
  await fillSummaryForm(page, 'en', {
    firstName: 'Finn',
    lastName: 'Huber',
    email: uniqueEmail('finn'),
  });

  // Someone else takes every room of that slot meanwhile.
  for (let i = 0; i < slot.freeRooms; i++) {
    const response = await request.post('/api/reservation/create', {
      data: {
        reservationData: {
          checkupSlug: BASIC,
          timeSlotStart: slot.start,
          locationSlug: 'basel_rheinfelden',
          services: [],
          paymentId: `${BASIC}-${Date.now()}`,
          personalData: {
            firstName: 'Other',
            lastName: 'Person',
            email: uniqueEmail('other'),
            language: 'en',
            biologicalSex: 'male',
          },
          discountCode: null,
          reservationIdPartner: null,
          personalDataPartner: null,
        },
        url: 'http://localhost/en-ch/summary',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  // No dialog and no generic failure: back on the time-slot step, on the same day, with the
  // reason said and focused (docs/spec.md §8 "A slot taken meanwhile").
  await expect(page).toHaveURL(/\/en-ch\/timeslot/, { timeout: 20_000 });
  const taken = page.getByTestId('slot-taken');
  await expect(taken).toHaveText(
    'This time was just taken by someone else. Please choose another time.',
  );
  await expect(taken).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator(`td[aria-selected="true"] button[data-date="${day}"]`)).toHaveCount(1);
  // The day's times are fresh: the taken one is gone, no time is chosen.
  await expect(page.locator(`button[data-slot="${slot.start}"]`)).toHaveCount(0);
  await expect(page.getByTestId('timeslot-continue')).toBeDisabled();
  await page.screenshot({ path: '/tmp/e2e-visitor-truth/slot-taken-phone-en.png' });
  await taken.screenshot({ path: '/tmp/e2e-visitor-truth/slot-taken-message-en.png' });
});

test('a declined card says declined and keeps the form with focus (docs/spec.md); the payment link resumes the unpaid reservation', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('gina');
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  await fillSummaryForm(page, 'de', { firstName: 'Gina', lastName: 'Roth', email });
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  const reservationId = new URL(page.url()).searchParams.get('reservationId');
  expect(reservationId).toMatch(/^[0-9a-f-]{36}$/);

  const declinedAt = Date.now();
  await payWithTestCard(page, 'de', '4000 0000 0000 0002');
  const cardField = page.getByTestId('dev-card-form').getByLabel(LABELS.de.cardNumber);
  await expect(page.getByTestId('dev-card-form')).toContainText('Ihre Karte wurde abgelehnt.');
  await expect(page).toHaveURL(/\/de-ch\/payment/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cardField).toHaveValue('4000 0000 0000 0002');
  await expect(cardField).toBeFocused();

  // The payment email links with a signed token, never the email.
  const mail = await waitForEmail(email, /\/payment\?reservationId=/, declinedAt);
  const link = mail.match(
    /reservationId=([0-9a-f-]{36})&(?:amp;)?token=(v2\.[A-Za-z0-9_-]+)(?![A-Za-z0-9_=-])/,
  );
  expect(link?.[1]).toBe(reservationId);
  expect(mail).not.toContain(`email=${encodeURIComponent(email)}`);
  const token = link![2];
  const paymentLink = `/de-ch/payment?reservationId=${reservationId}&token=${token}`;

  // Later, in another browser: a forged token, then the link from the payment email.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const other = await context.newPage();
  await other.goto(`/de-ch/payment?reservationId=${reservationId}&token=${token.slice(0, -2)}xx`);
  await expect(other.getByRole('dialog')).toContainText('Die E-Mail-Adresse stimmt nicht überein', {
    timeout: 20_000,
  });

  await other.goto(paymentLink);
  // A resumed reservation: the payment step itself states the total (the panel has no price).
  await expect(other.getByTestId('payment-total')).toHaveText('CHF 2’490', { timeout: 20_000 });
  // The token does not stay in the address bar.
  await expect(other).not.toHaveURL(/token=/);
  await payWithTestCard(other, 'de');
  await expectSuccess(other, 'de', { total: 'CHF 2’490', paid: 'CHF 300', balance: 'CHF 2’190' });

  // Paid now: the same link, opened in a new tab, leads to the booking (docs/manage-booking.md).
  const third = await context.newPage();
  await third.goto(paymentLink);
  await expect(third).toHaveURL(/\/de-ch\/booking\?token=/, { timeout: 20_000 });
  await expect(third.getByTestId('manage-status')).toHaveText('Gebucht', { timeout: 20_000 });
  await context.close();
});
