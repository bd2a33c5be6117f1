/**
 * Add-ons, location and timeslot steps in a real browser against the production server:
 * the walk through the three steps with the live summary panel, the location/add-on rule,
 * the already-booked path, axe-core in both languages and screenshots for review.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  fieldLabel,
  answerPrecheck,
  fillSummaryForm,
  freeSlot,
  LABELS,
  quiet,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
} from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

async function pickFirstSlot(page: Page) {
  const day = page.locator('button[data-date]:not([aria-disabled])').first();
  // The current month may be fully booked or over: look ahead up to three months.
  for (let i = 0; i < 3; i++) {
    await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible();
    if ((await day.count()) > 0) break;
    await page.getByRole('button', { name: /Nächster Monat|Next month/ }).click();
  }
  await day.click();
  await page.locator('button[data-slot]').first().click();
}

test('add-ons -> location -> timeslot -> summary with the live price summary (de-ch)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/de-ch/add-ons?checkup=${BASIC}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weitere Untersuchungen hinzufügen' }),
  ).toBeVisible();
  const panel = page.getByTestId('summary-panel');
  await expect(panel.getByTestId('summary-total')).toHaveText(/CHF 2’490/);

  const dxa = page.locator('article[data-addon="dxa"]');
  await expect(dxa.getByTestId('addon-price')).toHaveText('+ CHF 250');
  await dxa.getByRole('checkbox').check();
  await expect(page).toHaveURL(/services=dxa/);
  await expect(panel.getByTestId('summary-total')).toHaveText(/CHF 2’740/);
  // Not bookable (coming soon) or offered nowhere with this check-up: no Add box at all.
  await expect(page.locator('article[data-addon="apo_e4_test"]').getByRole('checkbox')).toHaveCount(
    0,
  );
  await expect(
    page.locator('article[data-addon="lung_ct"]').getByTestId('addon-unavailable'),
  ).toHaveText(/Kein Standort bietet/);

  await page.getByTestId('addons-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/location\?/);
  // Basel Rheinfelden does not offer the bone scan: drop it to choose the location.
  const rheinfelden = page.locator('article[data-location="basel_rheinfelden"]');
  await expect(rheinfelden.getByTestId('location-discount')).toHaveText(/CHF 250 Standortrabatt/);
  await expect(rheinfelden).toContainText('bietet Ihre Zusatzleistung');
  await rheinfelden.getByTestId('drop-addons-and-choose').click();
  await expect(page).toHaveURL(/location=basel_rheinfelden/);
  await expect(page).not.toHaveURL(/services=/);
  await expect(panel.getByTestId('summary-total')).toHaveText(/CHF 2’240/);
  await expect(panel).toContainText('Standortrabatt');

  await page.getByTestId('location-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/timeslot\?/);
  await pickFirstSlot(page);
  await expect(page).toHaveURL(/selectedDate=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('chosen-slot')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  await expect(page.getByTestId('chosen-slot')).toContainText('90 Minuten');
  await expect(panel.getByTestId('summary-appointment')).toContainText(
    /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/,
  );
  await page.getByTestId('timeslot-continue').click();
  await expect(page).toHaveURL(/\/de-ch\/summary\?/);
});

test('a slot taken meanwhile is said in place, focused, and the slots reload (en-ch)', async ({
  page,
}) => {
  await page.route('**/api/timeslots/check-time-slot-occupation**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ occupied: true }),
    }),
  );
  await page.goto(`/en-ch/timeslot?checkup=${BASIC}&location=bern`);
  await pickFirstSlot(page);
  const reloads = page.waitForRequest((r) => r.url().includes('/api/timeslots/fetch-time-slots'));
  await page.getByTestId('timeslot-continue').click();
  const taken = page.getByTestId('slot-taken');
  await expect(taken).toContainText('This time was just taken by someone else.');
  await expect(taken).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await reloads;
  await expect(page).toHaveURL(/\/en-ch\/timeslot/);
  await expect(page.getByTestId('timeslot-continue')).toBeDisabled();
});

test('another slot after Reserve drops the reservation: /payment goes back to the summary (en-ch)', async ({
  page,
  request,
}) => {
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  await page.goto(summaryUrl('en-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  await fillSummaryForm(page, 'en', {
    firstName: 'Rita',
    lastName: 'Wechsler',
    email: uniqueEmail('rita'),
  });
  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=/, { timeout: 20_000 });
  const reservationId = new URL(page.url()).searchParams.get('reservationId');

  // Back to the slot choice before paying, and another slot on the same day.
  await page.goto(`/en-ch/timeslot?checkup=${BASIC}&location=bern&reservationId=${reservationId}`);
  await page.locator('button[data-slot][aria-pressed="false"]').first().click();
  await expect(page).not.toHaveURL(/reservationId=/);
  await expect(page.getByTestId('summary-total')).toHaveText(/CHF 2’490/);

  await page.goto(`/en-ch/payment?checkup=${BASIC}&location=bern`);
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
});

