/**
 * Playwright fixtures of the Stripe e2e spec: a Stripe site per test (site-server.ts; started
 * for the test and stopped right after it, so it holds no memory while other specs run), the
 * page's baseURL pointing at it, and the browser's Stripe traffic routed offline: the Stripe.js
 * stand-in (stripe-js-standin.js) for js.stripe.com, api.stripe.com to the Stripe API
 * stand-in, and every other outside request aborted (the machine is offline anyway).
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import { startStripeSite, type StripeSite } from './site-server';

const STRIPE_JS = readFileSync(path.join(__dirname, 'stripe-js-standin.js'), 'utf8');
/** What @stripe/stripe-js 10 (release train "endive") injects; v3 is the older URL. */
const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\/(v3\/?|[a-z0-9]+\/stripe\.js)(\?.*)?$/;

export type StripeTraffic = {
  /** Stripe.js script URLs the page loaded. */
  scripts: string[];
  /** Calls of the browser to api.stripe.com, e.g. "POST /v1/payment_intents/pi_…/confirm". */
  api: string[];
  /** Other outside requests (aborted). */
  blocked: string[];
};

async function routeStripe(context: BrowserContext, site: StripeSite): Promise<StripeTraffic> {
  const traffic: StripeTraffic = { scripts: [], api: [], blocked: [] };
  const local = new URL(site.url);
  // Registered first, so it is tried last: anything not local and not Stripe.
  await context.route(
    (url) => url.host !== local.host,
    (route) => {
      traffic.blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await context.route('https://js.stripe.com/**', (route) => {
    const url = route.request().url();
    if (!STRIPE_JS_URL.test(url)) return route.fulfill({ status: 404, body: 'not found' });
    traffic.scripts.push(url);
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: STRIPE_JS,
    });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    traffic.api.push(`${request.method()} ${url.pathname}`);
    const response = await route.fetch({
      url: `http://${site.standin.host}:${site.standin.port}${url.pathname}${url.search}`,
    });
    // api.stripe.com answers browsers with CORS headers.
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    });
  });
  return traffic;
}

export const test = base.extend<{ stripeSite: StripeSite; stripeTraffic: StripeTraffic }>({
  stripeSite: [
    // `provide` is Playwright's `use` (renamed: the React hooks lint rule claims that name).
    async ({}, provide) => {
      const site = await startStripeSite();
      try {
        await provide(site);
      } finally {
        await site.stop();
      }
    },
    // Its own time limit: a cold `next start` on a busy machine is not the test's time.
    { timeout: 120_000 },
  ],
  baseURL: async ({ stripeSite }, provide) => provide(stripeSite.url),
  stripeTraffic: [
    async ({ context, stripeSite }, provide) => provide(await routeStripe(context, stripeSite)),
    { auto: true },
  ],
});

export { expect };

/** The text of an .eml with quoted-printable and base64 parts decoded. */
function decodeEml(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Blocks = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  // Quoted-printable is byte-wise: read it back as UTF-8.
  return [raw, Buffer.from(qp, 'latin1').toString('utf8'), ...base64Blocks].join('\n');
}

/** Decoded emails in the Stripe site's own outbox addressed to `to`. */
export async function mailsTo(outboxDir: string, to: string): Promise<string[]> {
  let files: string[] = [];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
  return mails
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .map(decodeEml);
}

/** Waits for an email to `to` whose decoded text matches `pattern`. */
export async function waitForMail(outboxDir: string, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await mailsTo(outboxDir, to)).find((text) => pattern.test(text)) ?? '';
        return found !== '';
      },
      { timeout: 30_000, message: `an email to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found;
}
