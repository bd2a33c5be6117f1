/**
 * The MRI safety questionnaire from the patient's phone to the desk's decision (docs/screening.md
 * "At the desk", docs/staff-desk.md "Day view", "Booking detail"), on a server of its own (its
 * own embedded database, outbox and copy of the seed), all on a phone's screen:
 *
 * a booking is made and paid through the site's API as the other desk specs do (de-ch); the
 * patient opens the questionnaire from the confirmation email's link, answers "Ja" to the
 * pacemaker (a `stop`), "Nein" to the rest, agrees and signs; the desk's day and week show the
 * booking with "Needs review"; a clinical reviewer (enrolled with the CLI's invitation) opens the
 * booking's detail, reads the answers there, follows it to the safety review, decides "cannot
 * scan"; the booking is cancelled with everything paid refunded, the day shows "Cannot scan",
 * and the patient's German cancellation email is in the outbox. axe on the desk's pages;
 * screenshots of the day with its badges and the drawer with the answers at 1024 (tablet), kept
 * in DESK_SCREENSHOTS when set.
 */
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { uniqueClientIp, uniqueEmail, waitForEmail } from './booking-helpers';
import { spawnNext, waitUntilUp, type NextServer } from './next-server';
import {
  enrolWithInvite,
  inviteWithCli,
  staffServerDir,
  staffServerEnv,
} from './staff/staff-server';
import { API_REQUEST_TIMEOUT_MS } from './constants';

const CHECKUP = 'whole_body_scan_with_blood_test';
const ZURICH = { id: 'location.zurich_bellevue', slug: 'zurich_bellevue' };
const REVIEWER = { email: 'clara.e2e@clinic.example', name: 'Clara e2e' };
const PATIENT = { firstName: 'Lea', lastName: 'Kälin' };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let dir: string;
let outbox: string;
let server: NextServer | null = null;
let api: APIRequestContext;
let invite = '';

/** A full-page screenshot at `width`, attached (and kept in DESK_SCREENSHOTS when set). */
async function shot(page: Page, name: string, width: number): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 900 });
  const body = await page.screenshot({ fullPage: true });
  await test.info().attach(`${name}-${width}`, { body, contentType: 'image/png' });
  const keep = process.env.DESK_SCREENSHOTS;
  if (keep) writeFileSync(path.join(keep, `screening-desk-${name}-${width}.png`), body);
  if (before) await page.setViewportSize(before);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await staffServerDir('e2e-screening-desk-');
  outbox = path.join(dir, 'outbox');
  // The staff CLI before the server: PGlite belongs to one process.
  invite = inviteWithCli(staffServerEnv(dir), {
    email: REVIEWER.email,
    name: REVIEWER.name,
    role: 'clinical',
    locations: ZURICH.id,
    language: 'en',
  }).replace(/^\/(de|en)-ch\//, '/en-ch/');
  server = await spawnNext(staffServerEnv(dir), 'localhost');
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

function zurichDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(ms));
}

