/**
 * Visual Editing  (docs/preview.md-2, docs/preview.md) against a site reading a local stand-in of the
 * Content Lake: in draft mode the texts carry their Studio field (stega), prices and the
 * footer's Settings links a `data-sanity` attribute, and no other attribute or title does; the
 * summary panel prices with the draft prices; the manage page shows a sample booking and each
 * email renders with sample values (its scripts run under the CSP), its texts listed beside it
 * as click targets; published pages, an email and the JSON answers carry neither, and published
 * prices stay published (also for a forged draft-mode cookie).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { VERCEL_STEGA_REGEX, vercelStegaDecode, vercelStegaDecodeAll } from '@vercel/stega';
import type { Doc } from '@/test/content-lake-standin';
import { expect, test } from './fixtures';
import {
  fillSummaryForm,
  LABELS,
  payWithTestCard,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
  waitForEmail,
} from './booking-helpers';
import { startPreviewSite, type PreviewSite } from './preview/site-server';
import { seriousViolations } from './axe';
import { formatChf } from '@/i18n/format';
import { pdfText } from '@/test/pdf-text';
import { STEPS } from 'schemas/src/steps';

const SECRET = 'e2e-visual-editing-secret-0123456789';
const STUDIO = 'http://127.0.0.1:3333';
const DRAFT_NOTE = 'ENTWURF: Fusstext in Bearbeitung.';
const DRAFT_TITLE = 'Ganzkörper-Check-up (Entwurf)';
const DRAFT_EMAIL_HEADING = 'ENTWURF: Ihr Check-up ist fest gebucht';
const CHECKUP = 'whole_body_scan_with_blood_test';
/** The check-up's price: published (the seed's) and in its draft. */
const PUBLISHED_PRICE = 'CHF 2’490';
const DRAFT_PRICE = 2590;
/** Stega: a run of the invisible characters @vercel/stega writes (not global: no lastIndex). */
const STEGA = new RegExp(VERCEL_STEGA_REGEX.source, 'u');
/** Every step, the manage page and 404. */
const PAGES = [...STEPS, 'booking', '404'];

function documents(): Doc[] {
  const seed = readFileSync(
    path.resolve(__dirname, '..', '..', 'schemas', 'seed', 'production.ndjson'),
    'utf8',
  )
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Doc);
  const common = seed.find((d) => d._id === 'uiText.common')!;
  const entries = (common.entries as { key: string }[]).map((e) =>
    e.key === 'site.footerNote' ? { ...e, text_de: DRAFT_NOTE } : e,
  );
  const pkg = seed.find(
    (d) => d._type === 'checkupPackage' && (d.slug as { current: string }).current === CHECKUP,
  )!;
  const confirmation = seed.find((d) => d._id === 'emailText.confirmation')!;
  return [
    ...seed,
    { ...common, _id: 'drafts.uiText.common', entries },
    { ...pkg, _id: `drafts.${pkg._id}`, title_de: DRAFT_TITLE, price: DRAFT_PRICE },
    {
      ...confirmation,
      _id: 'drafts.emailText.confirmation',
      entries: (confirmation.entries as { key: string }[]).map((e) =>
        e.key === 'heading' ? { ...e, text_de: DRAFT_EMAIL_HEADING } : e,
      ),
    },
    {
      _id: 'sanity-preview-url-secret.e2e-ve',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: SECRET,
      studioUrl: `${STUDIO}/presentation`,
    },
  ];
}

let site: PreviewSite;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startPreviewSite(documents(), STUDIO);
});
test.afterAll(async () => {
  await site?.stop();
});

async function enterDraftMode(page: Page, pathname: string) {
  const query = new URLSearchParams({
    'sanity-preview-secret': SECRET,
    'sanity-preview-pathname': pathname,
  });
  await page.goto(`${site.url}/api/preview/enable?${query}`);
  await expect(page).toHaveURL(`${site.url}${pathname}`);
  await expect(page.getByTestId('preview-bar')).toBeVisible();
}

/**
 * Points at a marked text until the overlay outlines it. The overlay listens only once its
 * chunk has loaded after hydration, and a pointer that arrived before stays unseen until it
 * moves: each try moves away and back.
 */
