import { hasOutlinedContent } from '@/lib/build/outlinedContent';
import { staticPagePaths } from '@/server/security/page-headers';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

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
  // Booking steps and the manage page (headers from the build) and a page the proxy serves.
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
    expect(headers['vary'], path).toContain('Sec-Fetch-Dest'); // a frame's answer differs
  }
});

test('pages are sent as Latin-1 text and read the same in the browser', async ({
  page,
  request,
}) => {
  for (const path of ['/de-ch/check-up', '/en-ch/timeslot']) {
    const html = await (await request.get(path)).text();
    expect(
      [...html].filter((c) => c.codePointAt(0)! > 0xff),
      path,
    ).toEqual([]);
    expect(html, path).toContain(' &#x2013; '); // the title's dash, written as a reference
  }
  await page.goto('/de-ch/check-up'); // a hydration mismatch would fail the test (fixtures.ts)
  await expect(page).toHaveTitle(/ – Vorsorge/);
  await expect(page.getByRole('main')).toContainText('’');
});

test('every step sends its content in place, readable without JavaScript', async ({
  request,
  browser,
}) => {
  // React outlines a Suspense boundary past 12.8 kB (lib/build/outlinedContent.ts): the German
  // check-up page, the longest, was sent hidden behind a reveal script.
  for (const path of staticPagePaths()) {
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
