/**
 * Robustness (SPEC 4, 7, 8): the build poll path, the 404 message with the path, and a lazy
 * chunk that cannot be loaded (after a deploy) reloading the page once, then showing the
 * generic error view, both logged through POST /api/log.
 */
import { seriousViolations } from './axe';
import { quiet } from './booking-helpers';
import { expect, test } from './fixtures';
import type { Request } from '@playwright/test';

const logEntries = (requests: Request[]) =>
  requests
    .filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/log')
    .map(
      (r) => r.postDataJSON() as { level: string; event: string; fields: Record<string, unknown> },
    );

test('GET /builds/latest.json?t=… answers the id of the running build, uncached (SPEC 7)', async ({
  page,
  request,
}) => {
  await page.goto('/en-ch/check-up');
  const pageBuildId = await page.evaluate(
    () => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId,
  );
  const response = await request.get('/builds/latest.json?t=1');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toEqual({ id: pageBuildId });
});

test('the open page polls /builds/latest.json with a timestamp query', async ({ page }) => {
  await page.goto('/en-ch/check-up');
  await page.waitForLoadState('networkidle');
  const poll = page.waitForRequest((r) => new URL(r.url()).pathname === '/builds/latest.json');
  // A regained focus checks at once (otherwise every 60 s).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const url = new URL((await poll).url());
  expect(url.searchParams.get('t')).toMatch(/^\d{13}$/);
});

test('404: "Page Not Found: {path}" in both languages (SPEC 8), escaped, without violations', async ({
  page,
  allowBrowserError,
}) => {
  // The unknown paths (page and data) answer 404 on purpose.
  allowBrowserError(/status of 404 .*\[.*\/(gibt-es-nicht|no-such-page\/[^\]]*)(\.json)?\]/);
  const german = await page.goto('/de-ch/gibt-es-nicht');
  expect(german?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByTestId('error-message')).toHaveText(
    'Seite nicht gefunden: /de-ch/gibt-es-nicht',
  );
  expect(await seriousViolations(page)).toEqual([]);

  const english = await page.goto('/en-ch/no-such-page/<img src=x onerror=alert(1)>');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-message')).toHaveText(
    'Page Not Found: /en-ch/no-such-page/<img src=x onerror=alert(1)>',
  );
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a lazy chunk that fails to load reloads once, then shows the error view; both logged (SPEC 4, 8)', async ({
  page,
  allowBrowserError,
}) => {
  // The chunk is made to fail on purpose: its failed loads (script and, since the partner gate
  // has a stylesheet of its own, its CSS) and the ChunkLoadError they raise.
  allowBrowserError(/net::ERR_FAILED \[.*\/_next\/static\/chunks\/[^\]]*\.(?:js|css)\]/);
  allowBrowserError(/^ChunkLoadError: Failed to load chunk \/_next\/static\/chunks\//);
  // The chunks a plain check-up visit needs (the next step's prefetch included) stay
  // available; any other chunk is "gone after a deploy": here the partner gate's, which only
  // an invitation link loads (React.lazy).
  const known = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/_next/static/chunks/')) known.add(r.url());
  });
  await page.goto('/en-ch/check-up');
  await quiet(page);
  page.removeAllListeners('request');

  const blocked: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    if (known.has(route.request().url())) return route.continue();
    blocked.push(route.request().url());
    return route.abort('failed');
  });
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  // Full page loads (a client-side URL update is no document request).
  const documents = () =>
    requests.filter((r) => r.isNavigationRequest() && r.frame() === page.mainFrame()).length;

  await page.goto(
    '/en-ch/check-up?reservationIdPartner=7d9f4c1e-0000-4000-8000-000000000001&partner=true',
  );
  // The first failure reloads; the second, within 10 s on the same path, does not.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error', {
    timeout: 15_000,
  });
  expect(blocked.length).toBeGreaterThan(0);
  expect(documents()).toBe(2);
  await expect
    .poll(() => logEntries(requests).map((e) => e.event))
    .toEqual(expect.arrayContaining(['chunk-load-reload', 'render-error']));
  const reloadEntry = logEntries(requests).find((e) => e.event === 'chunk-load-reload')!;
  expect(reloadEntry.fields).toMatchObject({ name: 'ChunkLoadError', path: '/en-ch/check-up' });
  expect(JSON.stringify(logEntries(requests))).not.toContain('7d9f4c1e');
  expect(await seriousViolations(page)).toEqual([]);
});