async function hoverUntilOutlined(page: Page, target: Locator) {
  // The overlay's own element appears once its chunk has loaded and mounted: on a loaded host
  // that can take longer than the tries below, which count from then.
  await expect(page.locator('sanity-visual-editing')).toBeAttached({ timeout: 30_000 });
  await target.scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    await expect(page.locator('[data-hovered]')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** A `data-sanity` value (createDataAttribute: `id=…;type=…;path=…;base=…`) as its parts. */
function dataSanity(value: string | null): Record<string, string> {
  expect(value).toBeTruthy();
  return Object.fromEntries(
    value!.split(';').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), decodeURIComponent(part.slice(at + 1))];
    }),
  );
}

/** Attributes (and the document title) that carry stega: must be none, even in draft mode. */
function stegaInAttributes(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const stega = new RegExp(source, 'u');
    const found: string[] = [];
    if (stega.test(document.title)) found.push(`<title> ${document.title}`);
    for (const element of Array.from(document.querySelectorAll('*')))
      for (const attribute of Array.from(element.attributes))
        if (stega.test(attribute.value))
          found.push(
            `<${element.localName} ${attribute.name}="${attribute.value.replace(new RegExp(source, 'gu'), '')}">`,
          );
    return found;
  }, STEGA.source);
}

test('in draft mode a text carries its Studio field; no attribute or title carries stega', async ({
  page,
}) => {
  await enterDraftMode(page, '/de-ch/check-up');
  // The draft footer note: its edit target is its entry in the site texts.
  const note = page.getByRole('contentinfo').getByText(DRAFT_NOTE);
  await expect(note).toBeVisible();
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(
    (await note.textContent()) ?? '',
  );
  expect(decoded?.origin).toBe('sanity.io');
  const href = new URL(decoded!.href);
  expect(href.origin).toBe(STUDIO);
  expect(decodeURIComponent(href.pathname)).toBe(
    '/intent/edit/mode=presentation;id=uiText.common;type=uiText;path=entries[_key=="site_footerNote"].text_de',
  );
  // The draft package title leads to the package's German title.
  const title = page.getByText(DRAFT_TITLE).first();
  await expect(title).toBeVisible();
  const targets = vercelStegaDecodeAll<{ href: string }>((await title.textContent()) ?? '').map(
    (t) => decodeURIComponent(t.href),
  );
  expect(
    targets.some((t) => /id=checkupPackage\.[^;]+;type=checkupPackage;path=title_de\b/.test(t)),
  ).toBe(true);
  expect(await stegaInAttributes(page)).toEqual([]);
  // A price (a number: no stega) names the package's price field.
  const price = page.locator(
    `[data-checkup="${CHECKUP}"] [data-testid="offer-price"] [data-sanity]`,
  );
  expect(dataSanity(await price.getAttribute('data-sanity'))).toEqual({
    id: `checkupPackage.${CHECKUP}`,
    type: 'checkupPackage',
    path: 'price',
    base: STUDIO,
  });
  // A footer legal link names its address in Settings; its text keeps the site text's mark.
  const imprint = page.getByTestId('legal-links').locator('a[href$="/impressum"]');
  expect(dataSanity(await imprint.getAttribute('data-sanity'))).toMatchObject({
    id: 'siteSettings',
    type: 'siteSettings',
    path: 'imprintUrl_de',
  });
  expect(STEGA.test((await imprint.textContent()) ?? '')).toBe(true);
  // The overlay outlines a marked text under the pointer (screenshot for review).
  await page.setViewportSize({ width: 1280, height: 800 });
  await hoverUntilOutlined(page, title);
  await page.screenshot({ path: test.info().outputPath('overlay-desktop.png') });

  // The other steps in draft mode: marked texts, clean attributes.
  for (const step of ['add-ons', 'location', 'summary']) {
    await page.goto(`${site.url}/de-ch/${step}?checkup=${CHECKUP}`);
    await expect(page.getByTestId('preview-bar')).toBeVisible();
    expect(STEGA.test((await page.locator('main').textContent()) ?? ''), step).toBe(true);
    expect(await stegaInAttributes(page), step).toEqual([]);
    // The summary panel prices with the draft price, as the cards show it.
    const panel = page.getByTestId('summary-panel');
    await expect(panel.getByTestId('summary-total'), step).toContainText(formatChf(DRAFT_PRICE));
    // The summary panel's line item of the check-up names its price field.
    const item = panel.locator('[data-sanity]').first();
    await expect(item, step).toHaveText(formatChf(DRAFT_PRICE));
    expect(dataSanity(await item.getAttribute('data-sanity')), step).toMatchObject({
      id: `checkupPackage.${CHECKUP}`,
      path: 'price',
    });
    if (step === 'add-ons') {
      const addon = page.locator('[data-testid="addon-price"][data-sanity]').first();
      expect(dataSanity(await addon.getAttribute('data-sanity'))).toMatchObject({
        type: 'service',
        path: 'price',
      });
    }
  }
});

