/**
 * The step progress under the header (SPEC 2): one walk through every step checks the current
 * step, the done ones and their links back; the Back buttons of summary and payment; the
 * compact form on a phone; the same height without JavaScript (static HTML, no shift); axe in
 * both languages.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  fillSummaryForm,
  LABELS,
  payWithTestCard,
  uniqueClientIp,
  uniqueEmail,
} from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';
const STEPS_DE = [
  'Check-up',
  'Zusatzleistungen',
  'Standort',
  'Termin',
  'Zusammenfassung',
  'Zahlung',
  'Buchung bestätigt',
];

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });

function progress(page: Page, name = 'Buchungsschritte') {
  return page.getByRole('navigation', { name });
}

/** Step `n` (1-based) is current, the ones before are done (links when `links`), the rest ahead. */
async function expectAt(page: Page, n: number, { links = true } = {}) {
  const nav = progress(page);
  const items = nav.getByRole('listitem');
  await expect(items).toHaveCount(7);
  const current = nav.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(STEPS_DE[n - 1]);
  for (let i = 0; i < 7; i++) {
    const status = i < n - 1 ? 'done' : i === n - 1 ? 'current' : 'upcoming';
    await expect(items.nth(i)).toHaveAttribute('data-status', status);
  }
  await expect(nav.getByRole('link')).toHaveCount(links ? n - 1 : 0);
}

async function pickFirstSlot(page: Page) {
  const day = page.locator('button[data-date]:not([aria-disabled])').first();
  for (let i = 0; i < 3; i++) {
    await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible({
      timeout: 20_000,
    });
    if ((await day.count()) > 0) break;
    await page.getByRole('button', { name: /Nächster Monat|Next month/ }).click();
  }
  await day.click();
  await page.locator('button[data-slot]').first().click();
}

test('de-ch: the progress follows one booking through every step; done steps and Back lead back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/de-ch/check-up');
  await expectAt(page, 1);

  await page.getByRole('link', { name: /^Ganzkörper-Check-up wählen/ }).click();
  await expect(page).toHaveURL(/\/de-ch\/add-ons\?checkup=/);
  await expectAt(page, 2);
  await expect(progress(page).getByRole('link', { name: 'Check-up (erledigt)' })).toHaveAttribute(
    'href',
    /\/de-ch\/check-up\?checkup=whole_body_scan_with_blood_test/,
  );

  await page.getByTestId('addons-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/location\?/);
  await expectAt(page, 3);
  await page
    .locator('article[data-location="zurich_bellevue"]')
    .getByRole('button', { name: /Diesen Standort wählen/ })
    .click();
  await page.getByTestId('location-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/timeslot\?/);
  await expectAt(page, 4);

  // A done step is a link back that keeps the booking.
  await progress(page).getByRole('link', { name: 'Standort (erledigt)' }).click();
  await expect(page).toHaveURL(/\/de-ch\/location\?.*location=zurich_bellevue/);
  await expectAt(page, 3);
  await page.getByTestId('location-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/timeslot\?/);

  await pickFirstSlot(page);
  await page.getByTestId('timeslot-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/summary\?/, { timeout: 20_000 });
  await expectAt(page, 5);

  // Back from the summary: the slot choice with the chosen day, then on again.
  await page.getByRole('link', { name: 'Zurück', exact: true }).click();
  await expect(page).toHaveURL(/\/de-ch\/timeslot\?.*selectedDate=\d{4}-\d{2}-\d{2}/);
  await expectAt(page, 4);
  await expect(page.getByTestId('timeslot-continue')).toBeEnabled();
  await page.getByTestId('timeslot-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/summary\?/, { timeout: 20_000 });

  await fillSummaryForm(page, 'de', {
    firstName: 'Paula',
    lastName: 'Fortschritt',
    email: uniqueEmail('paula'),
  });
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment\?.*reservationId=/, { timeout: 20_000 });
  await expectAt(page, 6);
  await expect(page.getByTestId('payment-lines')).toBeVisible({ timeout: 20_000 });
  const reservationId = new URL(page.url()).searchParams.get('reservationId');

  // Back from the payment keeps the reservation (nothing was changed).
  await page.getByTestId('payment-back').click();
  await expect(page).toHaveURL(new RegExp(`/de-ch/summary\\?.*reservationId=${reservationId}`));
  await expectAt(page, 5);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/de-ch/payment\\?.*reservationId=${reservationId}`));

  await payWithTestCard(page, 'de');
  await expect(page).toHaveURL(/\/de-ch\/success/, { timeout: 30_000 });
  await expect(page.getByTestId('success-paid')).toBeVisible({ timeout: 20_000 });
  // Every step done, none a link: the success lock would send them all back here.
  await expectAt(page, 7, { links: false });
});

test('phone: the compact line and dots; the same height without JavaScript (static HTML)', async ({
  browser,
}) => {
  const url = `/de-ch/timeslot?checkup=${BASIC}&location=bern`;
  const heights: number[] = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const page = await context.newPage();
    await page.goto(url);
    if (javaScriptEnabled)
      await expect(page.locator('table[role="grid"]')).toBeVisible({ timeout: 20_000 });
    const nav = progress(page);
    await expect(nav.getByText('Schritt 4 von 7 · Termin')).toBeVisible();
    // The labels are for screen readers only on a phone.
    await expect(nav.locator('li[aria-current="step"]')).toContainText('Termin');
    const box = await nav.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height).toBeLessThan(90);
    heights.push(box!.height);
    await context.close();
  }
  expect(heights[1]).toBe(heights[0]);
});

test('desktop: the full list, the same height without JavaScript', async ({ browser }) => {
  const url = `/en-ch/location?checkup=${BASIC}`;
  const heights: number[] = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const page = await context.newPage();
    await page.goto(url);
    if (javaScriptEnabled)
      await expect(page.locator('article[data-location]').first()).toBeVisible({ timeout: 20_000 });
    const nav = progress(page, 'Booking steps');
    await expect(nav.getByText('Step 3 of 7 · Location')).toBeHidden();
    await expect(nav.getByText('Appointment')).toBeVisible();
    heights.push((await nav.boundingBox())!.height);
    await context.close();
  }
  expect(heights[1]).toBe(heights[0]);
});

// Each market once, one at each size (docs/decisions/0011-one-e2e-retry-in-ci.md): de-ch on a phone, en-de on a desktop.
for (const [locale, name, size] of [
  ['de-ch', 'Buchungsschritte', { width: 390, height: 844 }],
  ['en-de', 'Booking steps', { width: 1440, height: 900 }],
] as const) {
  test(`${locale} ${size.width}: axe finds no serious or critical violation on a step with the progress`, async ({
    page,
  }) => {
    // axe takes 15-20 s a page on a busy 2-core host.
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await page.goto(`/${locale}/timeslot?checkup=${BASIC}&location=bern`);
    await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible({
      timeout: 20_000,
    });
    await expect(progress(page, name).getByRole('link')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
