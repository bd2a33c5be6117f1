/**
 * The set-up the staff desk specs share (docs/staff-desk.md): a temporary folder for a server of
 * its own (embedded database, content dataset, outbox), the staff CLI's invitation, enrolment
 * with the TOTP secret read off the page, and screenshots attached to the report
 * (DESK_SCREENSHOTS keeps them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET, everyDayOpen } from '../constants';
import { migratedPgliteDir } from '../next-server';
import { runStaffCli } from '../staff-cli';
import { unusedCode } from './totp';

export const WEB_DIR = path.resolve(__dirname, '..', '..');
export const SEED_DATASET = path.join(WEB_DIR, '..', 'schemas', 'seed', 'production.ndjson');

/**
 * A fresh folder for one spec's server: its dataset the seed's, or what `dataset` writes, and an
 * embedded database migrated already (migratedPgliteDir).
 */
export async function staffServerDir(
  prefix: string,
  dataset: (target: string) => void = (target) =>
    writeFileSync(target, readFileSync(SEED_DATASET, 'utf8')),
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dataset(path.join(dir, 'production.ndjson'));
  await migratedPgliteDir(path.join(dir, 'pglite'));
  return dir;
}

/**
 * A dataset writer for staffServerDir: the seed with `locationIds` open every day 00:00-23:59,
 * no closures and no notice unless `minimumNoticeHours` (a desk spec books any hour of the
 * run), and bursts never challenged.
 */
export function openAllDay(
  locationIds: readonly string[],
  { minimumNoticeHours = 0 } = {},
): (target: string) => void {
  const allDay = everyDayOpen('00:00', '23:59');
  return (target) => {
    const lines = readFileSync(SEED_DATASET, 'utf8')
      .split('\n')
      .map((line) => {
        if (!line.trim()) return line;
        const doc = JSON.parse(line) as { _id?: string };
        if (doc._id && locationIds.includes(doc._id)) {
          const open = { openingHours: allDay, closures: [], minimumNoticeHours };
          return JSON.stringify({ ...doc, ...open });
        }
        if (doc._id === 'siteSettings')
          return JSON.stringify({ ...doc, holdBurstMinimum: 100_000 });
        return line;
      });
    writeFileSync(target, lines.join('\n'));
  };
}

/**
 * The environment of a production server (and the staff CLI) on `dir`: the e2e secrets, the
 * embedded database (never DATABASE_URL), dev payments. `clockFile`: the server's clock runs
 * ahead by the offset written there (e2e/staff/clock-shift.cjs).
 */
export function staffServerEnv(dir: string, clockFile?: string): NodeJS.ProcessEnv {
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
  if (clockFile) {
    env.E2E_CLOCK_FILE = clockFile;
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'clock-shift.cjs')}`;
  }
  delete env.DATABASE_URL;
  return env;
}

export type Invitee = {
  email: string;
  name: string;
  role: 'admin' | 'reception' | 'clinical' | 'viewer';
  locations?: string;
  language: 'de' | 'en';
};

/** `npm run staff -- invite … --print` (e2e/staff-cli.ts): the enrolment link's path and query. */
export function inviteWithCli(env: NodeJS.ProcessEnv, who: Invitee): string {
  const args = ['invite', who.email, '--role', who.role];
  if (who.locations) args.push('--locations', who.locations);
  args.push('--language', who.language, '--name', who.name, '--print');
  const out = runStaffCli(args, { env });
  const url = out.match(/https?:\/\/\S+\/staff\/enrol\?token=\S+/)?.[0];
  if (!url) throw new Error(`no enrolment link in: ${out}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Enrols with the invitation at `url`: the TOTP secret read off the page, a code at `now` (the
 * server's clock), confirmed with the button named `confirm`; lands on the desk. Returns the
 * secret, for signing in again.
 */
export async function enrolWithInvite(
  page: Page,
  url: string,
  { confirm = /confirm/i, now = Date.now }: { confirm?: RegExp; now?: () => number } = {},
): Promise<string> {
  await page.goto(url);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(/code/i).fill(await unusedCode(secret, now));
  await page.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(/\/staff(\?|$)/, { timeout: 20_000 });
  return secret;
}

/** A screenshot at `width` attached as `<name>-<width>`, kept as `<spec>-<name>-<width>.png`. */
export async function attachShot(
  page: Page,
  spec: string,
  name: string,
  { width, height, fullPage }: { width: number; height: number; fullPage: boolean },
): Promise<void> {
  await page.setViewportSize({ width, height });
  const body = await page.screenshot({ fullPage });
  await test.info().attach(`${name}-${width}`, { body, contentType: 'image/png' });
  const keep = process.env.DESK_SCREENSHOTS;
  if (keep) writeFileSync(path.join(keep, `${spec}-${name}-${width}.png`), body);
}

/** The Zurich calendar date (YYYY-MM-DD) of the instant `ms`. */
export function zurichDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(ms));
}
