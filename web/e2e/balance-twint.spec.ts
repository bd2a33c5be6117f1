/**
 * Must-show (docs/payments.md), against the production build with the dev payment provider: a deposit
 * paid, then the balance paid from the manage page with the simulated TWINT app (approve):
 * nothing due, the receipt PDF attached to the "balance paid" email; a declined approval comes
 * back to a clear message and the card form; a CHF 5,480 full payment offers the card only.
 * axe on the manage page in each state; screenshots at phone and desktop size.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
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
import { expect, test } from './fixtures';

const BASIC = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
test.describe.configure({ timeout: 180_000 });

/** Books the basic check-up with the deposit and pays it with the test card. */
async function depositPaid(page: Page, email: string): Promise<string> {
  const slot = await freeSlot(page.request, { locationSlug: LOCATION, checkupSlug: BASIC });
  const since = Date.now();
  await page.goto(summaryUrl('en-ch', { checkup: BASIC, location: LOCATION, start: slot.start }));
  await fillSummaryForm(page, 'en', { firstName: 'Jürg', lastName: 'Strauß', email });
  await page.getByLabel(LABELS.en.deposit).check();
  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment/, { timeout: 20_000 });
  await payWithTestCard(page, 'en');
  await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });
  const confirmation = await waitForEmail(email, /Your check-up is booked/, since);
  // The confirmation carries the receipt (docs/payments.md).
  expect(confirmation).toMatch(/Content-Type: application\/pdf; name=Receipt-/);
  const link = /\/en-ch\/booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(confirmation);
  expect(link, 'manage link in the confirmation').not.toBeNull();
  return `/en-ch/booking?token=${link![1]}`;
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  for (const [label, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`${name}-${label}.png`),
      fullPage: true,
    });
  }
}

test('the balance paid from the manage page with TWINT (approve): nothing due, receipt attached', async ({
  page,
}) => {
  const email = uniqueEmail('balance');
  const manage = await depositPaid(page, email);
  await page.goto(manage);
  await expect(page.getByTestId('manage-balance')).toHaveText('CHF 2’190');
  const pay = page.getByTestId('pay-balance');
  await expect(pay).toHaveText('Pay CHF 2’190 now');
  await expectAxeClean(page);
  await screenshots(page, 'balance-due');

  await pay.click();
  const form = page.getByTestId('dev-card-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('twint-unavailable')).toHaveCount(0);
  await expectAxeClean(page);
  await screenshots(page, 'balance-form');
  const since = Date.now();
  await form.getByTestId('pay-twint').click();

  // The page standing in for the TWINT app.
  await expect(page.getByTestId('twint-amount')).toHaveText('CHF 2’190');
  await page.getByTestId('twint-approve').click();

  await expect(page).toHaveURL(/\/en-ch\/booking\?token=v2\.[A-Za-z0-9_-]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('balance-status')).toContainText(
    'Thank you: the balance is paid. Nothing more is due.',
  );
  await expect(page.getByTestId('manage-nothing-due')).toBeVisible();
  await expect(page.getByTestId('manage-balance')).toHaveCount(0);
  await expect(page.getByTestId('manage-paid')).toHaveText('CHF 2’490');
  await expect(page.getByTestId('pay-balance')).toHaveCount(0);
  await expectAxeClean(page);
  await screenshots(page, 'balance-paid');

  const paid = await waitForEmail(email, /Payment received: nothing more to pay/, since);
  expect(paid).toMatch(/Content-Type: application\/pdf; name=Receipt-/);

  // The receipt from the manage page.
  const download = page.waitForEvent('download');
  await page.getByTestId('manage-receipt').click();
  expect((await download).suggestedFilename()).toMatch(/^Receipt-.+\.pdf$/);
  // And the receipt of the TWINT payment alone, from its line in the amounts.
  const payments = page.getByTestId('manage-payment');
  await expect(payments).toHaveText(['CHF 300', 'CHF 2’190']);
  await expect(page.getByText(/\(TWINT\)/)).toBeVisible();
  const single = page.waitForEvent('download');
  await page.getByTestId('manage-payment-receipt').nth(1).click();
  expect((await single).suggestedFilename()).toMatch(/^Receipt-.+-payment-2\.pdf$/);
});

test('a declined TWINT approval returns to a clear message and the card form', async ({ page }) => {
  const manage = await depositPaid(page, uniqueEmail('declined'));
  await page.goto(manage);
  await page.getByTestId('pay-balance').click();
  await page.getByTestId('dev-card-form').getByTestId('pay-twint').click();
  await page.getByTestId('twint-decline').click();

  await expect(page).toHaveURL(/\/en-ch\/booking\?token=/, { timeout: 20_000 });
  await expect(page.getByTestId('balance-status')).toContainText(
    'The approval in the TWINT app was cancelled and nothing was charged.',
  );
  // The form is offered again at once: the card works.
  const form = page.getByTestId('dev-card-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('manage-balance')).toHaveText('CHF 2’190');
  await expectAxeClean(page);
  await screenshots(page, 'balance-declined');
  await payWithTestCard(page, 'en');
  await expect(page.getByTestId('balance-status')).toContainText('Nothing more is due.', {
    timeout: 20_000,
  });
});

test('a CHF 5,480 full payment offers the card only, and says why', async ({ page }) => {
  const slot = await freeSlot(page.request, {
    locationSlug: LOCATION,
    checkupSlug: 'whole_body_scan',
  });
  await page.goto(
    summaryUrl('en-ch', {
      checkup: 'whole_body_scan',
      location: LOCATION,
      start: slot.start,
      isPartnerBooking: true,
    }),
  );
  await fillSummaryForm(
    page,
    'en',
    { firstName: 'Anna', lastName: 'Muster', email: uniqueEmail('large') },
    { firstName: 'Beat', lastName: 'Muster', email: uniqueEmail('partner') },
  );
  await page.getByLabel(LABELS.en.full).check();
  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment/, { timeout: 20_000 });
  const form = page.getByTestId('dev-card-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(form.getByTestId('pay')).toHaveText('Pay CHF 5’480');
  await expect(page.getByTestId('twint-unavailable')).toHaveText(
    'TWINT is available for amounts up to CHF 5,000, so this amount can be paid by card only.',
  );
  await expect(page.getByTestId('pay-twint')).toHaveCount(0);
  await expectAxeClean(page);
  await screenshots(page, 'card-only');
});
