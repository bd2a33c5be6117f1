/**
 * The global idle dialog in a real browser: opens after 15 s without activity (Playwright's
 * clock), validates the single contact field, sends to /api/idle-contact, stays closed after
 * the close icon; and the data-layer events it fires.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { overlaysReady, uniqueClientIp } from './booking-helpers';

const URL = '/en-ch/add-ons?checkup=whole_body_scan_with_blood_test';

async function openIdle(page: Page) {
  await page.clock.install();
  const ready = overlaysReady(page);
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await ready();
  // Playwright's clock lets real time flow, so a slow start (a busy CI host) shifts the
  // timer by a second or more: check 'not yet' well before 15 s (the exact boundary is
  // idleTimer.test.ts's), then run past it.
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(6_000);
  const dialog = page.getByRole('dialog', { name: 'Can we help you?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((e) =>
      e.event ? [e.event] : [],
    ),
  );

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

test('opens after 15 s idle, refuses invalid input and sends a valid email', async ({ page }) => {
  const dialog = await openIdle(page);
  // No tag manager here, so no consent was asked and no event is pushed (docs/manage-booking.md); the
  // checkout_popup_* events with consent are analytics.test.tsx's and IdleDialog's tests.
  expect(await events(page)).toEqual([]);
  const field = dialog.getByLabel('Email or phone number');
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/idle-contact')) posted++;
  });

  await field.fill('anna@example');
  await dialog.getByRole('button', { name: 'Contact me' }).click();
  await expect(dialog).toContainText('Please enter a valid email address.');
  await field.fill('12345');
  await dialog.getByRole('button', { name: 'Contact me' }).click();
  await expect(dialog).toContainText('Please enter a valid phone number (8 to 15 digits).');
  expect(posted).toBe(0);

  await field.fill('anna@example.ch');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/idle-contact'));
  await dialog.getByRole('button', { name: 'Contact me' }).click();
  const answer = await response;
  expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ email: 'anna@example.ch' });
  expect(answer.ok()).toBe(true);
  await expect(dialog).toContainText('Thank you. We will get in touch with you shortly.');
  expect(await events(page)).toEqual([]);
});

test('activity postpones it, and the close icon ends it for the session', async ({ page }) => {
  await page.clock.install();
  const ready = overlaysReady(page);
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await ready();
  await page.clock.fastForward(10_000);
  await page.mouse.click(5, 300);
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(6_000);
  const dialog = page.getByRole('dialog', { name: 'Can we help you?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/idle-dialog-en-ch.png' });

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await events(page)).toEqual([]);
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Next page of the same session.
  const nextReady = overlaysReady(page);
  await page.goto('/en-ch/location?checkup=whole_body_scan_with_blood_test');
  await nextReady();
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the open idle dialog and the phone summary bar pass axe (de-ch)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  const ready = overlaysReady(page);
  await page.goto('/de-ch/add-ons?checkup=whole_body_scan_with_blood_test&services=dxa');
  await expect(page.getByTestId('summary-total')).toHaveText(/CHF 2’740/);
  await page.getByRole('button', { name: 'Details anzeigen' }).click();
  await page.screenshot({ path: 'e2e/screenshots/summary-bar-open-de-ch-390.png' });
  await ready();
  // As in visitor-smoothing: the clock runs on until the idle count has started and ended.
  const dialog = page.getByRole('dialog', { name: 'Können wir Ihnen helfen?' });
  await expect(async () => {
    await page.clock.fastForward(16_000);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: 'e2e/screenshots/idle-dialog-de-ch-390.png' });
  expect(await seriousViolations(page)).toEqual([]);
});
