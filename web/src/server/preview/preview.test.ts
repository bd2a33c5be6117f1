/**
 * Draft preview against a local stand-in of the Content Lake (src/test/content-lake-standin.ts):
 * the enable route looks Presentation's secret up with the token and switches on draft mode
 * only for a valid, fresh secret; pages in draft mode read drafts with the token.
 */
import { readFileSync } from 'node:fs';
import * as disableRoute from '@/pages/api/preview/disable';
import * as enableRoute from '@/pages/api/preview/enable';
import paymentDataRoute from '@/pages/api/payment/payment-data';
import { pageTranslations } from '@/i18n/pageTranslations';
import { withDraftContent } from '@/server/content/draftScope';
import { defaultDatasetPath, sanitySource, setContentSource } from '@/server/content/source';
import { startApi, TEST_PREVIEW_MODE_ID, type TestApi } from '@/test/api';
import { startContentLake, type ContentLakeStandIn, type Doc } from '@/test/content-lake-standin';
import { vercelStegaClean, vercelStegaDecode } from '@vercel/stega';
import { getPackages } from '@/server/content';
import type { CheckupPackage } from '@/server/content/model';
import { stegaClean } from '@/lib/stegaClean';
import { resetPreviewClient } from './previewAccess';
import { linkKey, priceKey } from '@/shared/editAttributes';
import { getServerSideProps as emailPreviewProps } from '@/pages/preview/email';
import type { GetServerSidePropsContext } from 'next';
import { studioUrl } from '@/server/content/stega';

const CHECKUP = 'whole_body_scan_with_blood_test';

const TOKEN = 'viewer-token';
const SECRET = 'presentation-secret-0123456789';
const seed = readFileSync(defaultDatasetPath(), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Doc);
const settings = seed.find((d) => d._id === 'siteSettings')!;
const checkup = seed.find((d) => d._id === `checkupPackage.${CHECKUP}`)!;
/** The check-up's price in its draft (the published one is the seed's). */
const DRAFT_PRICE = (checkup.price as number) + 100;
const confirmationTexts = seed.find((d) => d._id === 'emailText.confirmation')!;
const DRAFT_HEADING = 'ENTWURF: Ihr Check-up ist gebucht';

const secretDoc = (secret: string, updatedAt: Date): Doc => ({
  _id: `sanity-preview-url-secret.${secret.slice(0, 8)}`,
  _type: 'sanity.previewUrlSecret',
  _updatedAt: updatedAt.toISOString(),
  secret,
  studioUrl: 'https://studio.example.ch',
});

let lake: ContentLakeStandIn;
let enable: TestApi;
let disable: TestApi;
const saved = { ...process.env };

beforeAll(async () => {
  lake = await startContentLake(
    [
      ...seed,
      { ...settings, _id: 'drafts.siteSettings', termsUrl_en: 'https://draft.example/terms' },
      { ...checkup, _id: `drafts.${checkup._id}`, price: DRAFT_PRICE },
      {
        ...confirmationTexts,
        _id: `drafts.${confirmationTexts._id}`,
        entries: (confirmationTexts.entries as { key: string }[]).map((e) =>
          e.key === 'heading' ? { ...e, text_de: DRAFT_HEADING } : e,
        ),
      },
      secretDoc(SECRET, new Date()),
      secretDoc('expired-secret-0123456789', new Date(Date.now() - 2 * 3600_000)),
    ],
    TOKEN,
  );
  enable = await startApi(enableRoute, '/api/preview/enable');
  disable = await startApi(disableRoute, '/api/preview/disable');
});
beforeEach(() => {
  Object.assign(process.env, {
    SANITY_PROJECT_ID: 'standin',
    SANITY_API_HOST: lake.url,
    SANITY_PREVIEW_TOKEN: TOKEN,
  });
  resetPreviewClient();
  lake.requests.length = 0;
});
afterAll(async () => {
  process.env = saved;
  setContentSource(null);
  await Promise.all([lake.close(), enable.close(), disable.close()]);
});

const open = (api: TestApi, query: Record<string, string>) =>
  fetch(`${api.url}?${new URLSearchParams(query)}`, { redirect: 'manual' });
const draftCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='));

