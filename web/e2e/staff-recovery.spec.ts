/**
 * A lost phone at the staff desk (docs/staff-desk.md "Recovery"), on a server of its own (its
 * own embedded database and outbox; the CLI invites before it starts, PGlite being one
 * process's): a receptionist enrols and keeps the backup codes shown; having lost her phone,
 * she signs in with the emailed link and a backup code (which then works no more); an admin
 * resets her second factor in the team page (a reason, a confirmation), which ends her session
 * and emails her a new enrolment link naming her role, location and the app she needs; she
 * enrols again, her old backup codes are refused, and she signs in with the new app's code.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { waitForEmail } from './booking-helpers';
import { spawnNext, waitUntilUp, type NextServer } from './next-server';
import { inviteWithCli, staffServerDir, staffServerEnv } from './staff/staff-server';
import { unusedCode } from './staff/totp';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const STAFF = {
  admin: { email: 'ada.recovery@clinic.example', role: 'admin', locations: '' },
  rita: {
    email: 'rita.recovery@clinic.example',
    role: 'reception',
    locations: 'zurich_bellevue',
  },
} as const;
type Who = keyof typeof STAFF;

let dir: string;
let outbox: string;
let server: NextServer | null = null;
const invites: Partial<Record<Who, string>> = {};
/** Rita's first enrolment: its TOTP secret and the backup codes shown then. */
let first: { secret: string; backupCodes: string[] };

function invite(who: Who): string {
  return inviteWithCli(staffServerEnv(dir), {
    ...STAFF[who],
    language: 'en',
    name: `${who} recovery`,
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await staffServerDir('e2e-staff-recovery-');
  outbox = path.join(dir, 'outbox');
  for (const who of Object.keys(STAFF) as Who[]) invites[who] = invite(who);
  server = await spawnNext(staffServerEnv(dir));
  await waitUntilUp(server, '/api/ready', 150_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Enrols through an enrolment link: the secret and backup codes off the page, then a code. */
async function enrol(page: Page, linkPath: string) {
  await page.goto(`${server!.url}${linkPath}`);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const backupCodes = (await page.getByTestId('backup-codes').textContent())!.trim().split(/\s+/);
  expect(backupCodes.length).toBeGreaterThanOrEqual(5);
  for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  await page.getByLabel(/code/i).fill(await unusedCode(secret));
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/staff(\?|$)/, { timeout: 20_000 });
  return { secret, backupCodes };
}

/** The emailed sign-in link opened: the page asks for the second factor. */
async function openSignInLink(page: Page, who: Who) {
  await page.goto(`${server!.url}/en-ch/staff/sign-in`);
  const since = Date.now();
  await page.getByLabel(/email/i).fill(STAFF[who].email);
  await page.getByRole('button', { name: /sign-in link/i }).click();
  await expect(page.getByRole('status')).toContainText(/sign-in link is on its way/);
  const mail = await waitForEmail(STAFF[who].email, /staff\/sign-in\?token=/, since, outbox);
  const link = new URL(mail.match(/https?:\/\/[^\s"<>]+staff\/sign-in\?token=[^\s"<>]+/)![0]);
  await page.goto(`${server!.url}${link.pathname}${link.search}`);
  await expect(page.getByLabel('6-digit code from your authenticator app')).toBeVisible({
    timeout: 20_000,
  });
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
}

test('a receptionist who lost her phone signs in with a backup code, once', async ({
  page,
  allowBrowserError,
}) => {
  first = await enrol(page, invites.rita!);
  await signOut(page);

  // No phone: the emailed link, then "Use a backup code".
  await openSignInLink(page, 'rita');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  const field = page.getByLabel('Backup code');
  await expect(field).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await field.fill(first.backupCodes[0]);
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/staff(\?|$)/, { timeout: 20_000 });
  const me = await page.request.get(`${server!.url}/api/staff/me`);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: STAFF.rita.email });
  await signOut(page);

  // A backup code works once.
  allowBrowserError(/status of 401/);
  await openSignInLink(page, 'rita');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(first.backupCodes[0]);
  await signInButton(page).click();
  await expect(page.locator('#main').getByRole('alert')).toContainText(
    /backup code is not right or was used/,
  );
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});

test('an admin resets her second factor; she enrols again and signs in with a code', async ({
  page,
  browser,
  allowBrowserError,
}) => {
  allowBrowserError(/status of 401/);
  // Rita is signed in with another backup code when the admin resets her.
  const ritaContext = await browser.newContext();
  const rita = await ritaContext.newPage();
  await openSignInLink(rita, 'rita');
  await rita.getByRole('button', { name: 'Use a backup code' }).click();
  await rita.getByLabel('Backup code').fill(first.backupCodes[1]);
  await signInButton(rita).click();
  await expect(rita).toHaveURL(/\/staff(\?|$)/, { timeout: 20_000 });

  await enrol(page, invites.admin!);
  await page.goto(`${server!.url}/en-ch/staff/team`);
  const since = Date.now();
  await page.getByRole('button', { name: `Reset second factor ${STAFF.rita.email}` }).click();
  await expect(
    page.getByRole('heading', { name: `Reset the second factor of ${STAFF.rita.email}?` }),
  ).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // The reason is required.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByLabel('Reason (kept in the audit log)')).toBeFocused();
  await page.getByLabel('Reason (kept in the audit log)').fill('lost her phone');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText(
    `The second factor of ${STAFF.rita.email} was reset`,
  );
  await expect(page.getByRole('row').filter({ hasText: STAFF.rita.email })).toContainText(
    'invited',
  );

  // Her session ended at once.
  expect((await rita.request.get(`${server!.url}/api/staff/me`)).status()).toBe(401);

  // The audit log keeps the reset and its reason.
  await page.goto(`${server!.url}/en-ch/staff/audit`);
  await page.getByLabel('Action').selectOption('staff-2fa-reset');
  await page.getByRole('button', { name: 'Filter' }).click();
  // The log names the action in the member's language.
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Second factor reset', exact: true }) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('lost her phone');

  // The new link says her role, her location by name and the app she needs.
  const mail = await waitForEmail(STAFF.rita.email, /staff\/enrol\?token=/, since, outbox);
  expect(mail).toContain('Reception');
  expect(mail).toContain('Zurich Bellevue');
  expect(mail).toMatch(/authenticator app on your phone/);
  // The decoded parts follow the raw message (decodeEml), whose quoted-printable text writes
  // the token's `=` as `=3D`: the last link is a decoded one.
  const links = mail.match(/https?:\/\/[^\s"<>]+staff\/enrol\?token=[^\s"<>]+/g)!;
  const link = new URL(links[links.length - 1]);
  const second = await enrol(rita, `${link.pathname}${link.search}`);
  expect(second.secret).not.toBe(first.secret);
  await signOut(rita);

  // The old backup codes are gone with the old phone; the new app's code signs her in.
  await openSignInLink(rita, 'rita');
  await rita.getByRole('button', { name: 'Use a backup code' }).click();
  await rita.getByLabel('Backup code').fill(first.backupCodes[2]);
  await signInButton(rita).click();
  await expect(rita.locator('#main').getByRole('alert')).toContainText(
    /backup code is not right or was used/,
  );
  await rita.getByRole('button', { name: 'Use the authenticator code' }).click();
  await rita
    .getByLabel('6-digit code from your authenticator app')
    .fill(await unusedCode(second.secret));
  await signInButton(rita).click();
  await expect(rita).toHaveURL(/\/staff(\?|$)/, { timeout: 20_000 });
  expect((await rita.request.get(`${server!.url}/api/staff/me`)).status()).toBe(200);
  await ritaContext.close();
});