test('a draft saved while the editor types shows on the refresh Visual Editing makes, without a reload', async ({
  page,
}) => {
  await enterDraftMode(page, '/de-ch/check-up');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(DRAFT_NOTE)).toBeVisible();
  // Studio saves the draft as the editor types: the footer note, typed further.
  const typed = 'ENTWURF: Fusstext, weiter getippt.';
  const before = site.lake.documents;
  site.lake.documents = before.map((d) =>
    d._id === 'drafts.uiText.common'
      ? {
          ...d,
          entries: (d.entries as { key: string }[]).map((e) =>
            e.key === 'site.footerNote' ? { ...e, text_de: typed } : e,
          ),
        }
      : d,
  );
  try {
    await page.evaluate(() => {
      (window as unknown as { keptAcrossRefresh: boolean }).keptAcrossRefresh = true;
    });
    // On a draft mutation in Presentation, @sanity/visual-editing's Pages Router component
    // refreshes the page's props this way (its `routerRefresh`); the message from Studio that
    // starts it is the library's and needs a real Studio.
    await page.evaluate(async () => {
      type Router = {
        asPath: string;
        replace(url: string, as: undefined, options: object): Promise<boolean>;
      };
      const { router } = (window as unknown as { next: { router: Router } }).next;
      await router.replace(router.asPath, undefined, { scroll: false, shallow: false });
    });
    await expect(footer.getByText(typed)).toBeVisible();
    await expect(footer.getByText(DRAFT_NOTE)).toHaveCount(0);
    // The same document: the page was not reloaded.
    expect(
      await page.evaluate(
        () => (window as unknown as { keptAcrossRefresh?: boolean }).keptAcrossRefresh,
      ),
    ).toBe(true);
  } finally {
    site.lake.documents = before;
  }
});