describe('GET /api/preview/enable', () => {
  it('a valid secret switches on draft mode and goes to the page Presentation asked for', async () => {
    const res = await open(enable, {
      'sanity-preview-secret': SECRET,
      'sanity-preview-pathname': '/de-ch/summary?x=1',
    });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/de-ch/summary?x=1');
    expect(draftCookie(res)).toBeTruthy();
    // The secret was looked up in the Content Lake, with the token.
    expect(lake.requests.some((r) => r.token === TOKEN && r.params.secret === SECRET)).toBe(true);
  });

  it('a wrong or expired secret is refused with 401 and no cookie', async () => {
    for (const secret of ['not-the-secret', 'expired-secret-0123456789']) {
      const res = await open(enable, {
        'sanity-preview-secret': secret,
        'sanity-preview-pathname': '/de-ch/summary',
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'preview-secret-invalid' });
      expect(draftCookie(res)).toBeUndefined();
    }
  });

  it('a missing secret is a 400, a site without a preview token answers 503', async () => {
    const missing = await open(enable, { 'sanity-preview-pathname': '/de-ch/summary' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'invalid-request' });
    delete process.env.SANITY_PREVIEW_TOKEN;
    delete process.env.SANITY_READ_TOKEN;
    const off = await open(enable, { 'sanity-preview-secret': SECRET });
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({ error: 'preview-unavailable' });
    expect(draftCookie(off)).toBeUndefined();
  });

  it('never redirects off the site', async () => {
    const res = await open(enable, {
      'sanity-preview-secret': SECRET,
      'sanity-preview-pathname': '//evil.example/x',
    });
    expect(res.status).toBe(307);
    // The host is dropped: only the path stays, on this site.
    expect(res.headers.get('location')).toBe('/x');
  });
});

