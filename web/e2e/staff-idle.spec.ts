/**
 * An idle desk locks itself (docs/staff-desk.md "Idle desks"), on a server of its own (its own
 * embedded database and outbox, and a clock, e2e/staff/clock-shift.cjs, that the spec moves with
 * the page's). A receptionist enrols and opens a day; nobody touches the page for 31 minutes
 * (Playwright's page clock: the desk's own timer runs on it); the desk shows "Signed out after
 * inactivity" instead of the day, and the session is gone on the server too. "Sign in again"
 * goes through the emailed link and the authenticator's code back to the same day.
 */
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { waitForEmail } from './booking-helpers';
import { exitWithin, spawnNext, waitUntilUp, type NextServer } from './next-server';
import { clockAckDir, shiftServerClock } from './staff/clock';
import {
  enrolWithInvite,
  inviteWithCli,
  staffServerDir,
  staffServerEnv,
} from './staff/staff-server';
import { unusedCode } from './staff/totp';

const ZURICH = 'location.zurich_bellevue';
const RITA = {
  email: 'rita.idle@clinic.example',
  role: 'reception',
  locations: 'zurich_bellevue',
} as const;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dir: string;
let outbox: string;
let clockFile: string;
let server: NextServer | null = null;
let invite = '';
/** How far the server's clock runs ahead of the real one (ms). */
let offset = 0;
const serverNow = () => Date.now() + offset;

/** Moves the server's clock to run `ms` ahead of the real one. */
async function setServerClock(ms: number): Promise<void> {
  offset = ms;
  await shiftServerClock(clockFile, ms);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await staffServerDir('e2e-staff-idle-');
  outbox = path.join(dir, 'outbox');
  clockFile = path.join(dir, 'clock');
  writeFileSync(clockFile, '0');
  // The server and the staff CLI run on the spec's clock.
  const env = staffServerEnv(dir, clockFile);
  invite = inviteWithCli(env, { ...RITA, language: 'en', name: 'Rita' });
  server = await spawnNext({ ...env, E2E_CLOCK_ACK_DIR: clockAckDir(clockFile) });
  await waitUntilUp(server, '/api/ready', 150_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('an idle desk locks itself, and signing in again returns to the same day', async ({
  page,
  allowBrowserError,
}) => {
  // Requests of the locked page may meet the ended session.
  allowBrowserError(/status of 401/);
  // Before any page: the desk's idle timer runs on this clock (it flows until moved).
  await page.clock.install();

  const secret = await enrolWithInvite(page, `${server!.url}${invite}`, { now: serverNow });

  // A day other than today, so that coming back to it is not the default.
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(serverNow() + 3 * 86_400_000),
  );
  const dayPath = `/en-ch/staff?location=${ZURICH}&date=${date}`;
  await page.goto(`${server!.url}${dayPath}`);
  await expect(page.getByRole('heading', { name: 'Day view' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(ZURICH);
  expect((await page.request.get(`${server!.url}/api/staff/me`)).status()).toBe(200);

  // 31 minutes without input, on the page's clock and the server's.
  await page.clock.fastForward('31:00');
  await setServerClock(31 * 60_000);

  const heading = page.getByRole('heading', { name: 'Signed out after inactivity' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Day view' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveCount(0);
  await expect(page.getByText('Reconnecting', { exact: false })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(async () => (await page.request.get(`${server!.url}/api/staff/me`)).status())
    .toBe(401);

  // Sign in again: the emailed link, the code, and back to the day it showed.
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/en-ch\/staff\/sign-in\?returnTo=/);
  const since = Date.now();
  await page.getByLabel(/email/i).fill(RITA.email);
  await page.getByRole('button', { name: /sign-in link/i }).click();
  const mail = await waitForEmail(RITA.email, /staff\/sign-in\?token=/, since, outbox);
  const link = new URL(mail.match(/https?:\/\/[^\s"<>]+staff\/sign-in\?token=[^\s"<>]+/)![0]);
  await page.goto(`${server!.url}${link.pathname}${link.search}`);
  await page.getByLabel(/code/i).fill(await unusedCode(secret, serverNow));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${server!.url}${dayPath}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Day view' })).toBeVisible();
  // The desk's date field reads the day in the desk's language (DD/MM/YYYY in English).
  const [y, m, d] = date.split('-');
  await expect(
    page.getByRole('group', { name: 'Date' }).getByRole('textbox', { name: 'Date' }),
  ).toHaveValue(`${d}/${m}/${y}`);

  // A deploy stops the server while this desk is open: its live event stream must not hold
  // Next's drain (docs/staff-desk.md "Live updates"). Before, the server ran on until killed.
  await expect(page.locator('[data-state="live"]')).toBeVisible();
  // The desk's reconnect meets a stopping or stopped server: the browser logs the failed load.
  allowBrowserError(/net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)/);
  server!.child.kill('SIGTERM');
  expect(await exitWithin(server!, 20_000)).toBe(143);
  // The desk says it lost the server rather than going blank.
  await expect(page.locator('[data-state="reconnecting"]')).toBeVisible();
});
