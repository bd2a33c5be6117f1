/**
 * "The clinic looks at its scanners" (docs/staff-desk.md "Insights"): on a server of its own
 * (its own embedded database, seeded before it starts with the insights' realistic bookings at
 * Zurich and Bern: src/test/insights-year.ts), an admin enrols, opens Insights, chooses Zurich
 * and the last 30 days (in the URL), reads the figures, and downloads the utilisation CSV: one
 * row per Zurich room and day of the period, the same numbers the API answers, Swiss Excel's
 * form (byte order mark, `;`, CRLF), its booked minutes the page's summary. The page passes axe;
 * screenshots at 1024 and 1440 are attached (DESK_SCREENSHOTS keeps them).
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
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
  zurichDate,
} from './staff/staff-server';

const ZURICH = 'location.zurich_bellevue';
const ADMIN = { email: 'ines.e2e@clinic.example', name: 'Ines e2e' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dir: string;
let server: NextServer | null = null;
let invite = '';

const shot = (page: Page, name: string, width: number, height = 900) =>
  attachShot(page, 'insights', name, { width, height, fullPage: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await staffServerDir('e2e-insights-');
  const env = staffServerEnv(dir);
  runScriptOnce('e2e/staff/seed-insights.ts', { env, stdio: ['ignore', 'ignore', 'inherit'] });
  invite = inviteWithCli(env, { ...ADMIN, role: 'admin', language: 'en' });
  server = await spawnNext(env, 'localhost');
  await waitUntilUp(server, '/api/ready', 150_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const enrol = (page: Page) => enrolWithInvite(page, `${server!.url}${invite}`);

test('an admin opens insights for Zurich over 30 days and downloads the utilisation CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enrol(page);
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByTestId('insights-key-figures')).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('insights-location').selectOption(ZURICH);
  await page.getByTestId('insights-period').selectOption('7');
  await page.getByTestId('insights-period').selectOption('30');
  const today = zurichDate(Date.now());
  const from = zurichDate(Date.parse(`${today}T12:00:00Z`) - 29 * 86_400_000);
  await expect(page).toHaveURL(new RegExp(`location=${ZURICH.replace('.', '\\.')}`));
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  const utilisation = page.getByTestId('insights-utilisation');
  await expect(
    utilisation.getByRole('heading', { name: 'Utilisation per room and day' }),
  ).toBeVisible();
  // The figures the page drew, as the API answers them for the same URL.
  const answer = await page.request.get(
    `${server!.url}/api/staff/insights?from=${from}&to=${today}&location=${ZURICH}`,
  );
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as {
    utilisation: {
      date: string;
      room: string;
      openMinutes: number;
      blockedMinutes: number;
      availableMinutes: number;
      bookedMinutes: number;
      locationId: string;
    }[];
    attendance: { bookings: number };
  };
  expect(new Set(body.utilisation.map((u) => u.locationId))).toEqual(new Set([ZURICH]));
  expect(body.attendance.bookings).toBeGreaterThan(20);
  const booked = body.utilisation.reduce((s, u) => s + u.bookedMinutes, 0);
  const available = body.utilisation.reduce((s, u) => s + u.availableMinutes, 0);
  await expect(utilisation).toContainText(
    `${Math.round(booked / 60)} of ${Math.round(available / 60)} available hours booked`,
  );
  // The data table for screen readers holds the same rows.
  await expect(utilisation.locator('table tbody tr')).toHaveCount(body.utilisation.length);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('insights-utilisation-csv').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`utilisation-${from}-${today}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Date;Location;Room;Open minutes;Blocked minutes;Available minutes;Booked minutes;Utilisation %',
  );
  const rows = lines.slice(1).map((l) => l.split(';'));
  // Three Zurich rooms × 30 days.
  expect(rows).toHaveLength(3 * 30);
  expect(new Set(rows.map((r) => r[0])).size).toBe(30);
  expect(rows.map((r) => r[0]).sort()[0]).toBe(from);
  expect(rows.every((r) => r[1] === rows[0][1])).toBe(true);
  const byKey = new Map(body.utilisation.map((u) => [`${u.date}|${u.room}`, u]));
  for (const [date, , room, open, blocked, avail, bookedMin, share] of rows) {
    const u = byKey.get(`${date}|${room}`)!;
    expect(u).toBeDefined();
    expect([open, blocked, avail, bookedMin].map(Number)).toEqual([
      u.openMinutes,
      u.blockedMinutes,
      u.availableMinutes,
      u.bookedMinutes,
    ]);
    expect(Number(avail)).toBe(Number(open) - Number(blocked));
    if (Number(avail) > 0)
      expect(Number(share)).toBeCloseTo((100 * Number(bookedMin)) / Number(avail), 1);
  }
  expect(rows.reduce((s, r) => s + Number(r[6]), 0)).toBe(booked);
  expect(rows.some((r) => Number(r[4]) > 0)).toBe(true); // a block in the period
  expect(booked).toBeGreaterThan(0);

  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'zurich-30', 1024, 768);
  await shot(page, 'zurich-30', 1440, 900);
  expect(await seriousViolations(page)).toEqual([]);
});