describe('GET /api/preview/disable', () => {
  it('clears the draft-mode cookie and returns to a page of the site only', async () => {
    const res = await open(disable, { redirect: '/en-ch/check-up' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/en-ch/check-up');
    expect(draftCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    const away = await open(disable, { redirect: 'https://evil.example' });
    expect(away.headers.get('location')).toBe('/');
  });
});

describe('pages in draft mode', () => {
  const props = withDraftContent(async ({ locale }) => ({
    props: await pageTranslations(locale, '/check-up'),
  }));

  it('read drafts with the token; published pages do not', async () => {
    setContentSource(sanitySource(process.env));
    const published = (await props({ locale: 'en-ch' })) as {
      props: Awaited<ReturnType<typeof pageTranslations>>;
    };
    expect(published.props.siteLinks.termsUrl).toBe(settings.termsUrl_en);
    expect(lake.requests.every((r) => r.perspective === 'published')).toBe(true);

    lake.requests.length = 0;
    const draft = (await props({ locale: 'en-ch', draftMode: true })) as {
      props: Awaited<ReturnType<typeof pageTranslations>> & { draftMode?: true };
    };
    expect(draft.props.siteLinks.termsUrl).toBe('https://draft.example/terms');
    expect(draft.props.draftMode).toBe(true);
    // Click targets of prices and Settings links: in draft mode only (shared/editAttributes.ts).
    expect(published.props).not.toHaveProperty('editAttributes');
    expect(draft.props.editAttributes?.[linkKey('imprintUrl')]).toMatch(
      /^id=siteSettings;type=siteSettings;path=imprintUrl_en;base=/,
    );
    expect(draft.props.editAttributes?.[priceKey('package', CHECKUP)]).toBe(
      `id=checkupPackage.${CHECKUP};type=checkupPackage;path=price;base=${encodeURIComponent(studioUrl())}`,
    );
    expect(lake.requests.length).toBeGreaterThan(0);
    expect(lake.requests.every((r) => r.perspective === 'drafts' && r.token === TOKEN)).toBe(true);
  });
});

describe('click-to-edit marks (stega) in draft mode only', () => {
  const STEGA = /[\u200b\u200c\u200d\ufeff]{4,}/;
  const props = withDraftContent(async ({ locale }) => ({
    props: {
      ...(await pageTranslations(locale, '/check-up')),
      packages: await getPackages(),
    },
  }));
  type Props = Awaited<ReturnType<typeof pageTranslations>> & { packages: CheckupPackage[] };
  const hrefOf = (text: string) =>
    decodeURIComponent(vercelStegaDecode<{ href: string }>(text)?.href ?? '');

  it('marks site texts and catalogue texts with their fields; published props carry none', async () => {
    setContentSource(sanitySource(process.env));
    const published = (await props({ locale: 'de-ch' })) as { props: Props };
    expect(STEGA.test(JSON.stringify(published.props))).toBe(false);

    const draft = (await props({ locale: 'de-ch', draftMode: true })) as { props: Props };
    const store = draft.props._nextI18Next!.initialI18nStore as Record<
      string,
      Record<string, Record<string, Record<string, string>>>
    >;
    const name = store.de.common.site.name;
    expect(stegaClean(name)).not.toBe(name);
    expect(hrefOf(name)).toContain(
      ';id=uiText.common;type=uiText;path=entries[_key=="site_name"].text_de?',
    );
    const [first] = draft.props.packages;
    expect(hrefOf(first.title_de)).toContain(`;id=${first.id};type=checkupPackage;path=title_de?`);
    // Data stays data: slugs and prices are not marked.
    expect(STEGA.test(first.slug)).toBe(false);
    // Nothing else of the page is touched: without the marks the texts are the published ones.
    expect(vercelStegaClean(draft.props._nextI18Next)).toEqual(
      vercelStegaClean(published.props._nextI18Next),
    );
  });
});

describe("the summary panel's prices (GET /api/payment/payment-data)", () => {
  type Body = { paymentData: { total: number; items: { slug: string; amount: number }[] } };
  const STEGA = /[\u200b\u200c\u200d\ufeff]{4,}/;
  const query = { checkupSlug: CHECKUP, language: 'de' };
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(paymentDataRoute, '/api/payment/payment-data');
  });
  afterAll(() => api.close());

  it('are the draft prices in draft mode only; a forged draft-mode cookie gets the published ones', async () => {
    setContentSource(sanitySource(process.env));
    const published = await api.get<Body>(query);
    expect(published.status).toBe(200);
    expect(published.body.paymentData.total).toBe(checkup.price);
    expect(lake.requests.every((r) => r.perspective === 'published')).toBe(true);

    // A cookie of the right name with a value that is not this build's preview id.
    lake.requests.length = 0;
    const forged = await api.get<Body>(query, {
      cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef',
    });
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual(published.body);
    expect(lake.requests.every((r) => r.perspective === 'published')).toBe(true);

    lake.requests.length = 0;
    const draft = await api.get<Body>(query, {
      cookie: `__prerender_bypass=${TEST_PREVIEW_MODE_ID}`,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.paymentData.total).toBe(DRAFT_PRICE);
    expect(draft.body.paymentData.items).toEqual([
      expect.objectContaining({ slug: CHECKUP, amount: DRAFT_PRICE }),
    ]);
    expect(draft.headers.get('cache-control')).toBe('no-store');
    // Amounts and labels only: no click-to-edit marks in the JSON.
    expect(STEGA.test(JSON.stringify(draft.body))).toBe(false);
    expect(lake.requests.length).toBeGreaterThan(0);
    expect(lake.requests.every((r) => r.perspective === 'drafts' && r.token === TOKEN)).toBe(true);

    // And the published answer after it is still the published one.
    expect((await api.get<Body>(query)).body).toEqual(published.body);
  });
});

describe('the email preview (/{locale}/preview/email)', () => {
  const context = (draftMode: boolean) =>
    ({
      locale: 'de-ch',
      query: { kind: 'booking-confirmation' },
      draftMode,
    }) as unknown as GetServerSidePropsContext;
  const STEGA = /[\u200b\u200c\u200d\ufeff]{4,}/;

  it('shows the draft email texts: the email unmarked, the list beside it with their fields', async () => {
    setContentSource(sanitySource(process.env));
    expect(await emailPreviewProps(context(false))).toEqual({ notFound: true });

    const result = await emailPreviewProps(context(true));
    if (!('props' in result)) throw new Error('no props');
    const { email, texts } = await result.props;
    // The email as the worker renders it, with the draft heading, and no marks.
    expect(email!.html).toContain(DRAFT_HEADING);
    expect(STEGA.test(`${email!.subject}${email!.html}${email!.text}`)).toBe(false);
    // The list: the draft heading, marked with its entry's German field in the draft document.
    const heading = texts.find((t) => t.id === 'confirmation.heading')!;
    expect(stegaClean(heading.text)).toBe(DRAFT_HEADING);
    const href = vercelStegaDecode<{ href: string }>(heading.text)!.href;
    expect(decodeURIComponent(href)).toContain(
      ';id=emailText.confirmation;type=emailText;path=entries[_key=="heading"].text_de',
    );
    expect(href.startsWith(studioUrl())).toBe(true);
    expect(texts.every((t) => STEGA.test(t.text))).toBe(true);
  });
});