test('the preview bar switches language and market; the manage page shows a sample booking', async ({
  page,
}) => {
  await enterDraftMode(page, '/de-ch/check-up');
  const bar = page.getByTestId('preview-bar');
  await bar.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/en-ch/check-up`);
  await page.getByTestId('preview-bar').getByRole('link', { name: 'Germany' }).click();
  await expect(page).toHaveURL(`${site.url}/en-de/check-up`);
  await page
    .getByTestId('preview-bar')
    .getByRole('link', { name: /Manage page/ })
    .click();
  await expect(page).toHaveURL(`${site.url}/en-de/booking`);
  await expect(page.getByTestId('manage-reference')).toHaveText('PREVIEW-SAMPLE');
  await expect(page.getByTestId('manage-status')).toContainText('Booked');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await stegaInAttributes(page)).toEqual([]);
});

test('each email renders with sample values in both languages, only in draft mode', async ({
  page,
  allowBrowserError,
}) => {
  allowBrowserError(/status of 404/);
  // The page is rendered per request (no build hash for its bootstrap script): it runs by the
  // draft response's nonce. A CSP violation would fail the test (./fixtures).
  await enterDraftMode(page, '/de-ch/preview/email?kind=booking-confirmation');
  await page.waitForFunction(() => 'next' in window); // hydrated: its scripts ran
  await expect(page.getByTestId('email-subject')).toContainText('Ihr Check-up ist gebucht');
  const body = page.frameLocator('[data-testid="email-html"]');
  await expect(body.getByText('Maria', { exact: false }).first()).toBeVisible();
  // The draft email text in the email (as the worker renders it: no marks in the frame) ...
  await expect(body.getByRole('heading', { name: DRAFT_EMAIL_HEADING })).toBeVisible();
  expect(await page.getByTestId('email-html').getAttribute('srcdoc')).not.toMatch(STEGA);
  // ... and in the list beside it, where it carries its field in Studio: an edit target.
  const heading = page
    .getByTestId('email-texts')
    .locator('[data-email-text="confirmation.heading"]')
    .getByText(DRAFT_EMAIL_HEADING);
  await expect(heading).toBeVisible();
  const target = vercelStegaDecode<{ origin: string; href: string }>(
    (await heading.textContent()) ?? '',
  );
  expect(target?.origin).toBe('sanity.io');
  expect(new URL(target!.href).origin).toBe(STUDIO);
  expect(decodeURIComponent(new URL(target!.href).pathname)).toBe(
    '/intent/edit/mode=presentation;id=emailText.confirmation;type=emailText;path=entries[_key=="heading"].text_de',
  );
  // Every listed text is one (subject, greeting, labels, the button, the footer ...).
  const listed = page.getByTestId('email-texts').locator('[data-email-text]');
  expect(await listed.count()).toBeGreaterThan(15);
  for (const text of await listed.allTextContents()) expect(text).toMatch(STEGA);
  expect(await stegaInAttributes(page)).toEqual([]);
  // No placeholder is left unfilled.
  expect(await page.getByTestId('email-html').getAttribute('srcdoc')).not.toMatch(/\{\{\w+\}\}/);
  expect(await seriousViolations(page)).toEqual([]);
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`email-${name}.png`), fullPage: true });
  }
  // The overlay outlines a listed text under the pointer (screenshot for review).
  await hoverUntilOutlined(page, heading);
  await page.screenshot({ path: test.info().outputPath('email-overlay-desktop.png') });
  await page.goto(`${site.url}/en-ch/preview/email?kind=reminder`);
  await expect(page.getByTestId('email-subject')).toContainText(/reminder/i);
  expect(await stegaInAttributes(page)).toEqual([]);
  // The waitlist's emails are previewed as themselves, with texts from their own group; an
  // unknown kind is not found (never another email in its place).
  await page.goto(`${site.url}/de-ch/preview/email?kind=waitlist-offer`);
  await expect(page.getByTestId('email-subject')).not.toContainText('Ihr Check-up ist gebucht');
  // Each email is named in the editor's language (a site text: in draft mode its name carries
  // its edit mark), the one shown marked as current.
  await expect(page.getByRole('link', { name: /^Warteliste: freier Termin/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByTestId('email-texts').locator('[data-email-text^="waitlistOffer."]').first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('email-texts').locator('[data-email-text^="confirmation."]'),
  ).toHaveCount(0);
  const unknown = await page.request.get(`${site.url}/de-ch/preview/email?kind=nothing`);
  expect(unknown.status()).toBe(404);

  // Published: there is no such page.
  const published = await page.context().browser()!.newContext();
  const answer = await published.request.get(`${site.url}/de-ch/preview/email`);
  expect(answer.status()).toBe(404);
  await published.close();
});

test('each variant of an email and the receipt PDF, in German, only in draft mode', async ({
  page,
}) => {
  // A cancellation that refunded what was paid: its list names the refund, not a kept deposit.
  await enterDraftMode(page, '/de-ch/preview/email?kind=cancelled&variant=refunded');
  await expect(page.getByRole('link', { name: /^zurückerstattet/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const texts = page.getByTestId('email-texts');
  await expect(texts.locator('[data-email-text="cancelled.refund"]')).toBeVisible();
  await expect(texts.locator('[data-email-text="cancelled.kept"]')).toHaveCount(0);
  await expect(
    page.frameLocator('[data-testid="email-html"]').getByText('Maria').first(),
  ).toBeVisible();
  await page.getByRole('link', { name: /^Anzahlung einbehalten/ }).click();
  await expect(texts.locator('[data-email-text="cancelled.kept"]')).toBeVisible();
  const unknown = await page.request.get(
    `${site.url}/de-ch/preview/email?kind=cancelled&variant=paid-in-full`,
  );
  expect(unknown.status()).toBe(404);

  // The receipt: the PDF as the patient gets it, framed from the site (a CSP violation would
  // fail the test: ./fixtures), and its texts beside it as click targets.
  await page.getByRole('link', { name: /^stornierte Buchung/ }).click();
  // A page of its own, rendered on the server (a loaded CI host took over 5 s once).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quittung', {
    timeout: 20_000,
  });
  const frame = page.getByTestId('receipt-pdf');
  const src = await frame.getAttribute('src');
  expect(src).toContain('variant=cancellation');
  const pdf = await page.request.get(`${site.url}${src}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('PREVIEW-SAMPLE');
  expect(text).toContain('Stornoabrechnung');
  await expect(texts.locator('[data-email-text="receipt.cancelledTitle"]')).toBeVisible();
  for (const listed of await texts.locator('[data-email-text]').allTextContents())
    expect(listed).toMatch(STEGA);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('receipt-preview-desktop.png') });

  // Published: no sample receipt.
  const published = await page.context().browser()!.newContext();
  const answer = await published.request.get(
    `${site.url}/api/preview/receipt?locale=de-ch&variant=statement`,
  );
  expect(answer.status()).toBe(404);
  await published.close();
});