test('a fixed typo after Reserve releases the hold: the same last free room is reserved again (en-ch)', async ({
  page,
  request,
}) => {
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  // Others hold every room of the slot but one.
  for (let i = 1; i < slot.freeRooms; i++) {
    const other = await request.post('/api/reservation/create', {
      headers: { 'x-forwarded-for': uniqueClientIp() },
      data: {
        reservationData: {
          checkupSlug: BASIC,
          timeSlotStart: slot.start,
          locationSlug: 'bern',
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
    expect(other.status(), await other.text()).toBe(201);
  }
  await page.goto(summaryUrl('en-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  await fillSummaryForm(page, 'en', {
    firstName: 'Rita',
    lastName: 'Wechsle',
    email: uniqueEmail('rita'),
  });
  const reserve = page.getByRole('button', { name: LABELS.en.reserve });
  await reserve.click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=/, { timeout: 20_000 });
  const first = new URL(page.url()).searchParams.get('reservationId');
  const freeRooms = async () => {
    const day = slot.start.slice(0, 10);
    const res = await request.get('/api/timeslots/fetch-time-slots', {
      params: { locationSlug: 'bern', checkupSlug: BASIC, startDate: day, endDate: day },
    });
    const { days } = (await res.json()) as {
      days: { slots: { start: string; freeRooms: number }[] }[];
    };
    return days.flatMap((d) => d.slots).find((s) => s.start === slot.start)?.freeRooms ?? 0;
  };
  expect(await freeRooms()).toBe(0);

  // Back to the summary, the typo fixed: the reservation is dropped and its hold released.
  await page.goBack();
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  const form = page.getByTestId('summary-form');
  await form.getByLabel(fieldLabel(LABELS.en.lastName)).fill('Wechsler');
  await expect(page).not.toHaveURL(/reservationId=/);
  await expect.poll(freeRooms).toBe(1);
  // Consent and the safety pre-check are asked again (neither is kept, docs/screening.md).
  await answerPrecheck(page, LABELS.en.precheckNo);
  await form.getByLabel(LABELS.en.consent).check();
  await reserve.click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=/, { timeout: 20_000 });
  const second = new URL(page.url()).searchParams.get('reservationId');
  expect(second).not.toBe(first);
  await expect(page.getByTestId('payment-lines')).toBeVisible({ timeout: 20_000 });

  // Reserve again without a change: the new hold replaces the pending one on the same room.
  await page.goBack();
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  // Consent and the safety pre-check are asked again (neither is kept, docs/screening.md).
  await answerPrecheck(page, LABELS.en.precheckNo);
  await form.getByLabel(LABELS.en.consent).check();
  await reserve.click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=/, { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('reservationId')).not.toBe(second);
  await expect(page.getByTestId('payment-lines')).toBeVisible({ timeout: 20_000 });
});

test('the calendar is keyboard navigable', async ({ page }) => {
  await page.goto(`/en-ch/timeslot?checkup=${BASIC}&location=zurich_bellevue`);
  // Once the month's availability is there (the grid is busy until then).
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
  const focusable = page.locator('button[data-date][tabindex="0"]');
  await focusable.focus();
  // The day focused, read from the focus itself: the roving tabindex may move to the first free
  // day when availability arrives, and the locator would then name another day than the one
  // the keys start from.
  const focusedDay = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date);
  const start = await focusedDay();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('ArrowDown');
  const next = await focusedDay();
  const expected = new Date(`${start}T12:00:00Z`);
  expected.setUTCDate(expected.getUTCDate() + 7);
  expect(next).toBe(expected.toISOString().slice(0, 10));
});

test('guards: add-ons without a check-up and timeslot without a location go back', async ({
  page,
}) => {
  await page.goto('/en-ch/add-ons');
  await expect(page).toHaveURL(/\/en-ch\/check-up/);
  await page.goto(`/en-ch/timeslot?checkup=${BASIC}`);
  await expect(page).toHaveURL(/\/en-ch\/location\?checkup=/);
});

// Each step once per language, one at each size (docs/decisions/0011-one-e2e-retry-in-ci.md): de-ch on a phone, en-ch on a
// desktop.
for (const [locale, width, height] of [
  ['de-ch', 390, 844],
  ['en-ch', 1440, 900],
] as const) {
  const pages = [
    ['add-ons', `/${locale}/add-ons?checkup=${BASIC}&services=dxa`],
    ['location', `/${locale}/location?checkup=${BASIC}&services=dxa`],
    ['timeslot', `/${locale}/timeslot?checkup=${BASIC}&location=zurich_bellevue`],
  ] as const;
  for (const [step, url] of pages) {
    test(`${step} in ${locale} at ${width}: no serious axe violation, screenshot`, async ({
      page,
    }) => {
      // axe takes 15-20 s a page on a busy 2-core host.
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('summary-total')).toHaveText(/CHF/);
      if (step === 'timeslot')
        await page.locator('button[data-date]:not([aria-disabled])').first().click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `e2e/screenshots/${step}-${locale}-${width}.png`,
        fullPage: true,
      });
    });
  }
}

test('a step prefetches the next step’s page data after one second', async ({ page }) => {
  const prefetched = page.waitForRequest(/\/_next\/data\/[^/]+\/de-ch\/add-ons\.json/, {
    timeout: 10_000,
  });
  const shownAt = Date.now();
  await page.goto('/de-ch/check-up');
  await prefetched;
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1000);
});

test('a step loads no other page’s data on sight, only the next step’s', async ({ page }) => {
  // Next's router prefetches every visible link unless told not to: the locale switch (three
  // locales' data of this step, again after each URL change), the logo (check-up) and the back
  // button. (It also sends one HEAD of the step's own data while hydrating: the proxy runs for
  // every page, and the router asks whether it rewrites this one.)
  const data: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_next/data/')) data.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const nextStep = page.waitForRequest(/\/_next\/data\/[^/]+\/de-ch\/summary\.json/, {
    timeout: 10_000,
  });
  await page.goto(`/de-ch/timeslot?checkup=${BASIC}&services=dxa&location=zurich_bellevue`);
  await expect(page.locator('table[role="grid"]:not([aria-busy])')).toBeVisible();
  await nextStep;
  await quiet(page);
  const others = data
    .map((d) => d.replace(/^(\w+) \/_next\/data\/[^/]+/, '$1 '))
    .filter((d) => d !== 'HEAD /de-ch/timeslot.json');
  expect(others).toEqual(['GET /de-ch/summary.json']);
});
