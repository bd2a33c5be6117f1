/**
 * "A receptionist's week on a tablet" (docs/staff-desk.md, "Week view", "Tablet", "Walk-ins"):
 * German, 1024×768, on a server of its own (its own embedded database and outbox) with Zurich
 * open around the clock and the site's minimum notice of 24 hours kept. The receptionist enrols,
 * sees the week of Zurich with two patients booked through the site, opens one: the detail is a
 * side sheet over the grid, in view; Escape closes it and focus is back on the card. A walk-in
 * is booked by tapping a free part of a room in today's grid, inside the notice the site keeps
 * (with a reason); the move dialog ("move to…") is the keyboard path to another time, and a card
 * dragged onto another room moves there at its own time. Every page
 * passes axe; screenshots at 768, 1024 and 1440 are attached (DESK_SCREENSHOTS keeps them).
 */
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { uniqueClientIp, uniqueEmail } from './booking-helpers';
import { spawnNext, waitUntilUp, type NextServer } from './next-server';
import {
  openAllDay,
  attachShot,
  enrolWithInvite,
  inviteWithCli,
  staffServerDir,
  staffServerEnv,
  zurichDate,
} from './staff/staff-server';
import { API_REQUEST_TIMEOUT_MS } from './constants';

const CHECKUP = 'whole_body_scan_with_blood_test';
const ZURICH = { id: 'location.zurich_bellevue', slug: 'zurich_bellevue' };
const RECEPTION = { email: 'wanda.e2e@clinic.example', name: 'Wanda e2e' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dir: string;
let server: NextServer | null = null;
let api: APIRequestContext;
let invite = '';
let clockFile: string;
/** How far the server's clock runs ahead of the real one: its day is at 10:00 tomorrow. */
let offset = 0;
const serverNow = () => Date.now() + offset;

const shot = (page: Page, name: string, width: number, height = 768) =>
  attachShot(page, 'week', name, { width, height, fullPage: false });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Zurich open every day 00:00-23:59; the site's minimum notice (24 h) stays.
  dir = await staffServerDir('e2e-week-', openAllDay([ZURICH.id], { minimumNoticeHours: 24 }));
  clockFile = path.join(dir, 'clock');
  offset =
    DateTime.now()
      .setZone('Europe/Zurich')
      .plus({ days: 1 })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
      .toMillis() - Date.now();
  writeFileSync(clockFile, String(offset));
  // The server and the staff CLI run on the spec's clock (10:00 tomorrow, whatever the hour).
  const env = staffServerEnv(dir, clockFile);
  invite = inviteWithCli(env, {
    ...RECEPTION,
    role: 'reception',
    locations: ZURICH.slug,
    language: 'de',
  });
  server = await spawnNext(env, 'localhost');
  await waitUntilUp(server, '/api/ready', 150_000);
  api = await playwrightRequest.newContext({
    baseURL: server.url,
    timeout: API_REQUEST_TIMEOUT_MS,
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const enrol = (page: Page) =>
  enrolWithInvite(page, `${server!.url}${invite}`, { confirm: /bestätigen/i, now: serverNow });

/** The site's free starts of Zurich in the coming days (outside its 24 h notice). */
async function siteSlots(): Promise<string[]> {
  const res = await api.get('/api/timeslots/fetch-time-slots', {
    params: {
      locationSlug: ZURICH.slug,
      checkupSlug: CHECKUP,
      startDate: zurichDate(serverNow() + 2 * 86_400_000),
      endDate: zurichDate(serverNow() + 3 * 86_400_000),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { days } = (await res.json()) as {
    days: { slots: { start: string; freeRooms: number }[] }[];
  };
  return days
    .flatMap((d) => d.slots)
    .filter((s) => s.freeRooms > 0)
    .map((s) => s.start);
}

/** A booking through the site's API, its deposit paid with the dev provider's test card. */
async function bookThroughSite(start: string, lastName: string): Promise<string> {
  const email = uniqueEmail(lastName.toLowerCase());
  const headers = { 'x-forwarded-for': uniqueClientIp() };
  const created = await api.post('/api/reservation/create', {
    headers,
    data: {
      reservationData: {
        checkupSlug: CHECKUP,
        timeSlotStart: start,
        locationSlug: ZURICH.slug,
        services: [],
        paymentId: null,
        personalData: {
          firstName: 'Eva',
          lastName,
          email,
          phone: '+41791234567',
          birthDate: '1975-03-02',
          language: 'de',
          biologicalSex: 'female',
        },
        discountCode: null,
        reservationIdPartner: null,
        personalDataPartner: null,
      },
      url: `${server!.url}/de-ch/summary`,
      acceptLateCancellation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reservation } = (await created.json()) as { reservation: { id: string } };
  const intent = await api.post('/api/payment/create-intent', {
    headers,
    data: { reservationId: reservation.id, email, option: 'deposit' },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  await api.post('/api/payment/dev-pay', {
    headers,
    data: { clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  const confirmed = await api.post('/api/payment/confirm', {
    headers,
    data: { paymentIntentClientSecret: clientSecret },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return reservation.id;
}

// Fails in a fresh clone's CI at the walk-in step: the tapped time is not taken as inside the
// online notice there (the browser's fake clock against the shifted server clock), while it
// passed where it was written. Open work on the desk's week (docs/staff-desk.md "Week view").
test('a receptionist’s week on a tablet', async ({ page }) => {
  // The browser's clock runs a day ahead of the build's (page.clock below): the static desk
  // pages render no date before the URL is read, so no hydration mismatch (React #418) is
  // allowed although the build's day is not the browser's.
  await page.setViewportSize({ width: 1024, height: 768 });
  // The browser's clock is the server's: today's grid, its now line and the late terms agree.
  await page.clock.install({ time: serverNow() });
  const starts = await siteSlots();
  const first = starts[0];
  const second = starts.find((s) => Date.parse(s) >= Date.parse(first) + 3 * 3_600_000)!;
  const firstId = await bookThroughSite(first, 'Wochenbeck');
  await bookThroughSite(second, 'Wochenmüller');
  await enrol(page);

  // The week of Zurich: rooms × days, both patients in it.
  const date = zurichDate(Date.parse(first));
  await page.goto(`${server!.url}/de-ch/staff?view=week&location=${ZURICH.id}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wochenansicht');
  // The subtitle names the week (Monday to Sunday), not the chosen day.
  await expect(page.getByText(/^Montag, .* bis Sonntag, .* · 2 Buchungen$/)).toBeVisible();
  const week = page.getByRole('table', { name: /Die Woche in/ });
  await expect(week.getByRole('button', { name: /Wochenbeck/ })).toBeVisible();
  await expect(week.getByRole('button', { name: /Wochenmüller/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'week', 1024);
  await shot(page, 'week', 1440, 900);
  await shot(page, 'week', 768, 1024);
  await shot(page, 'week', 390, 844);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });

  // The skip link leads past the header to the grid.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Tagesraster springen' })).toBeFocused();

  // Tapped on the tablet: the detail is over the grid, in view; Escape closes it and focus is
  // back on the card.
  const card = week.getByRole('button', { name: /Wochenbeck/ });
  await card.click();
  const drawer = page.getByRole('complementary');
  await expect(drawer).toContainText('Wochenbeck');
  const box = (await drawer.boundingBox())!;
  expect(box.y).toBeLessThan(768);
  expect(box.y + 40).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('heading', { level: 2, name: /Wochenbeck/ })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'drawer', 1024);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-booking')))
    .toBe(firstId);

  // The keyboard path to another time: the move dialog lists the free times of a day.
  await page.keyboard.press('Enter');
  await drawer.getByRole('button', { name: 'Verschieben', exact: true }).click();
  const form = drawer.getByRole('form');
  await form.getByRole('button', { name: 'Freie Zeiten zeigen' }).click();
  await expect(form.getByRole('radio').first()).toBeVisible();
  await form.getByRole('button', { name: 'Zurück' }).click();
  await page.keyboard.press('Escape');

  // Drag to another room: the card dropped on another room at its own height keeps its time.
  await page.goto(`${server!.url}/de-ch/staff?location=${ZURICH.id}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tagesansicht');
  const dayCard = page.locator(`[data-booking="${firstId}"]`);
  const fromRoom = await dayCard.evaluate((el) =>
    el.closest('[data-room]')!.getAttribute('data-room'),
  );
  const toRoom = ['zrh-mri-1', 'zrh-mri-2', 'zrh-mri-3'].find((r) => r !== fromRoom)!;
  const column = page.locator(`[data-room="${toRoom}"]`);
  const source = (await dayCard.boundingBox())!;
  const columnBox = (await column.boundingBox())!;
  await dayCard.dragTo(column, {
    sourcePosition: { x: 10, y: 5 },
    targetPosition: { x: 10, y: source.y - columnBox.y + 5 },
  });
  const sheet = page.getByRole('dialog', { name: /Wochenbeck verschieben/ });
  await expect(sheet).toContainText(/in MRI \d/);
  await sheet.getByLabel(/^Grund/).fill('MRI in Wartung');
  await sheet.getByRole('button', { name: 'Auf diese Zeit verschieben' }).click();
  await expect(column.locator(`[data-booking="${firstId}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(`[data-room="${fromRoom}"] [data-booking="${firstId}"]`)).toHaveCount(
    0,
  );

  // A walk-in today: a tap on a free part of a room in today's grid, inside the site's notice.
  const today = zurichDate(serverNow());
  await page.goto(`${server!.url}/de-ch/staff?location=${ZURICH.id}&date=${today}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tagesansicht');
  await expect(page.locator('[data-room]').first()).toBeVisible();
  await shot(page, 'day', 390, 844);
  await shot(page, 'day', 1440, 900);
  await page.setViewportSize({ width: 1024, height: 768 });
  const room = page.locator('[data-room]').first();
  const nowMinute = (() => {
    const [h, m] = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Zurich',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(serverNow()))
      .split(':')
      .map(Number);
    return h * 60 + m;
  })();
  // The grid starts at 00:00 (open all day), 1.4 px a minute; an hour from now (about 11:00).
  const target = nowMinute + 60;
  await room.click({ position: { x: 30, y: target * 1.4 } });
  await expect(page).toHaveURL(/\/staff\/book\?/);
  const book = page.locator('form');
  await expect(book.getByText(/Im Tagesraster gewählt/)).toBeVisible();
  await expect(
    book.getByRole('group', { name: 'Freie Zeiten' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1, { timeout: 15_000 });
  await expect(book.getByText(/Innerhalb der Online-Vorlaufzeit/)).toBeVisible();
  await book.getByLabel('Vorname').fill('Walter');
  await book.getByLabel('Nachname').fill('Laufkunde');
  await book.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('walkin'));
  await book.getByLabel('Telefon', { exact: true }).fill('079 123 45 67');
  await book.getByLabel('Biologisches Geschlecht').selectOption('male');
  const terms = book.getByLabel(/Der anrufenden Person wurde gesagt/);
  if (await terms.count()) await terms.check();
  await book.getByLabel(/^Grund/).fill('Steht am Empfang');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'walk-in', 1024);
  await page.setViewportSize({ width: 1024, height: 768 });
  await book.getByRole('button', { name: 'Buchen', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Gebucht/ })).toContainText(/[A-Z]{3}-/);
});
