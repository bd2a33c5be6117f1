/**
 * Consent before tracking (docs/manage-booking.md), on a server of its own whose Settings name a tag
 * manager container: nothing of Google Tag Manager loads and no event is pushed before the
 * visitor agrees; after accepting, the container loads and page views flow; after withdrawing
 * in the footer's cookie settings, they stop. The banner passes axe and the site's CSP (the
 * fixtures fail on any violation).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { settled, stayActive } from './booking-helpers';
import { E2E_DATA_ENCRYPTION_KEY, E2E_REVALIDATE_SECRET, E2E_TOKEN_SECRET } from './constants';
import { migratedPgliteDir, spawnNext, waitUntilUp, type NextServer } from './next-server';

const WEB_DIR = path.resolve(__dirname, '..');
const GTM_ID = 'GTM-TEST123';

// One server for both tests (serial: one worker), not one per worker.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dir: string;
let server: NextServer | null = null;
let origin: string;
let distDir: string | null = null;

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000); // a second `next start` on a busy machine
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-consent-'));
  await migratedPgliteDir(path.join(dir, 'pglite'));
  const dataset = path.join(dir, 'production.ndjson');
  const seed = readFileSync(
    path.join(WEB_DIR, '..', 'schemas', 'seed', 'production.ndjson'),
    'utf8',
  );
  writeFileSync(
    dataset,
    seed
      .split('\n')
      .map((line) =>
        line.startsWith('{"_id":"siteSettings"')
          ? JSON.stringify({ ...JSON.parse(line), gtmId: GTM_ID })
          : line,
      )
      .join('\n'),
  );
  // A build folder of its own: the pages this server rebuilds with a container must not reach
  // the suite's main server, which serves the same build.
  distDir = `.next-e2e-consent-${process.pid}`;
  cpSync(path.join(WEB_DIR, '.next'), path.join(WEB_DIR, distDir), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(WEB_DIR, '.next', 'cache')),
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    TOKEN_SECRET: E2E_TOKEN_SECRET,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    CONTENT_DATASET_PATH: dataset,
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
  };
  delete env.DATABASE_URL;
  server = await spawnNext(env);
  origin = server.url;
  await waitUntilUp(server, '/api/ready');
  // The build's pages were made without a container: Settings "published" rebuilds them.
  const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' });
  const signature = await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET);
  const response = await request.post(`${origin}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  expect(response.status()).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
  if (distDir) await rm(path.join(WEB_DIR, distDir), { recursive: true, force: true });
});

/** Requests to the tag manager's host, answered by an empty script (no network here). */
async function watchTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requests;
}

const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e && e.event === 'page_view',
      ).length,
  );

/**
 * A client-side navigation, resolved once the route the page ends on (`landsOn`) has completed:
 * a step guard may send it on (the location step without a check-up goes back to check-up),
 * and that second route change is a page view of its own, which must not land in a later count.
 */
const navigate = (page: Page, to: string, landsOn: string) =>
  page.evaluate(
    ([target, landing]) =>
      new Promise<void>((resolve, reject) => {
        type Events = { on(e: string, f: (url: string) => void): void; off: Events['on'] };
        const { router } = (
          window as unknown as {
            next: { router: { push(p: string): Promise<boolean>; events: Events } };
          }
        ).next;
        const onComplete = (url: string) => {
          if (!url.split('?')[0].endsWith(landing)) return;
          router.events.off('routeChangeComplete', onComplete);
          resolve();
        };
        router.events.on('routeChangeComplete', onComplete);
        router.push(target).catch(reject);
      }),
    [to, landsOn] as const,
  );

test('de-ch: asks first; nothing of the tag manager before consent, page views after, none after withdrawing', async ({
  page,
}) => {
  const requests = await watchTagManager(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/de-ch/check-up`);
  const banner = page.getByRole('dialog', { name: 'Cookies und Analyse' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // The bar covers nothing on a desktop: the page starts below it, so the first card's button
  // is where a click reaches it (it was under the floating box).
  const firstChoice = page.locator('main article').first().getByRole('link').last();
  await expect(firstChoice).toBeVisible();
  await expect
    .poll(async () => {
      const [bar, button] = await Promise.all([banner.boundingBox(), firstChoice.boundingBox()]);
      return Boolean(bar && button && button.y >= bar.y + bar.height - 1);
    })
    .toBe(true);
  await page.screenshot({ path: '/tmp/e2e-visitor-truth/consent-desktop-de.png' });
  // Nothing before consent: no request, no dataLayer.
  await navigate(page, '/location', '/check-up');
  await settled(page);
  expect(requests).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  await banner.getByRole('button', { name: 'Analyse erlauben' }).click();
  await expect.poll(() => requests.some((u) => u.includes(`gtm.js?id=${GTM_ID}`))).toBe(true);
  // Consent Mode v2: denied by default, analytics granted by the visitor's choice.
  const consent = await page.evaluate(() =>
    JSON.stringify(
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((e) =>
        e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
      ),
    ),
  );
  expect(consent).toContain('"consent","default"');
  expect(consent).toContain('"analytics_storage":"granted"');
  const before = await pageViews(page);
  await navigate(page, '/de-ch/check-up', '/check-up');
  await expect.poll(() => pageViews(page)).toBe(before + 1);

  // Withdrawn in the footer's cookie settings: no more page views. (A busy machine may have
  // let the idle dialog open meanwhile: it must not stand in front of the link.)
  await stayActive(page);
  await page.getByTestId('cookie-settings').click();
  const preferences = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(preferences).toBeVisible();
  await preferences.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(preferences).toBeHidden();
  const after = await pageViews(page);
  await navigate(page, '/location', '/check-up');
  await settled(page);
  expect(await pageViews(page)).toBe(after);

  // The choice is kept: a new page load asks no more and loads nothing.
  requests.length = 0;
  await page.goto(`${origin}/de-ch/check-up`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('dialog', { name: 'Cookies und Analyse' })).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('en-ch: the banner in English; a site without a container shows none (the main e2e server)', async ({
  page,
}) => {
  await watchTagManager(page);
  await page.goto(`${origin}/en-ch/check-up`);
  await expect(page.getByRole('dialog', { name: 'Cookies and analytics' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/en-ch/check-up');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('dialog', { name: 'Cookies and analytics' })).toHaveCount(0);
  await expect(page.getByTestId('cookie-settings')).toHaveCount(0);
});
