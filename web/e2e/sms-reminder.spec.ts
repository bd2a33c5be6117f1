/**
 * Must-show (docs/sms.md): a booking that asks for an SMS reminder produces exactly one SMS in
 * the outbox folder when its time comes, with a short link that opens the booking's manage
 * page; a cancelled booking produces none. The spec's own server runs on PostgreSQL, so the
 * test can read the job the booking scheduled and play the clock: it moves the job's
 * start_after to now ("the set time has come") instead of waiting 24 hours.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Client } from 'pg';
import {
  fillSummaryForm,
  freeSlot,
  LABELS,
  payWithTestCard,
  summaryUrl,
  uniqueEmail,
  waitForEmail,
} from './booking-helpers';
import { API_REQUEST_TIMEOUT_MS, E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import { expect, test } from './fixtures';
import { spawnNext, waitUntilUp, type NextServer } from './next-server';

const WEB_DIR = path.resolve(__dirname, '..');
const ADMIN_URL = process.env.SMS_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';
const HOUR = 3_600_000;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let dir: string;
let outbox: string;
let database: string | null = null;
let db: Client | null = null;
let server: NextServer | null = null;
let api: APIRequestContext;

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

test.beforeAll(async () => {
  const reachable = await adminQuery('select 1').then(
    () => true,
    () => false,
  );
  test.skip(!reachable && !process.env.CI, `no PostgreSQL at ${ADMIN_URL}`);
  test.setTimeout(200_000);
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-sms-'));
  outbox = path.join(dir, 'outbox');
  await mkdir(outbox);
  database = `e2e_sms_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url.toString(),
    TOKEN_SECRET: E2E_TOKEN_SECRET,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    TRUSTED_PROXY_HOPS: '1',
    CONTENT_DATASET_PATH: path.join(WEB_DIR, '..', 'schemas', 'seed', 'production.ndjson'),
    OUTBOX_DIR: outbox,
    LOG_LEVEL: 'warn',
  };
  // The outbox provider (docs/sms.md): no Twilio account in this spec.
  for (const name of ['PGLITE_DATA_DIR', 'JOBS_WORKER', 'SMTP_URL', 'TWILIO_ACCOUNT_SID'])
    delete env[name];
  server = await spawnNext(env);
  await waitUntilUp(server, '/api/ready', 150_000);
  db = new Client({ connectionString: url.toString() });
  await db.connect();
  api = await playwrightRequest.newContext({
    baseURL: server.url,
    timeout: API_REQUEST_TIMEOUT_MS,
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${randomInt(1, 250)}.${randomInt(1, 250)}` },
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await db?.end().catch(() => undefined);
  await server?.stop();
  if (database) await adminQuery(`drop database if exists ${database} with (force)`);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A Swiss mobile number of this test's own, as typed and as stored (E.164). */
function phoneNumber(): { typed: string; e164: string } {
  const digits = String(randomInt(1_000_000, 9_999_999));
  return { typed: `079 ${digits}`, e164: `+4179${digits}` };
}

/** The SMS files in the outbox addressed to `e164`. */
async function smsTo(e164: string): Promise<string[]> {
  const folder = path.join(outbox, 'sms');
  const names = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(
    names.filter((n) => n.endsWith('.txt')).map((n) => readFile(path.join(folder, n), 'utf8')),
  );
  return texts.filter((text) => text.startsWith(`To: ${e164}\n`));
}

/** Books the check-up on the spec's server with the SMS reminder asked for; its reference. */
async function bookWithSms(page: Page, email: string, phone: string): Promise<string> {
  const slot = await freeSlot(api, { locationSlug: LOCATION, checkupSlug: CHECKUP });
  await page.goto(
    server!.url + summaryUrl('en-ch', { checkup: CHECKUP, location: LOCATION, start: slot.start }),
  );
  await fillSummaryForm(page, 'en', { firstName: 'Sara', lastName: 'Brunner', email, phone });
  await page.getByLabel('Remind me by SMS before the appointment').check();
  await page.getByLabel('Remind me by SMS before the appointment').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('summary-sms.png') });
  await page.getByLabel(LABELS.en.deposit).check();
  await page.getByRole('button', { name: LABELS.en.reserve }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment/, { timeout: 30_000 });
  await payWithTestCard(page, 'en');
  await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });
  return (await page.getByTestId('reservation-name').textContent())!.trim();
}

type JobRow = { id: string; state: string; start_after: Date; starts_at: Date; rid: string };

/** The booking's SMS job, as the queue holds it. */
async function smsJob(reference: string): Promise<JobRow | undefined> {
  const { rows } = await db!.query<JobRow>(
    `select j.id, j.state, j.start_after, r.starts_at, r.id as rid
       from pgboss.job j join reservations r on j.data->>'reservationId' = r.id::text
      where j.name = 'sms' and r.name = $1`,
    [reference],
  );
  return rows[0];
}