test('published pages, an email and the JSON answers carry no stega', async ({ browser }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const page = await context.newPage();
  const clean = (what: string, text: string) =>
    expect(STEGA.test(text), `stega in ${what}`).toBe(false);
  // Every step page and the manage page, HTML and page data, in both languages.
  for (const locale of ['de-ch', 'en-ch']) {
    for (const step of PAGES) {
      const answer = await page.request.get(`${site.url}/${locale}/${step}`);
      const html = await answer.text();
      clean(`/${locale}/${step}`, html);
      expect(html, `data-sanity in /${locale}/${step}`).not.toContain('data-sanity');
    }
  }
  // The JSON answers the pages read.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const slots = await page.request.get(`${site.url}/api/timeslots/fetch-time-slots`, {
    params: {
      locationSlug: 'zurich_bellevue',
      checkupSlug: CHECKUP,
      startDate: day(3),
      endDate: day(30),
    },
  });
  expect(slots.status()).toBe(200);
  const slotsJson = await slots.text();
  clean('fetch-time-slots', slotsJson);
  clean(
    'error-messages',
    await (await page.request.get(`${site.url}/api/error-messages?language=de`)).text(),
  );
  // The summary panel's prices: published, also with a forged draft-mode cookie.
  for (const cookie of [undefined, '__prerender_bypass=0123456789abcdef0123456789abcdef']) {
    const prices = await page.request.get(`${site.url}/api/payment/payment-data`, {
      params: { checkupSlug: CHECKUP, language: 'de' },
      headers: cookie ? { cookie } : {},
    });
    expect(prices.status()).toBe(200);
    const json = await prices.text();
    clean('payment-data', json);
    expect(
      (JSON.parse(json) as { paymentData: { total: number } }).paymentData.total,
      cookie ?? 'no cookie',
    ).toBe(2490);
  }

  // A booking: its confirmation email, the manage page and its JSON.
  const start = (
    JSON.parse(slotsJson) as { days: { slots: { start: string; freeRooms: number }[] }[] }
  ).days
    .flatMap((d) => d.slots)
    .find((s) => s.freeRooms > 0 && Date.parse(s.start) > Date.now() + 3 * 86_400_000)!.start;
  const email = uniqueEmail('stega');
  const since = Date.now();
  await page.goto(
    `${site.url}${summaryUrl('de-ch', { checkup: CHECKUP, location: 'zurich_bellevue', start })}`,
  );
  // The summary in the browser (prices in the panel, footer links): no data-sanity anywhere,
  // and the published price, not the draft's.
  await expect(page.getByTestId('summary-panel').locator('strong')).toContainText('CHF');
  await expect(page.getByTestId('summary-total')).toContainText(PUBLISHED_PRICE);
  await expect(page.getByTestId('summary-panel')).not.toContainText(formatChf(DRAFT_PRICE));
  expect(await page.locator('[data-sanity]').count()).toBe(0);
  await fillSummaryForm(page, 'de', { firstName: 'Lena', lastName: 'Steg', email });
  await page.getByLabel(LABELS.de.deposit).check();
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  clean('payment page', await page.content());
  await payWithTestCard(page, 'de');
  await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });
  clean('success page', await page.content());
  const mail = await waitForEmail(email, /Ihr Check-up ist gebucht/, since, site.outboxDir);
  clean('confirmation email', mail);
  const token = /\/de-ch\/booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(mail)![1];
  const manage = await page.request.post(`${site.url}/api/booking/manage`, { data: { token } });
  expect(manage.status()).toBe(200);
  clean('manage JSON', await manage.text());
  await page.goto(`${site.url}/de-ch/booking?token=${token}`);
  await expect(page.getByTestId('manage-reference')).toBeVisible();
  clean('manage page', await page.content());
  await context.close();
});