/** The first free start at Zurich 4 to 12 days ahead. */
async function freeStart(): Promise<string> {
  const res = await api.get('/api/timeslots/fetch-time-slots', {
    params: {
      locationSlug: ZURICH.slug,
      checkupSlug: CHECKUP,
      startDate: zurichDate(Date.now() + 4 * 86_400_000),
      endDate: zurichDate(Date.now() + 12 * 86_400_000),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { days } = (await res.json()) as {
    days: { slots: { start: string; freeRooms: number }[] }[];
  };
  const slot = days.flatMap((d) => d.slots).find((s) => s.freeRooms > 0);
  expect(slot).toBeDefined();
  return slot!.start;
}

/** A booking through the site's API, its deposit paid with the dev provider's test card. */
async function bookThroughSite(start: string, email: string) {
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
          ...PATIENT,
          email,
          phone: '+41791234567',
          birthDate: '1979-05-14',
          language: 'de',
          biologicalSex: 'female',
        },
        discountCode: null,
        reservationIdPartner: null,
        personalDataPartner: null,
        // Answered "no" before paying: the pacemaker came after booking (docs/screening.md
        // "Pre-check": the questionnaire after booking is the safety gate).
        screeningPrecheck: { pacemaker: 'no', neurostimulator: 'no', cochlearImplant: 'no' },
      },
      url: `${server!.url}/de-ch/summary`,
      acceptLateCancellation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reservation } = (await created.json()) as { reservation: { id: string; name: string } };
  const intent = await api.post('/api/payment/create-intent', {
    headers,
    data: { reservationId: reservation.id, email, option: 'deposit' },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await api.post('/api/payment/dev-pay', {
    headers,
    data: { clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await api.post('/api/payment/confirm', {
    headers,
    data: { paymentIntentClientSecret: clientSecret },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { id: reservation.id, reference: reservation.name };
}

const progress = (page: Page) => page.getByTestId('screening-progress');

/** The patient's whole questionnaire on the phone: pacemaker "Ja", the rest "Nein", signed. */
async function answerAndSign(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sicherheitsfragen vor Ihrem MRI',
  );
  const pacemaker = page.getByRole('group', { name: /^Haben Sie einen Herzschrittmacher/ });
  await pacemaker.getByRole('radio', { name: 'Ja', exact: true }).check();
  await expect(progress(page)).toContainText('gespeichert');
  // A stop answer: the calm note that the clinic speaks with the patient first.
  await expect(
    page.getByText('Wir müssen vor der Untersuchung mit Ihnen sprechen').first(),
  ).toBeVisible();
  await pacemaker.getByLabel(/^Bitte beschreiben Sie es in wenigen Worten/).fill('Modell X 2019');
  await pacemaker.getByLabel(/^Bitte beschreiben Sie es in wenigen Worten/).blur();
  const groups = page.locator('fieldset[data-question]');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const no = groups.nth(i).getByRole('radio', { name: 'Nein', exact: true });
    const yes = groups.nth(i).getByRole('radio', { name: 'Ja', exact: true });
    if ((await no.count()) && !(await no.isChecked()) && !(await yes.isChecked())) {
      await no.check();
      await expect(progress(page)).toContainText('gespeichert');
    }
  }
  await page.getByLabel(/^Wie gross sind Sie\?/).fill('168');
  await page.getByLabel(/^Wie gross sind Sie\?/).blur();
  await page.getByLabel(/^Wie viel wiegen Sie\?/).fill('64');
  await page.getByLabel(/^Wie viel wiegen Sie\?/).blur();
  const total = /von (\d+) Fragen/.exec((await progress(page).textContent()) ?? '')?.[1];
  await expect(progress(page)).toContainText(`${total} von ${total} Fragen beantwortet`);
  for (const agree of await page
    .getByRole('checkbox', { name: 'Ich habe dies gelesen und stimme zu' })
    .all())
    await agree.check();
  await page.getByRole('radio', { name: /^Nein, ich möchte nur über Befunde/ }).check();
  await page.getByLabel(/^Ihr vollständiger Name/).fill(`${PATIENT.firstName} ${PATIENT.lastName}`);
  await page.getByTestId('screening-sign').click();
  await expect(page.getByTestId('screening-signed')).toHaveText(
    'Danke – Ihre Antworten sind bei uns',
  );
}

test('a stop answered on the phone reaches the desk: badge, answers in the drawer, cannot scan', async ({
  page,
}) => {
  const email = uniqueEmail('kaelin');
  const since = Date.now();
  const start = await freeStart();
  const date = zurichDate(new Date(start).getTime());
  const booking = await bookThroughSite(start, email);

  // The patient, on the phone, from the confirmation email's link.
  const confirmation = await waitForEmail(email, /Ihr Check-up ist gebucht/, since, outbox);
  const link = /\/de-ch\/screening\?token=v2\.[A-Za-z0-9_.-]+/.exec(confirmation)?.[0];
  expect(link).toBeDefined();
  await answerAndSign(page, `${server!.url}${link}`);

  // The reviewer enrols (the invitation's TOTP secret read off the page).
  await enrolWithInvite(page, `${server!.url}${invite}`);

  // The week, then the day: the booking's card says "Needs review" in words.
  const card = page.locator(`[data-booking="${booking.id}"]`);
  await page.goto(`${server!.url}/en-ch/staff?view=week&location=${ZURICH.id}&date=${date}`);
  await expect(card).toContainText('Needs review', { timeout: 20_000 });
  await page.goto(`${server!.url}/en-ch/staff?location=${ZURICH.id}&date=${date}`);
  await expect(card).toContainText('Needs review', { timeout: 20_000 });
  await expect(card.locator('[data-screening="needsReview"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'day', 1024);

  // Its detail: the state, and the answers once asked for.
  await card.click();
  const drawer = page.getByTestId('booking-drawer');
  const section = drawer.getByTestId('drawer-screening');
  await expect(section).toContainText('Needs review', { timeout: 20_000 });
  await section.getByRole('button', { name: 'Show the answers' }).click();
  const answers = section.getByTestId('staff-screening-answers');
  await expect(answers).toContainText('Do you have a cardiac pacemaker', { timeout: 20_000 });
  await expect(answers).toContainText('Modell X 2019');
  await expect(answers).toContainText('Stop');
  await expect(section).toContainText(`Signed by ${PATIENT.firstName} ${PATIENT.lastName}`);
  expect(await seriousViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'drawer', 1024);

  // The review: from the drawer to the location's queue, the booking's answers, cannot scan.
  await section.getByRole('link', { name: 'Decide in the safety review' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Safety questionnaire review' }),
  ).toBeVisible({ timeout: 20_000 });
  const items = page.getByTestId('staff-screening-item');
  await expect(items).toHaveCount(1, { timeout: 20_000 });
  await expect(items.nth(0)).toContainText(booking.reference);
  await expect(items.nth(0)).toContainText('Stop');
  await page.getByRole('button', { name: `Review ${booking.reference}` }).click();
  await expect(page.getByTestId('staff-screening-answers')).toContainText('Modell X 2019');
  await page.getByLabel('Cannot scan: cancel with a full refund').check();
  await page.getByLabel('Reason (audit log)').fill('Pacemaker not MR-conditional');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(items).toHaveCount(0, { timeout: 20_000 });

  // The day: cancelled, "Cannot scan"; everything paid online is being refunded.
  await page.goto(`${server!.url}/en-ch/staff?location=${ZURICH.id}&date=${date}`);
  await expect(card).toContainText('Cancelled', { timeout: 20_000 });
  await expect(card).toContainText('Cannot scan');
  await card.click();
  const money = page.getByTestId('booking-drawer').getByRole('region', { name: 'Payments' });
  const paidOnline = (await money.locator('dt:text-is("Paid online") + dd').textContent())!.trim();
  expect(paidOnline).toMatch(/^CHF [1-9]/);
  await expect(money.locator('dt:text-is("Refund") + dd')).toContainText(paidOnline);

  // The patient's cancellation email, in German, refunding what was paid and keeping nothing.
  const cancelled = await waitForEmail(email, /Ihre Buchung ist storniert/, since, outbox);
  expect(cancelled).toContain(booking.reference);
  expect(cancelled).toContain('Zurückerstattet auf Ihr Zahlungsmittel');
  expect(cancelled).toContain(paidOnline);
  expect(cancelled).not.toContain('Gemäss Stornierungsbedingungen einbehalten');
});
