import { hasOutlinedContent } from '@/server/ops/outlined-content';
import { STEPS } from '@/features/booking/steps';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  fillSummaryForm,
  freeSlot,
  LABELS,
  LABELS_DE_DE,
  payWithTestCard,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
  waitForEmail,
} from './booking-helpers';

const LOCALES = [
  {
    locale: 'de-ch',
    lang: 'de-CH',
    heading: 'Wählen Sie Ihren Check-up',
    two: 'Für zwei Personen',
  },
  { locale: 'en-ch', lang: 'en-CH', heading: 'Choose your check-up', two: 'For two people' },
  {
    locale: 'de-de',
    lang: 'de-DE',
    heading: 'Wählen Sie Ihren Check-up',
    two: 'Für zwei Personen',
  },
  { locale: 'en-de', lang: 'en-DE', heading: 'Choose your check-up', two: 'For two people' },
] as const;

const BASIC = 'whole_body_scan_with_blood_test';

async function prices(page: Page): Promise<string[]> {
  return page.getByTestId('offer-price').locator('strong').allInnerTexts();
}

for (const { locale, lang, heading, two } of LOCALES) {
  test(`/${locale}/check-up shows the packages in its language`, async ({ page }) => {
    const response = await page.goto(`/${locale}/check-up`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await prices(page)).toEqual(['CHF 2’490', 'CHF 2’990']);

    await page.getByText(two, { exact: true }).click();
    await expect.poll(() => prices(page)).toEqual(['CHF 4’480', 'CHF 5’480']);
    await expect(page.getByRole('link', { name: /Plus/ }).first()).toHaveAttribute(
      'href',
      `/${locale}/add-ons?checkup=whole_body_scan&isPartnerBooking=true`,
    );
  });
}

/** Swiss German words that Germany German writes otherwise (docs/languages.md). */
const SWISS_ONLY = /\bStrasse\b|Reservation|\bMRI\b|Grüsse|\bTotal\b|schliess|gemäss/g;
const swissWords = (text: string) => text.match(SWISS_ONLY) ?? [];

/**
 * A page as sent, without its scripts: what shows and the head's texts. The props keep the
 * Swiss `de` store as i18next's fallback for keys without a Germany-German text; not shown.
 */
async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

test.describe('Germany German (docs/manage-booking.md)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });

  test('/de-de pages, emails, .ics and manage page use Germany German; /de-ch keeps Swiss spelling', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The pages' own texts as sent (props included): the same page in both markets. Street
    // names of Swiss locations ("Theaterstrasse") are proper names and stay as they are.
    const ch = await pageHtml(request, '/de-ch/check-up');
    expect(ch).toContain('Ganzkörper-MRI');
    expect(ch).not.toContain('MRT');
    const de = await pageHtml(request, '/de-de/check-up');
    expect(de).toContain('Ganzkörper-MRT');
    expect(swissWords(de), '/de-de/check-up').toEqual([]);

    // One booking in de-de through the form and the test card.
    const since = Date.now();
    const email = uniqueEmail('greta');
    const location = 'zurich_bellevue';
    const slot = await freeSlot(request, { locationSlug: location, checkupSlug: BASIC });
    await page.goto(summaryUrl('de-de', { checkup: BASIC, location, start: slot.start }));
    await expect(page.getByLabel(/^Straße und Hausnummer/)).toBeVisible({ timeout: 20_000 });
    await fillSummaryForm(
      page,
      'de',
      { firstName: 'Greta', lastName: 'Brandt', email, phone: '0151 23456789' },
      undefined,
      LABELS_DE_DE,
    );
    await page.getByLabel(LABELS.de.deposit).check();
    await page.getByRole('button', { name: LABELS.de.reserve }).click();
    await expect(page).toHaveURL(/\/de-de\/payment/, { timeout: 20_000 });
    await expect(page.getByText(/Reservierung/).first()).toBeVisible();
    expect(swissWords(await page.locator('main').innerText()), 'payment').toEqual([]);
    await payWithTestCard(page, 'de');
    await expect(page).toHaveURL(/\/de-de\/success/, { timeout: 30_000 });
    await expect(page.locator('main')).toContainText('Reservierungsnummer');
    expect(swissWords(await page.locator('main').innerText()), 'success').toEqual([]);

    // The confirmation (HTML, text and .ics, decoded together; base64 lines left out) and the
    // manage page. Its Germany-German words here: "Grüße", "Gesamt"; the check-up's title
    // ("Ganzkörper-Check-up") and the .ics ("Referenz") read the same in both markets.
    const mail = (await waitForEmail(email, /Ihr Check-up ist gebucht/, since))
      .split('\n')
      .filter((line) => !/^[A-Za-z0-9+/=]{40,}\r?$/.test(line))
      .join('\n');
    expect(mail).toContain('Freundliche Grüße');
    expect(mail).toContain('Gesamt');
    expect(swissWords(mail), 'email').toEqual([]);
    const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail)?.[0] ?? '';
    expect(ics).toContain('/de-de/check-up');
    expect(swissWords(ics), '.ics').toEqual([]);
    const token = /\/de-de\/booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token, 'manage link in the email').toBeTruthy();
    const manage = await page.context().newPage();
    await manage.goto(`/de-de/booking?token=${token}`);
    await expect(manage.getByTestId('manage-status')).toHaveText('Gebucht', { timeout: 20_000 });
    const manageText = await manage.locator('body').innerText();
    expect(manageText).toContain('Gesamt');
    expect(manageText).toContain('Ganzkörper-MRT'); // the footer's note
    expect(swissWords(manageText), 'manage page').toEqual([]);
  });
});

