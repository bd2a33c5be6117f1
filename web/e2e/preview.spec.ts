/**
 * Draft preview (docs/languages.md) in the browser, against a site that reads a local stand-in of the
 * Content Lake: a valid Presentation secret switches on draft mode and the page shows the draft
 * (and the preview bar, whose link leaves it) and opens no visitor prompt; a wrong secret is
 * refused; only the Studio origin may frame the site.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Doc } from '@/test/content-lake-standin';
import { expect, test } from './fixtures';
import { overlaysReady, settled } from './booking-helpers';
import { startPreviewSite, type PreviewSite } from './preview/site-server';

const SECRET = 'e2e-presentation-secret-0123456789';
const PUBLISHED = 'Ganzkörper-MRI und Bluttest an vier Standorten in der Schweiz.';
const DRAFT = 'ENTWURF: neuer Fusstext, noch nicht veröffentlicht.';

function documents(): Doc[] {
  const seed = readFileSync(
    path.resolve(__dirname, '..', '..', 'schemas', 'seed', 'production.ndjson'),
    'utf8',
  )
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Doc);
  const common = seed.find((d) => d._id === 'uiText.common')!;
  const entries = (common.entries as { key: string; text_de?: string }[]).map((e) =>
    e.key === 'site.footerNote' ? { ...e, text_de: DRAFT } : e,
  );
  return [
    ...seed,
    { ...common, _id: 'drafts.uiText.common', entries },
    {
      _id: 'sanity-preview-url-secret.e2e',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: SECRET,
      studioUrl: 'https://studio.example.ch/presentation',
    },
  ];
}

let site: PreviewSite;
/**
 * A page that frames the site, as Presentation does: served on 127.0.0.1 (the Studio origin
 * the site allows) and on localhost (another origin) by the same small server.
 */
let framer: http.Server;
let studioOrigin: string;
let otherOrigin: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  framer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>Studio</title><iframe id="site" title="site" src="${site.url}/de-ch/check-up" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  const { port } = framer.address() as AddressInfo;
  studioOrigin = `http://127.0.0.1:${port}`;
  otherOrigin = `http://localhost:${port}`;
  site = await startPreviewSite(documents(), studioOrigin);
});
test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => framer?.close(resolve));
});

test('a valid secret opens the draft with a preview bar; its link goes back to the published page', async ({
  page,
}) => {
  const query = new URLSearchParams({
    'sanity-preview-secret': SECRET,
    'sanity-preview-pathname': '/de-ch/check-up',
  });
  await page.goto(`${site.url}/api/preview/enable?${query}`);
  await expect(page).toHaveURL(`${site.url}/de-ch/check-up`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(DRAFT)).toBeVisible();
  const bar = page.getByTestId('preview-bar');
  await expect(bar).toContainText('Vorschau');
  // The drafts were read with the token and the drafts perspective.
  expect(
    site.lake.requests.some((r) => r.perspective === 'drafts' && r.token === 'e2e-viewer-token'),
  ).toBe(true);

  await bar.getByRole('link', { name: 'Vorschau beenden' }).click();
  await expect(page).toHaveURL(`${site.url}/de-ch/check-up`);
  await expect(footer.getByText(PUBLISHED)).toBeVisible();
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
});

test('draft mode is quiet: no idle dialog 20 s on; the published page opens it', async ({
  page,
}) => {
  await page.clock.install();
  const query = new URLSearchParams({
    'sanity-preview-secret': SECRET,
    'sanity-preview-pathname': '/de-ch/check-up',
  });
  await page.goto(`${site.url}/api/preview/enable?${query}`);
  const bar = page.getByTestId('preview-bar');
  await expect(bar).toBeVisible();
  // The idle timer starts once the page is hydrated: time moved before that proves nothing.
  await settled(page);
  await page.clock.fastForward(20_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The same page published is a visit: the prompt opens (so the check above can fail).
  const ready = overlaysReady(page);
  await bar.getByRole('link', { name: 'Vorschau beenden' }).click();
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
  await ready();
  await page.clock.fastForward(20_000);
  await expect(page.getByRole('dialog', { name: 'Können wir Ihnen helfen?' })).toBeVisible();
});

test('a wrong secret is refused and shows no draft', async ({ page, request }) => {
  const query = new URLSearchParams({
    'sanity-preview-secret': 'wrong',
    'sanity-preview-pathname': '/de-ch/check-up',
  });
  const refused = await request.get(`${site.url}/api/preview/enable?${query}`, { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'preview-secret-invalid' });
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  await page.goto(`${site.url}/de-ch/check-up`);
  await expect(page.getByRole('contentinfo').getByText(PUBLISHED)).toBeVisible();
});

test('the Studio origin may frame the site, another origin may not', async ({
  page,
  allowBrowserError,
}) => {
  allowBrowserError(/frame-ancestors|Refused to (frame|display)/);
  // The proxy gives every page the CSP of the environment (STUDIO_ORIGIN at runtime).
  const answer = await page.request.get(`${site.url}/de-ch/check-up`);
  expect(answer.headers()['content-security-policy']).toContain(
    `frame-ancestors 'self' ${studioOrigin};`,
  );

  await page.goto(`${studioOrigin}/`);
  await expect(
    page.frameLocator('#site').getByRole('contentinfo').getByText(PUBLISHED),
  ).toBeVisible({ timeout: 20_000 });

  // Chrome refuses the frame and says why; the frame stays empty.
  const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
  await page.goto(`${otherOrigin}/`);
  expect((await refused).text()).toContain(`frame-ancestors 'self' ${studioOrigin}`);
  await expect(page.frameLocator('#site').getByRole('contentinfo')).toHaveCount(0);
});
