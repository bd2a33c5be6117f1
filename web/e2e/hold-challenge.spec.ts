/**
 * The proof-of-work challenge in a real Chromium (docs/security.md), under the site's CSP (the
 * fixtures fail on any CSP violation or unexpected console error): a location in a burst
 * answers the Reserve with 428 hold-challenge-required, the summary step shows the ALTCHA
 * widget, which fetches and solves the challenge in its worker from our own origin and
 * reserves again; the visitor lands on the payment step. Runs its own `next start` (same
 * build) on a content copy whose burst floor is 2, so the rest of the suite is not in a burst.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import deSummary from '../public/locales/de/summary.json';
import { expect, test } from './fixtures';
import { E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import {
  fillSummaryForm,
  LABELS,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
} from './booking-helpers';
import { migratedPgliteDir, spawnNext, waitUntilUp, type NextServer } from './next-server';

const WEB_DIR = path.resolve(__dirname, '..');
const BASIC = 'whole_body_scan_with_blood_test';
const LOCATION = 'basel_zentral';

test.describe.configure({ timeout: 180_000 });
// The Reserve the challenge answers, on purpose.
test.use({ allowedBrowserErrors: [/status of 428 .*\/api\/reservation\/create/] });

let dir: string;
let server: NextServer | null = null;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(150_000); // a second `next start` on a busy machine
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-burst-'));
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
          ? JSON.stringify({ ...JSON.parse(line), holdBurstMinimum: 2 })
          : line,
      )
      .join('\n'),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TOKEN_SECRET: E2E_TOKEN_SECRET,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    TRUSTED_PROXY_HOPS: '1',
    CONTENT_DATASET_PATH: dataset,
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
  };
  delete env.DATABASE_URL;
  server = await spawnNext(env);
  origin = server.url;
  await waitUntilUp(server, '/api/ready');
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('a burst asks for the proof-of-work; the widget solves it and the hold goes through', async ({
  page,
  request,
}) => {
  // Two holds from two other visitors fill the burst floor (2) at the location.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const slotsAnswer = await request.get(`${origin}/api/timeslots/fetch-time-slots`, {
    params: { locationSlug: LOCATION, checkupSlug: BASIC, startDate: day(3), endDate: day(30) },
  });
  const { days } = (await slotsAnswer.json()) as {
    days: { slots: { start: string; freeRooms: number }[] }[];
  };
  const starts = days
    .flatMap((d) => d.slots)
    .filter((s) => s.freeRooms > 0)
    .map((s) => s.start);
  for (const start of [starts[0], starts[40]]) {
    const res = await request.post(`${origin}/api/reservation/create`, {
      headers: { 'x-forwarded-for': uniqueClientIp() },
      data: {
        url: `${origin}/de-ch/summary`,
        reservationData: {
          checkupSlug: BASIC,
          locationSlug: LOCATION,
          timeSlotStart: start,
          services: [],
          personalData: {
            firstName: 'Bot',
            lastName: 'Burst',
            email: uniqueEmail('burst'),
            biologicalSex: 'male',
            language: 'de',
          },
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await page.goto(
    `${origin}${summaryUrl('de-ch', { checkup: BASIC, location: LOCATION, start: starts[80] })}`,
  );
  await fillSummaryForm(page, 'de', {
    firstName: 'Anna',
    lastName: 'Muster',
    email: uniqueEmail('anna'),
  });
  const challengeAnswer = page.waitForResponse((r) =>
    r.url().includes('/api/reservation/challenge'),
  );
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  // The check appears with its explanation, fetches a challenge of our own and solves it.
  await expect(page.getByTestId('hold-challenge-box')).toBeVisible();
  await expect(page.getByTestId('hold-challenge')).toBeAttached();
  // Its words are Site texts (summary challenge.*), not the package's ("Altcha (offizielle …)").
  await expect(
    page
      .getByTestId('hold-challenge')
      .getByRole('link', { name: deSummary.challenge.altchaWebsite, exact: true }),
  ).toBeAttached();
  expect((await challengeAnswer).status()).toBe(200);
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 90_000 });
});
