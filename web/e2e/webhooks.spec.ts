/**
 * Outgoing webhooks (docs/webhooks.md) on a server of its own (its own embedded database and
 * outbox; WEBHOOK_ALLOW_PRIVATE_TARGETS=true because the receiver is this spec's http server on
 * the loopback, which production otherwise refuses). An admin invited with the CLI enrols, adds
 * a subscription in the desk (the secret shown once), a visitor books and pays through the
 * site, and the receiver gets booking.confirmed with a signature that verifies with the
 * `standardwebhooks` package; the desk's delivery log shows it, and "Send again" delivers it
 * once more with the same webhook-id. The page passes axe; a screenshot at 1440 px is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import {
  fillSummaryForm,
  freeSlot,
  LABELS,
  payWithTestCard,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
} from './booking-helpers';
import { API_REQUEST_TIMEOUT_MS, E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import { migratedPgliteDir, spawnNext, waitUntilUp, type NextServer } from './next-server';
import { enrolWithInvite, inviteWithCli } from './staff/staff-server';

const WEB_DIR = path.resolve(__dirname, '..');
const CHECKUP = 'whole_body_scan_with_blood_test';
const ADMIN = 'admin.webhooks.e2e@clinic.example';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

type Got = { headers: Record<string, string>; body: string };
let dir: string;
let server: NextServer | null = null;
let api: APIRequestContext;
let receiver: http.Server;
let receiverUrl: string;
const received: Got[] = [];
let invite = '';

function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TOKEN_SECRET: E2E_TOKEN_SECRET,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    CONTENT_DATASET_PATH: path.join(dir, 'production.ndjson'),
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    TRUSTED_PROXY_HOPS: '1',
    // The receiver is on the loopback: allowed by the operator's setting (docs/webhooks.md).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  return env;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-webhooks-'));
  await migratedPgliteDir(path.join(dir, 'pglite'));
  // The seed as it is, with bursts never challenged (this spec books more than a visitor).
  const seed = readFileSync(
    path.join(WEB_DIR, '..', 'schemas', 'seed', 'production.ndjson'),
    'utf8',
  );
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    seed
      .split('\n')
      .map((line) =>
        line.startsWith('{"_id":"siteSettings"')
          ? JSON.stringify({ ...JSON.parse(line), holdBurstMinimum: 100_000 })
          : line,
      )
      .join('\n'),
  );
  invite = inviteWithCli(serverEnv(), {
    email: ADMIN,
    name: 'Webhook Admin',
    role: 'admin',
    language: 'en',
  });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      received.push({ headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm/hooks`;
  server = await spawnNext(serverEnv());
  await waitUntilUp(server, '/api/ready', 150_000);
  api = await playwrightRequest.newContext({
    baseURL: server.url,
    timeout: API_REQUEST_TIMEOUT_MS,
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await new Promise<void>((ok) => (receiver ? receiver.close(() => ok()) : ok()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

const enrolAdmin = (page: Page) => enrolWithInvite(page, `${server!.url}${invite}`);

const typeOf = (g: Got) => (JSON.parse(g.body) as { type: string }).type;

async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the receiver');
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('an admin subscribes, a booking through the site is delivered signed, logged and replayed', async ({
  page,
  browser,
}) => {
  await enrolAdmin(page);
  await page.goto(`${server!.url}/en-ch/staff/webhooks`);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Add: booking.confirmed is chosen by default; the secret is shown once.
  await page.getByLabel('Address (https)').fill(receiverUrl);
  await page.getByLabel('Description (optional)').fill('CRM');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const secretField = page.getByTestId('webhook-secret');
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  await expect(page.getByRole('cell', { name: new RegExp(receiverUrl) })).toBeVisible();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretField).toHaveCount(0);

  // A visitor books and pays through the site, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  const slot = await freeSlot(api, { locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP });
  await visitor.goto(
    `${server!.url}${summaryUrl('en-ch', { checkup: CHECKUP, location: 'zurich_bellevue', start: slot.start })}`,
  );
  await fillSummaryForm(visitor, 'en', {
    firstName: 'Vera',
    lastName: 'Hook',
    email: uniqueEmail('vera'),
  });
  await visitor.getByLabel(LABELS.en.full).check();
  await visitor.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(visitor).toHaveURL(/\/en-ch\/payment/, { timeout: 20_000 });
  await payWithTestCard(visitor, 'en');
  await expect(visitor).toHaveURL(/\/en-ch\/success/, { timeout: 30_000 });
  await visitor.close();

  await until(() => received.some((g) => typeOf(g) === 'booking.confirmed'));
  const first = received.find((g) => typeOf(g) === 'booking.confirmed')!;
  const event = new Webhook(secret).verify(first.body, first.headers) as {
    type: string;
    data: { booking: { reference: string; status: string }; personal?: unknown };
  };
  expect(event.type).toBe('booking.confirmed');
  expect(event.data.booking.status).toBe('confirmed');
  // No personal fields: the subscription did not ask for them.
  expect(event.data.personal).toBeUndefined();
  expect(first.body).not.toContain('Vera');
  // Only the chosen event: no booking.held, no payment.received.
  expect(received.map(typeOf)).toEqual(['booking.confirmed']);
  const webhookId = first.headers['webhook-id'];

  // The delivery log shows it: event, webhook-id, delivered, the try's status and duration.
  await page.getByRole('button', { name: 'Delivery log' }).click();
  const row = page.getByTestId('webhook-delivery').filter({ hasText: 'booking.confirmed' });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  await expect(row).toContainText(webhookId);
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText(/204 in \d+ ms/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({
    path: process.env.WEBHOOKS_SCREENSHOT ?? path.join(os.tmpdir(), 'webhooks-1440.png'),
    fullPage: true,
  });

  // Send again: the same event, the same webhook-id, a fresh valid signature.
  await row.getByRole('button', { name: 'Send again' }).click();
  await until(() => received.length >= 2);
  const again = received[1];
  expect(again.headers['webhook-id']).toBe(webhookId);
  expect(again.body).toBe(first.body);
  expect(() => new Webhook(secret).verify(again.body, again.headers)).not.toThrow();
  await expect(page.getByTestId('webhook-delivery')).toHaveCount(2, { timeout: 10_000 });
  await expect(page.getByTestId('webhook-delivery').first()).toContainText('Sent again');
});
