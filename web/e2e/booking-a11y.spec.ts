/**
 * axe-core on the summary, payment and success steps in both languages (no serious or
 * critical violation), with screenshots at phone (390x844) and desktop (1440x900) size.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
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
    const slot = await freeSlot(request, { locationSlug: 'zurich_bellevue', checkupSlug: BASIC, services: ['dxa'] });
    await page.goto(summaryUrl(locale, { checkup: BASIC, location: 'zurich_bellevue', start: slot.start, services: ['dxa'] }));
    await expect(page.getByTestId('summary-form')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('reserve-total')).toBeVisible();
    await checkPage(page, `summary-${locale}`);
    // With errors on screen too.
    await page.getByRole('button', { name: LABELS[lang].reserve }).click();
    await checkPage(page, `summary-errors-${locale}`);

    await fillSummaryForm(page, lang, { firstName: 'Jana', lastName: 'Kunz', email: uniqueEmail('jana') });
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
  await page.goto('/de-ch/check-up?reservationIdPartner=3f1c2b9e-5d4a-4c3b-8a7f-0e9d8c7b6a51&partner=true');
  await expect(page.getByTestId('partner-gate')).toBeVisible();
  await checkPage(page, 'partner-gate-de-ch');
});

test('phone: a field reached with Tab is never hidden under the price bar (WCAG 2.4.11)', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 700 }, hasTouch: true });
  const page = await context.newPage();
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  const form = page.getByTestId('summary-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(LABELS.de.firstName).focus();
  // Walk the form with the keyboard; each focused control must end above the fixed bar.
  const hidden: string[] = [];
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('[data-testid="summary-panel"]');
      if (!focused || !bar || !focused.closest('[data-testid="summary-form"]')) return null;
      const box = focused.getBoundingClientRect();
      return { name: focused.id || focused.tagName, bottom: box.bottom, barTop: bar.getBoundingClientRect().top };
    });
    if (seen && seen.bottom > seen.barTop) hidden.push(`${seen.name}: ${seen.bottom} > ${seen.barTop}`);
  }
  expect(hidden).toEqual([]);
  await context.close();
});
