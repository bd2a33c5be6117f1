/**
 * A landing link on the check-up page (SPEC 2, docs/spec.md): booking keys and prefill of the
 * link reach the store once, the address bar keeps no personal data, and the choice of a
 * check-up carries services, location, day and discount code on to the next steps; the
 * start date limits the calendar wherever the visitor goes next. Also the old race: a click
 * on an offer right after the page loads must leave the visitor on add-ons.
 *
 * The link uses Zürich Bellevue rather than Bern: in the seed, Bern offers no DEXA scan.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { fieldLabel, LABELS, settled, uniqueClientIp } from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';
const DISCOUNT = 'WELCOME10'; // seed: 10 %, every package, no limit
const PERSONAL = /[?&](firstname|lastname|email|phone|timeslot-start)=/;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type SlotDay = { date: string; slots: { start: string; freeRooms: number }[] };

/** A free slot 8 to 40 days ahead (so that bookable days lie before the start date too). */
async function laterFreeSlot(page: Page): Promise<{ start: string; day: string }> {
  const from = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.get('/api/timeslots/fetch-time-slots', {
    params: {
      locationSlug: LOCATION,
      checkupSlug: BASIC,
      services: 'dxa',
      startDate: from,
      endDate: to,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { days } = (await response.json()) as { days: SlotDay[] };
  const day = days.find((d) => d.slots.some((s) => s.freeRooms > 0));
  expect(day, 'a day with a free slot').toBeTruthy();
  return { start: day!.slots.find((s) => s.freeRooms > 0)!.start, day: day!.date };
}

function landingLink(locale: string, p: { startDate: string; selectedDate: string; slot: string }) {
  const query = new URLSearchParams({
    discountCode: DISCOUNT,
    services: 'dxa',
    location: LOCATION,
    selectedDate: p.selectedDate,
    startDate: p.startDate,
    firstname: 'Anna',
    lastname: 'Muster',
    email: 'anna.muster@example.ch',
    'timeslot-start': p.slot,
  });
  return `/${locale}/check-up?${query}`;
}

test('a landing link on check-up reaches every following step (de-ch)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const slot = await laterFreeSlot(page);
  const startDate = addDays(slot.day, -3);
  await page.goto(landingLink('de-ch', { startDate, selectedDate: slot.day, slot: slot.start }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wählen Sie Ihren Check-up' }),
  ).toBeVisible();

  // After load the address keeps the booking keys but no personal data.
  await expect.poll(() => PERSONAL.test(page.url()), { timeout: 10_000 }).toBe(false);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/de-ch/check-up');
  expect(landed.searchParams.get('discountCode')).toBe(DISCOUNT);
  expect(landed.searchParams.getAll('services')).toEqual(['dxa']);
  expect(landed.searchParams.get('location')).toBe(LOCATION);
  expect(landed.searchParams.get('selectedDate')).toBe(slot.day);
  expect(page.url()).not.toContain('Anna');
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('booking-visited-v1') ?? '[]')),
  ).toContain('check-up');
  expect(await seriousViolations(page)).toEqual([]);

  // The offer link carries the booking on.
  const offer = page.locator(`article[data-checkup="${BASIC}"]`).getByRole('link');
  await expect(offer).toHaveAttribute('href', /discountCode=WELCOME10/);
  await offer.click();

  // Add-ons: the service is chosen, the discount is in the panel.
  await expect(page).toHaveURL(/\/de-ch\/add-ons\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weitere Untersuchungen hinzufügen' }),
  ).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get('checkup')).toBe(BASIC);
  expect(url.searchParams.get('discountCode')).toBe(DISCOUNT);
  expect(url.searchParams.get('location')).toBe(LOCATION);
  expect(url.searchParams.get('selectedDate')).toBe(slot.day);
  await expect(page.locator('article[data-addon="dxa"]').getByRole('checkbox')).toBeChecked();
  const panel = page.getByTestId('summary-panel');
  await expect(panel).toContainText('Willkommensrabatt 10 %');
  await expect(panel.getByTestId('summary-location')).toContainText('Zürich');

  // Location: chosen already, so the visitor can go on.
  await page.getByTestId('addons-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/location\?.*location=zurich_bellevue/);
  await expect(
    page.locator(`article[data-location="${LOCATION}"]`).getByRole('button', { pressed: true }),
  ).toBeVisible();
  await page.getByTestId('location-continue').click();

  // Timeslot: the landing day is chosen; no day before the start date can be chosen.
  await expect(page).toHaveURL(/\/de-ch\/timeslot\?/);
  await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible();
  await expect(
    page.locator(`td[aria-selected="true"] button[data-date="${slot.day}"]`),
  ).toBeVisible();
  const previous = page.getByRole('button', { name: 'Vorheriger Monat' });
  // Back to the start date's month (the landing day may lie in the next one).
  while (!(await page.locator(`button[data-date="${startDate}"]`).isVisible())) {
    await expect(previous).toBeEnabled();
    await previous.click();
  }
  await expect(previous).toBeDisabled();
  await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible();
  const dates = await page.locator('button[data-date]').evaluateAll((buttons) =>
    buttons.map((b) => ({
      date: b.getAttribute('data-date')!,
      disabled: b.getAttribute('aria-disabled') === 'true',
    })),
  );
  const before = dates.filter((d) => d.date < startDate);
  expect(
    before.every((d) => d.disabled),
    JSON.stringify(before),
  ).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The chosen day's slot, then the summary: personal prefill is in the form, the discount
  // still applies.
  if (!(await page.locator(`button[data-date="${slot.day}"]`).isVisible())) {
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
  }
  await page.locator(`button[data-date="${slot.day}"]`).click();
  await page.locator('button[data-slot]').first().click();
  await page.getByTestId('timeslot-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/summary\?/);
  const form = page.getByTestId('summary-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel(fieldLabel(LABELS.de.firstName))).toHaveValue('Anna');
  await expect(form.getByLabel(fieldLabel(LABELS.de.email))).toHaveValue('anna.muster@example.ch');
  await expect(page.getByTestId('summary-panel')).toContainText('Willkommensrabatt 10 %');
  expect(PERSONAL.test(page.url())).toBe(false);
});

test('a click on an offer right after load stays on add-ons (the old race)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const link = landingLink('en-ch', {
    startDate: addDays(new Date().toISOString().slice(0, 10), 5),
    selectedDate: addDays(new Date().toISOString().slice(0, 10), 9),
    slot: new Date(Date.now() + 9 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
  });
  // Several fresh sessions, clicking at different moments of the page's start.
  for (const waitUntil of ['load', 'load', 'domcontentloaded', 'networkidle'] as const) {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const page = await context.newPage();
    await page.goto(link, { waitUntil });
    await page.locator(`article[data-checkup="${BASIC}"]`).getByRole('link').click();
    await expect(page).toHaveURL(/\/en-ch\/add-ons\?/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add further examinations' }),
    ).toBeVisible();
    // Nothing sends the visitor back afterwards: the guard and the URL sync have run.
    await settled(page);
    expect(new URL(page.url()).pathname, waitUntil).toBe('/en-ch/add-ons');
    expect(PERSONAL.test(page.url())).toBe(false);
    await context.close();
  }
});
