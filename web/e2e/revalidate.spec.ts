import { readFileSync, writeFileSync } from 'node:fs';
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_REVALIDATE_SECRET } from './constants';

// One webhook at a time: Next joins a rebuild already under way for a path, so a webhook sent
// by a parallel test just before the edit could answer for the edited content.
test.describe.configure({ mode: 'serial' });

const body = JSON.stringify({ _type: 'checkupPackage', _id: 'checkupPackage.whole_body_scan' });
const LOCALES = ['de-ch', 'en-ch', 'de-de', 'en-de'] as const;
const PAGES = ['check-up', 'add-ons', 'location', 'timeslot', 'summary', 'payment'];
const PAGES_TAIL = [
  'payment-return',
  'success',
  'booking',
  'rebook',
  'screening',
  'waitlist/confirm',
  'waitlist/leave',
  'waitlist/offer',
  '404',
  '500',
  'staff/book',
  // The desk's pages: their words are Site texts (docs/languages.md "The desk's words").
  'staff',
  'staff/search',
  'staff/day-sheet',
  'staff/team',
  'staff/audit',
  'staff/account',
  'staff/waitlist',
  'staff/screening',
  'staff/blocks',
  'staff/patient',
  'staff/webhooks',
  'staff/insights',
  'staff/sign-in',
  'staff/enrol',
];

async function sendWebhook(request: APIRequestContext, signedAt = Date.now()) {
  const signature = await encodeSignatureHeader(body, signedAt, E2E_REVALIDATE_SECRET);
  return request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
}

test('a signed Sanity webhook revalidates every content page in all locales', async ({
  request,
}) => {
  const response = await sendWebhook(request);
  expect(response.status()).toBe(200);
  const { revalidated } = (await response.json()) as { revalidated: string[] };
  const expected = [...PAGES, ...PAGES_TAIL].flatMap((page) =>
    LOCALES.map((locale) => `/${locale}/${page}`),
  );
  expect([...revalidated].sort()).toEqual([...expected].sort());
});

test('a webhook with a wrong signature revalidates nothing', async ({ request }) => {
  const signature = await encodeSignatureHeader(body, Date.now(), 'not-the-secret');
  const response = await request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: 'invalid-signature' });
});

test('a correctly signed webhook from six minutes ago is refused', async ({ request }) => {
  const response = await sendWebhook(request, Date.now() - 6 * 60_000);
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: 'signature-expired' });
});

/**
 * Edits the server's copy of the seed (CONTENT_DATASET_PATH, see playwright.config.ts), sends
 * the webhook and measures how long until every locale's check-up page shows the new text.
 */
test('a published text change is live in every locale right after the webhook', async ({
  request,
}) => {
  const file = process.env.E2E_CONTENT_DATASET;
  expect(file, 'playwright.config.ts sets the dataset copy').toBeTruthy();
  const original = readFileSync(file!, 'utf8');
  const marker = `rev-${Date.now()}`;
  const edited = original
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{"_id":"checkupPackage.whole_body_scan_with_blood_test"')) return line;
      const doc = JSON.parse(line) as Record<string, string>;
      doc.description_de = `${doc.description_de} ${marker}-de`;
      doc.description_en = `${doc.description_en} ${marker}-en`;
      // de-de reads its Germany-German text where there is one (docs/languages.md).
      if (doc.description_de_DE) doc.description_de_DE = `${doc.description_de_DE} ${marker}-de`;
      return JSON.stringify(doc);
    })
    .join('\n');
  expect(edited).not.toEqual(original);
  try {
    writeFileSync(file!, edited);
    const started = Date.now();
    expect((await sendWebhook(request)).status()).toBe(200);
    const pages = await Promise.all(
      LOCALES.map(async (locale) => (await request.get(`/${locale}/check-up`)).text()),
    );
    const liveMs = Date.now() - started;
    LOCALES.forEach((locale, i) =>
      expect(pages[i], locale).toContain(`${marker}-${locale.slice(0, 2)}`),
    );
    // docs/languages.md's goal is < 5 s (figures in docs/performance.md); the bound here leaves room
    // for a loaded CI host but fails when pages wait for the 60-s ISR timer instead.
    console.log(`revalidate: change live on all locales ${liveMs} ms after the webhook`);
    expect(liveMs).toBeLessThan(15_000);
  } finally {
    writeFileSync(file!, original);
    await sendWebhook(request);
  }
});

/**
 * A lost webhook (docs/operations.md "Publishing content"): the server's own listener on the
 * content source rebuilds the pages. A webhook first makes every page fresh for its 60-s ISR
 * period, so within it only the listener can bring the edit.
 */
test('a published change without a webhook is live within seconds (the content listener)', async ({
  request,
}) => {
  const file = process.env.E2E_CONTENT_DATASET!;
  const original = readFileSync(file, 'utf8');
  const marker = `listened-${Date.now()}`;
  const edited = original
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{"_id":"checkupPackage.whole_body_scan_with_blood_test"')) return line;
      const doc = JSON.parse(line) as Record<string, string>;
      doc.description_en = `${doc.description_en} ${marker}`;
      return JSON.stringify(doc);
    })
    .join('\n');
  try {
    expect((await sendWebhook(request)).status()).toBe(200);
    const fresh = Date.now();
    writeFileSync(file, edited);
    const started = Date.now();
    let pages: string[] = [];
    while (Date.now() - started < 30_000) {
      pages = await Promise.all(
        ['en-ch', 'en-de'].map(async (locale) => (await request.get(`/${locale}/check-up`)).text()),
      );
      if (pages.every((html) => html.includes(marker))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const liveMs = Date.now() - started;
    console.log(`content listener: change live ${liveMs} ms after the save, no webhook`);
    for (const html of pages) expect(html).toContain(marker);
    // Inside the ISR period the webhook's rebuild began: the pages' own timer did not bring it.
    expect(Date.now() - fresh).toBeLessThan(55_000);
  } finally {
    writeFileSync(file, original);
    await sendWebhook(request);
  }
});

test('each page carries its own meta description from Studio in the page language', async ({
  page,
  allowBrowserError,
}) => {
  // The 404 page is visited on purpose (its document and Next's data requests answer 404).
  allowBrowserError(/status of 404 .*\[.*\/no-such-page(\.json)?\]/);
  const seen = new Map<string, string | null>();
  for (const path of [
    '/de-ch/check-up',
    '/en-ch/check-up',
    '/en-de/check-up',
    '/de-ch/no-such-page',
  ]) {
    await page.goto(path);
    seen.set(path, await page.locator('meta[name="description"]').getAttribute('content'));
  }
  expect(seen.get('/de-ch/check-up')).toMatch(/^Buchen Sie Ihren Vorsorge-Check-up online/);
  expect(seen.get('/en-ch/check-up')).toMatch(/^Book your preventive health check-up online/);
  expect(seen.get('/en-de/check-up')).toEqual(seen.get('/en-ch/check-up'));
  expect(seen.get('/de-ch/no-such-page')).toMatch(/^Diese Seite gibt es nicht/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});
