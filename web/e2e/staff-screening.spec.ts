/**
 * The safety questionnaire's review at the desk (docs/screening.md "At the desk"): on a server
 * of its own (its own embedded database, seeded before it starts with two signed questionnaires
 * at Zurich, a `stop` and a `review`: e2e/staff/seed-screening.ts), a clinical reviewer enrols,
 * opens the safety review from the desk's menu, sees both in the queue, soonest first, opens
 * the first one's answers (pacemaker: yes), decides "cannot scan" with a reason; the booking
 * leaves the queue and the patient's cancellation email is in the outbox. The page passes axe;
 * screenshots at 1024 are attached (DESK_SCREENSHOTS keeps them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { spawnNext, waitUntilUp, type NextServer } from './next-server';
import { runScriptOnce } from './staff-cli';
import {
  attachShot,
  enrolWithInvite,
  inviteWithCli,
  staffServerDir,
  staffServerEnv,
} from './staff/staff-server';

const ZURICH = 'location.zurich_bellevue';
const REVIEWER = { email: 'rahel.e2e@clinic.example', name: 'Rahel e2e' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dir: string;
let server: NextServer | null = null;
let invite = '';
let references: string[] = [];

const shot = (page: Page, name: string, width: number, height = 900) =>
  attachShot(page, 'screening', name, { width, height, fullPage: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await staffServerDir('e2e-screening-review-');
  const env = staffServerEnv(dir);
  const seeded = runScriptOnce('e2e/staff/seed-screening.ts', {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  references = JSON.parse(seeded.trim().split('\n').pop()!) as string[];
  invite = inviteWithCli(env, {
    ...REVIEWER,
    role: 'clinical',
    locations: ZURICH,
    language: 'en',
  });
  server = await spawnNext(env, 'localhost');
  await waitUntilUp(server, '/api/ready', 150_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const enrol = (page: Page) => enrolWithInvite(page, `${server!.url}${invite}`);

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