test('/ redirects to /de-ch/check-up by default', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': '' } });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location, 'http://x').pathname).toBe('/de-ch/check-up');
});

test('pages and API answers carry the security headers', async ({ request }) => {
  const html = await (await request.get('/de-ch/check-up')).text();
  const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(chunk).toBeTruthy();
  for (const path of ['/de-ch/check-up', '/api/build-id', '/builds/latest.json', chunk!]) {
    const headers = (await request.get(path)).headers();
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
  }
  // Booking steps, the manage page and a 404: the proxy gives every page its CSP.
  for (const path of [
    '/de-ch/check-up',
    '/en-de/timeslot',
    '/de-de/booking',
    '/de-ch/does-not-exist',
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self';");
    expect(headers['permissions-policy'], path).toContain('payment=(self "https://js.stripe.com")');
  }
});

test('pages carry a Cache-Control that a shared cache (CDN) honours', async ({ request }) => {
  // ISR (revalidate 60): a CDN may keep the page 60 s and serve it stale while it refetches.
  for (const path of ['/de-ch/check-up', '/en-de/timeslot', '/de-de/booking']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cacheControl = response.headers()['cache-control'];
    expect(cacheControl, path).toMatch(/(^|, )s-maxage=60(,|$)/);
    expect(cacheControl, path).toMatch(/(^|, )stale-while-revalidate=\d+/);
    expect(cacheControl, path).not.toMatch(/private|no-store|no-cache/);
  }
});

test('every step sends its content in place, readable without JavaScript', async ({
  request,
  browser,
}) => {
  // React outlines a Suspense boundary past 12.8 kB (server/ops/outlined-content.ts): the German
  // check-up page, the longest, was once sent hidden behind a reveal script.
  const pages = [...STEPS, 'booking'].flatMap((page) =>
    LOCALES.map(({ locale }) => `/${locale}/${page}`),
  );
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect([path, hasOutlinedContent(html)]).toEqual([path, false]);
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de-de/check-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wählen Sie Ihren Check-up');
  await expect(page.getByTestId('market-notice')).toBeVisible();
  await context.close();
});

test('a bare path keeps path and query on its way to the locale', async ({ request }) => {
  const response = await request.get('/summary?x=1', {
    maxRedirects: 0,
    headers: { 'accept-language': 'fr' },
  });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location, 'http://x');
  expect(location.pathname + location.search).toBe('/de-ch/summary?x=1');
});

test('/{locale} goes to its check-up', async ({ request }) => {
  const response = await request.get('/en-ch', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location, 'http://x').pathname).toBe('/en-ch/check-up');
});

test('the i18n_redirected cookie decides the locale of a bare path', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en-de', url: baseURL! }]);
  await page.goto('/check-up');
  await expect(page).toHaveURL(/\/en-de\/check-up$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
});

test('Accept-Language de-DE sends / to /de-de/check-up', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de-de\/check-up$/);
  await context.close();
});

test('an unknown path answers 404 with the localized page', async ({ page, allowBrowserError }) => {
  // The page and its data answer 404 on purpose.
  allowBrowserError(/status of 404 .*\[.*\/(gibt-es-nicht|does-not-exist)(\.json)?\]/);
  const german = await page.goto('/de-ch/gibt-es-nicht');
  expect(german?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');

  const english = await page.goto('/en-de/does-not-exist');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.getByRole('link', { name: 'Back to the check-up' }).click();
  await expect(page).toHaveURL(/\/en-de\/check-up$/);
});

test('the design-system pages answer 200', async ({ page }) => {
  for (const path of ['/de-ch/_design-system', '/en-ch/_design-system/icons']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await expect(page.locator('[data-icon]')).toHaveCount(25);
});

test('the switches keep path and query and set the cookie', async ({ page, context }) => {
  await page.goto('/de-ch/check-up?isPartnerBooking=true');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: /EN/ }).click();
  await expect(page).toHaveURL(/\/en-ch\/check-up\?isPartnerBooking=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your check-up');
  let cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en-ch');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page
    .getByRole('navigation', { name: 'Country' })
    .getByRole('link', { name: 'Germany' })
    .click();
  await expect(page).toHaveURL(/\/en-de\/check-up\?isPartnerBooking=true$/);
  cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en-de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
});

test('the design-system modal and toast work in the browser', async ({ page }) => {
  await page.goto('/en-ch/_design-system');
  await page.getByRole('button', { name: 'Open dark dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sample dialog' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Show success toast' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
});

for (const path of ['/de-ch/check-up', '/en-ch/_design-system', '/de-ch/does-not-exist']) {
  test(`no serious or critical accessibility violations on ${path}`, async ({
    page,
    allowBrowserError,
  }) => {
    // The unknown path (page and data) answers 404 on purpose.
    if (path.endsWith('does-not-exist'))
      allowBrowserError(/status of 404 .*\[.*\/does-not-exist(\.json)?\]/);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test(`screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [name, path] of [
      ['check-up', '/de-ch/check-up'],
      ['design-system', '/en-ch/_design-system'],
    ] as const) {
      await page.goto(path);
      await page.screenshot({
        path: `e2e/screenshots/${name}-${viewport.name}.png`,
        fullPage: true,
      });
    }
  });
}
