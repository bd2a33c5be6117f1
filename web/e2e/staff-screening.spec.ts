/**
 * The safety questionnaire's review at the desk (docs/screening.md "At the desk"): on a server
 * of its own (its own embedded database, seeded before it starts with two signed questionnaires
 * at Zurich, a `stop` and a `review`: e2e/staff/seed-screening.ts), a clinical reviewer enrols,
 * opens the safety review from the desk's menu, sees both in the queue, soonest first, opens
 * the first one's answers (pacemaker: yes), decides "cannot scan" with a reason; the booking
 * leaves the queue and the patient's cancellation email is in the outbox. The page passes axe;
 * screenshots at 1024 are attached (DESK_SCREENSHOTS keeps them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import { spawnNext, waitUntilUp, type NextServer } from './next-server';

const WEB_DIR = path.resolve(__dirname, '..');
const ZURICH = 'location.zurich_bellevue';
const REVIEWER = { email: 'rahel.e2e@clinic.example', name: 'Rahel e2e' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dir: string;
let server: NextServer | null = null;
let invite = '';
let references: string[] = [];

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
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  return env;
}

async function shot(page: Page, name: string, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  const body = await page.screenshot({ fullPage: true });
  await test.info().attach(`${name}-${width}`, { body, contentType: 'image/png' });
  const keep = process.env.DESK_SCREENSHOTS;
  if (keep) writeFileSync(path.join(keep, `screening-${name}-${width}.png`), body);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-screening-review-'));
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    readFileSync(path.join(WEB_DIR, '..', 'schemas', 'seed', 'production.ndjson'), 'utf8'),
  );
  const seeded = execFileSync('npx', ['tsx', 'e2e/staff/seed-screening.ts'], {
    cwd: WEB_DIR,
    env: serverEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  references = JSON.parse(seeded.trim().split('\n').pop()!) as string[];
  const out = execFileSync(
    'npm',
    ['run', '-s', 'staff', '--', 'invite', REVIEWER.email, '--role', 'clinical'].concat([
      '--locations',
      ZURICH,
      '--language',
      'en',
      '--name',
      REVIEWER.name,
      '--print',
    ]),
    { cwd: WEB_DIR, env: serverEnv(), encoding: 'utf8' },
  );
  const url = new URL(out.match(/https?:\/\/\S+\/staff\/enrol\?token=\S+/)![0]);
  invite = `${url.pathname}${url.search}`.replace(/^\/(de|en)-ch\//, '/en-ch/');
  server = await spawnNext(serverEnv(), 'localhost');
  await waitUntilUp(server, '/api/ready', 150_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function enrol(page: Page): Promise<void> {
  await page.goto(`${server!.url}${invite}`);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  await page.getByLabel(/code/i).fill(totp.generate());
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/staff(\?|$)/, { timeout: 20_000 });
}

test('a clinical reviewer decides "cannot scan" from the review queue', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await enrol(page);
  await page.getByRole('link', { name: 'Safety review' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Safety questionnaire review' }),
  ).toBeVisible();
  const items = page.getByTestId('staff-screening-item');
  await expect(items).toHaveCount(2, { timeout: 20_000 });
  await expect(items.nth(0)).toContainText(references[0]);
  await expect(items.nth(0)).toContainText('Stop');
  await expect(items.nth(1)).toContainText(references[1]);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'queue', 1024);

  await page.getByRole('button', { name: `Review ${references[0]}` }).click();
  const answers = page.getByTestId('staff-screening-answers');
  await expect(answers).toContainText('Do you have a cardiac pacemaker?');
  await expect(answers).toContainText('Yes');
  await expect(answers).toContainText('Model X 2019');
  await page.getByLabel('Cannot scan: cancel with a full refund').check();
  await page.getByLabel('Reason (audit log)').fill('Pacemaker not MR-conditional');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'answers', 1024);

  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(items).toHaveCount(1, { timeout: 20_000 });
  await expect(items.nth(0)).toContainText(references[1]);

  // The patient's cancellation email in German (the outbox's files, once the job ran).
  await expect
    .poll(
      () =>
        existsSync(path.join(dir, 'outbox')) &&
        readdirSync(path.join(dir, 'outbox'))
          .map((f) => readFileSync(path.join(dir, 'outbox', f), 'utf8'))
          .some((m) => m.includes(references[0]) && /storniert/i.test(m)),
      { timeout: 30_000 },
    )
    .toBe(true);
});
