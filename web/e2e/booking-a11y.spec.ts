/**
 * axe-core on the summary, payment and success steps in both languages (no serious or
 * critical violation), with screenshots at phone (390x844) and desktop (1440x900) size.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  fillSummaryForm,
  freeSlot,
  LABELS,
  payWithTestCard,
  stayActive,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
} from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
test.describe.configure({ timeout: 120_000 });

async function checkPage(page: Page, name: string) {
  await stayActive(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    await stayActive(page);
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: true });
  }
  await stayActive(page);
}

for (const [locale, lang] of [
  ['de-ch', 'de'],
  ['en-de', 'en'],
] as const) {
  test(`${locale}: summary, payment and success pass axe`, async ({ page, request }) => {
    const slot = await freeSlot(request, {
      locationSlug: 'zurich_bellevue',
      checkupSlug: BASIC,
      services: ['dxa'],
    });
    await page.goto(
      summaryUrl(locale, {
        checkup: BASIC,
        location: 'zurich_bellevue',
        start: slot.start,
        services: ['dxa'],
      }),
    );
    await expect(page.getByTestId('summary-form')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('reserve-total')).toBeVisible();
    await checkPage(page, `summary-${locale}`);
    // With errors on screen too.
    await page.getByRole('button', { name: LABELS[lang].reserve }).click();
    await checkPage(page, `summary-errors-${locale}`);

    await fillSummaryForm(page, lang, {
      firstName: 'Jana',
      lastName: 'Kunz',
      email: uniqueEmail('jana'),
    });
    await page.getByRole('button', { name: LABELS[lang].reserve }).click();
    await expect(page.getByTestId('dev-card-form')).toBeVisible({ timeout: 20_000 });
    await checkPage(page, `payment-${locale}`);

    await payWithTestCard(page, lang);
    await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });
    await expect(page.getByTestId('success-paid')).toBeVisible();
    await checkPage(page, `success-${locale}`);
  });
}

test('partner invitation form passes axe', async ({ page }) => {
  await page.goto(
    '/de-ch/check-up?reservationIdPartner=3f1c2b9e-5d4a-4c3b-8a7f-0e9d8c7b6a51&partner=true',
  );
  await expect(page.getByTestId('partner-gate')).toBeVisible();
  await checkPage(page, 'partner-gate-de-ch');
});

/**
 * Tabs through the page from `first` and lists each focused control (outside the bars) that
 * the price bar or the sticky footer covers, wholly or in part (WCAG 2.4.11).
 */
async function hiddenWhileTabbing(page: Page, first: Locator, steps: number): Promise<string[]> {
  await first.focus();
  const hidden: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bars = [...document.querySelectorAll('[data-testid="summary-panel"], [data-sticky]')];
      if (!focused || focused === document.body || bars.some((bar) => bar.contains(focused)))
        return null;
      const box = focused.getBoundingClientRect();
      const covering = bars
        .map((bar) => bar.getBoundingClientRect())
        .find((bar) => box.bottom > bar.top && box.top < bar.bottom);
      const name = focused.id || focused.textContent?.trim().slice(0, 30) || focused.tagName;
      return covering
        ? `${name}: ${box.top}-${box.bottom} under ${covering.top}-${covering.bottom}`
        : null;
    });
    if (seen) hidden.push(seen);
  }
  return hidden;
}

test('phone: a control reached with Tab is never hidden under the price bar or the sticky footer (WCAG 2.4.11)', async ({
  browser,
  request,
}) => {
  const phone = async () =>
    (await browser.newContext({ viewport: { width: 390, height: 700 }, hasTouch: true })).newPage();
  // Add-ons with one chosen: the continue footer sticks above the price bar.
  const addOns = await phone();
  await addOns.goto(`/de-ch/add-ons?checkup=${BASIC}&services=dxa`);
  await expect(addOns.locator('[data-sticky]')).toHaveCount(1, { timeout: 20_000 });
  // The price bar comes with the booking state after hydration: a Tab before it scrolls with no
  // room kept for the bar, which then covers the focused link (once in CI, at dc2b833).
  await expect(addOns.getByTestId('summary-panel')).toBeVisible();
  expect(await hiddenWhileTabbing(addOns, addOns.getByRole('checkbox').first(), 12)).toEqual([]);
  // The summary form: the price bar alone (a new context: the add-on above is not offered in Bern).
  const summary = await phone();
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  await summary.goto(summaryUrl('de-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  const form = summary.getByTestId('summary-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByTestId('summary-panel')).toBeVisible();
  expect(await hiddenWhileTabbing(summary, form.getByLabel(LABELS.de.firstName), 25)).toEqual([]);
  await addOns.context().close();
  await summary.context().close();
});