/** The states of every SMS job the queue holds for a reservation. */
async function smsJobStates(reservationId: string): Promise<string[]> {
  const { rows } = await db!.query<{ state: string }>(
    `select state from pgboss.job where name = 'sms' and data->>'reservationId' = $1`,
    [reservationId],
  );
  return rows.map((row) => row.state);
}

/** The test's clock: the job's time has come. */
async function itIsTime(jobId: string, state?: 'created'): Promise<void> {
  await db!.query(
    `update pgboss.job set start_after = now()${state ? `, state = '${state}'` : ''} where id = $1`,
    [jobId],
  );
}

test('a booking with an SMS reminder gets exactly one SMS at the set time, and its link opens the booking', async ({
  page,
}) => {
  const email = uniqueEmail('sara');
  const phone = phoneNumber();
  const reference = await bookWithSms(page, email, phone.typed);

  // Scheduled, not sent: 24 hours (Settings' default) before the appointment.
  await expect.poll(async () => (await smsJob(reference))?.state).toBe('created');
  const job = (await smsJob(reference))!;
  expect(job.start_after.getTime()).toBe(job.starts_at.getTime() - 24 * HOUR);
  expect(await smsTo(phone.e164)).toEqual([]);

  await itIsTime(job.id);
  await expect.poll(() => smsTo(phone.e164), { timeout: 30_000 }).toHaveLength(1);
  await expect.poll(async () => (await smsJob(reference))?.state).toBe('completed');
  // Nothing more comes, however long the worker runs: the job writes its SMS before it
  // completes, and no other SMS job of this booking is left in the queue.
  expect(await smsJobStates(job.rid)).toEqual(['completed']);
  const [sms] = await smsTo(phone.e164);
  expect(await smsTo(phone.e164)).toHaveLength(1);
  expect(sms).toMatch(/Reminder: your check-up .+, Zurich Bellevue\. Move or cancel: /);
  const { rows } = await db!.query<{ n: number }>(
    `select count(*)::int as n from sms_messages where reservation_id = $1`,
    [job.rid],
  );
  expect(rows[0].n).toBe(1);

  // The short link: no token in the SMS; opening it lands on the booking's manage page.
  const link = /(http:\/\/\S+\/s\/[A-Za-z0-9]{12})\s/.exec(sms)?.[1];
  expect(link, sms).toBeDefined();
  expect(sms).not.toContain('token=');
  await page.goto(link!);
  await expect(page).toHaveURL(/\/en-ch\/booking\?token=v2\./);
  await expect(page.getByText(reference).first()).toBeVisible({ timeout: 20_000 });
  // The manage page's switch shows the reminder on and turns it off.
  const toggle = page.getByTestId('sms-reminder-toggle');
  await expect(toggle).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('manage-sms-on.png'), fullPage: true });
  await toggle.uncheck();
  await expect(page.getByTestId('sms-reminder-state')).toHaveText(/No SMS reminder/);
  await expect
    .poll(async () => {
      const { rows: r } = await db!.query<{ sms_reminder: boolean; sms_opt_out_via: string }>(
        `select sms_reminder, sms_opt_out_via from reservations where id = $1`,
        [job.rid],
      );
      return r[0];
    })
    .toEqual({ sms_reminder: false, sms_opt_out_via: 'link' });

  // An unknown code is not found.
  const unknown = await api.get(`/s/AAAAAAAAAAAA`, { maxRedirects: 0 });
  expect([404, 307]).toContain(unknown.status());
});

test('a cancelled booking gets no SMS, even when its time comes', async ({ page }) => {
  const email = uniqueEmail('cancel');
  const phone = phoneNumber();
  const since = Date.now();
  const reference = await bookWithSms(page, email, phone.typed);
  await expect.poll(async () => (await smsJob(reference))?.state).toBe('created');
  const job = (await smsJob(reference))!;

  // Cancelled through the confirmation's manage link.
  const confirmation = await waitForEmail(email, /Your check-up is booked/, since, outbox);
  const token = /booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(confirmation)?.[1];
  expect(token).toBeDefined();
  const cancelled = await api.post('/api/booking/cancel', { data: { token } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect.poll(async () => (await smsJob(reference))?.state).toBe('cancelled');

  // Its time comes; even a job whose cancellation was missed (put back as waiting) sends
  // nothing: the worker checks the booking when it runs.
  await itIsTime(job.id, 'created');
  await expect
    .poll(async () => (await smsJob(reference))?.state, { timeout: 30_000 })
    .toBe('completed');
  // A completed job has written whatever it sent; it was the booking's only SMS job.
  expect(await smsJobStates(job.rid)).toEqual(['completed']);
  expect(await smsTo(phone.e164)).toEqual([]);
  const { rows } = await db!.query<{ n: number }>(
    `select count(*)::int as n from sms_messages where reservation_id = $1`,
    [job.rid],
  );
  expect(rows[0].n).toBe(0);
});
