/**
 * Helpers of the booking end-to-end specs: free slots from the real API, a unique client
 * address per test (the API's rate limits count per client), the summary form, and the
 * .eml outbox the e2e server writes (OUTBOX_DIR: the run's folder, playwright.config.ts).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OUTBOX_DIR =
  process.env.OUTBOX_DIR ?? path.resolve(__dirname, '..', '..', '.data', 'outbox');

/** A client address of its own for each test, so rate limits of one test never hit another. */
export function uniqueClientIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export function uniqueEmail(name: string): string {
  return `${name}.${randomUUID().slice(0, 8)}@example.ch`;
}

type SlotDay = { date: string; slots: { start: string; freeRooms: number }[] };

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A random free slot at least two days ahead (random, so parallel tests rarely meet). */
export async function freeSlot(
  request: APIRequestContext,
  {
    locationSlug,
    checkupSlug,
    services = [],
  }: { locationSlug: string; checkupSlug: string; services?: string[] },
): Promise<{ start: string; freeRooms: number }> {
  const from = new Date(Date.now() + 2 * 86_400_000);
  const to = new Date(Date.now() + 40 * 86_400_000);
  const response = await request.get('/api/timeslots/fetch-time-slots', {
    params: {
      locationSlug,
      checkupSlug,
      ...(services.length ? { services: services.join(',') } : {}),
      startDate: isoDate(from),
      endDate: isoDate(to),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { days } = (await response.json()) as { days: SlotDay[] };
  // Outside the 48 h free-cancellation window: such a slot needs the terms accepted (docs/decisions/0008-booking-policy-shared-and-grace.md).
  const earliest = Date.now() + 49 * 3_600_000;
  const slots = days
    .flatMap((d) => d.slots)
    .filter((s) => s.freeRooms > 0 && new Date(s.start).getTime() > earliest);
  expect(slots.length).toBeGreaterThan(0);
  return slots[randomInt(0, slots.length)];
}

/** The summary page for a booking, reached by its query (the steps before have their own specs). */
export function summaryUrl(
  locale: string,
  booking: {
    checkup: string;
    location: string;
    start: string;
    services?: string[];
    isPartnerBooking?: boolean;
    discountCode?: string;
  },
): string {
  const query = new URLSearchParams({
    checkup: booking.checkup,
    location: booking.location,
    'timeslot-start': booking.start,
  });
  for (const s of booking.services ?? []) query.append('services', s);
  if (booking.isPartnerBooking) query.set('isPartnerBooking', 'true');
  if (booking.discountCode) query.set('discountCode', booking.discountCode);
  return `/${locale}/summary?${query}`;
}

export const LABELS = {
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Nummer',
    birthDate: 'Geburtsdatum',
    birthParts: { day: 'Tag', month: 'Monat', year: 'Jahr' },
    street: 'Strasse und Hausnummer',
    postalCode: 'PLZ',
    city: 'Ort',
    consent: /Ich akzeptiere die AGB/,
    precheckNo: 'Nein',
    partnerFirstName: 'Vorname der Begleitperson',
    partnerLastName: 'Nachname der Begleitperson',
    partnerEmail: 'E-Mail der Begleitperson',
    discount: 'Rabattcode (optional)',
    apply: 'Einlösen',
    deposit: /^Anzahlung von/,
    full: /^Gesamtbetrag von/,
    reserve: 'Reservieren und weiter zur Zahlung',
    bookNothingDue: 'Termin buchen',
    cardNumber: 'Testkartennummer',
    pay: /bezahlen$/,
    successTitle: 'Vielen Dank, Ihr Termin ist gebucht',
    errorTitle: 'Etwas ist schiefgelaufen',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Number',
    birthDate: 'Date of birth',
    birthParts: { day: 'Day', month: 'Month', year: 'Year' },
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    consent: /I accept the terms/,
    precheckNo: 'No',
    partnerFirstName: "Partner's first name",
    partnerLastName: "Partner's last name",
    partnerEmail: "Partner's email",
    discount: 'Discount code (optional)',
    apply: 'Apply',
    deposit: /^Deposit of/,
    full: /^Full amount of/,
    reserve: 'Reserve and continue to payment',
    bookNothingDue: 'Book appointment',
    cardNumber: 'Test card number',
    pay: /^Pay /,
    successTitle: 'Thank you, your appointment is booked',
    errorTitle: 'Something went wrong',
  },
} as const;

export type Lang = keyof typeof LABELS;

/** The form's labels on /de-de, where only the words of Germany German differ (docs/manage-booking.md). */
export const LABELS_DE_DE = { ...LABELS.de, street: 'Straße und Hausnummer' } as const;

export interface Booker {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

/** A field label, with or without the required marker that shows once errors are displayed. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*.*)?$`);
}

/** The birth date's three fields (day, month, year) in the summary form. */
export function birthDateParts(page: Page, lang: Lang) {
  const group = page
    .getByTestId('summary-form')
    .getByRole('group', { name: fieldLabel(LABELS[lang].birthDate) });
  const parts = LABELS[lang].birthParts;
  return {
    day: group.getByLabel(parts.day),
    month: group.getByLabel(parts.month),
    year: group.getByLabel(parts.year),
  };
}

/** Types a yyyy-MM-dd date into the birth date's fields, day first, as a visitor reads it. */
export async function fillBirthDate(page: Page, lang: Lang, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const parts = birthDateParts(page, lang);
  await parts.day.fill(day);
  await parts.month.fill(month);
  await parts.year.fill(year);
}

/** Fills the booker's data (and the partner's when given) and accepts the terms. */
export async function fillSummaryForm(
  page: Page,
  lang: Lang,
  booker: Booker,
  partner?: Booker,
  l: (typeof LABELS)[Lang] | typeof LABELS_DE_DE = LABELS[lang],
): Promise<void> {
  const form = page.getByTestId('summary-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(fieldLabel(l.firstName)).fill(booker.firstName);
  await form.getByLabel(fieldLabel(l.lastName)).fill(booker.lastName);
  await form.getByLabel(fieldLabel(l.email)).fill(booker.email);
  await form.getByLabel(fieldLabel(l.phone)).fill(booker.phone ?? '079 123 45 67');
  await fillBirthDate(page, lang, '1980-05-17');
  await form.getByLabel(fieldLabel(l.street)).fill('Bahnhofstrasse 1');
  await form.getByLabel(fieldLabel(l.postalCode)).fill('8001');
  await form.getByLabel(fieldLabel(l.city)).fill('Zürich');
  if (partner) {
    await form.getByLabel(fieldLabel(l.partnerFirstName)).fill(partner.firstName);
    await form.getByLabel(fieldLabel(l.partnerLastName)).fill(partner.lastName);
    await form.getByLabel(fieldLabel(l.partnerEmail)).fill(partner.email);
  }
  // A slot inside the free-cancellation window asks to accept its terms (docs/decisions/0008-booking-policy-shared-and-grace.md).
  const acceptLate = form.getByTestId('accept-late-cancellation');
  if (await acceptLate.count()) await acceptLate.check();
  await answerPrecheck(page, l.precheckNo);
  await form.getByLabel(l.consent).check();
}

/**
 * Answers every question of the safety pre-check (docs/screening.md "Pre-check") with `answer`
 * ("Nein"/"No" lets the booking go on); the pre-check is absent when the questionnaire cannot
 * be read.
 */
export async function answerPrecheck(page: Page, answer: string): Promise<void> {
  const questions = page.getByTestId('precheck').locator('fieldset');
  // The questions render with the summary form, which comes in a chunk of its own after the
  // page (after Back, too): `all()` does not wait, and taken before the form it answers none
  // (the summary then refuses: "Please answer yes or no").
  await expect(page.getByTestId('summary-form')).toBeVisible({ timeout: 20_000 });
  for (const question of await questions.all())
    await question.getByRole('radio', { name: answer, exact: true }).check();
}

/** Pays on the dev provider's test card form and waits for the success page. */
export async function payWithTestCard(
  page: Page,
  lang: Lang,
  card = '4242 4242 4242 4242',
): Promise<void> {
  const l = LABELS[lang];
  const form = page.getByTestId('dev-card-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(l.cardNumber).fill(card);
  await form.getByRole('button', { name: l.pay }).click();
}

/** The text of an .eml with quoted-printable and base64 parts decoded. */
export function decodeEml(raw: string): string {
  // Quoted-printable bytes are UTF-8: "Grüße" is =C3=BC=C3=9F, read as one text.
  const qp = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64Blocks = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [raw, qp, ...base64Blocks].join('\n');
}

/**
 * When the outbox wrote `file`, on the server's clock: the file outbox names each email by it
 * (server/notify/mailer.ts). Not the file's mtime, which is the file system's clock: under
 * `faketime` (a run at another hour, docs/architecture.md "Tests at any hour") the two differ.
 */
function writtenAt(file: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(file);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : Number.NaN;
}

/** The decoded emails to `to` written after `since` (into `dir`: a spec's own server's outbox). */
export async function emailsTo(to: string, since: number, dir = OUTBOX_DIR): Promise<string[]> {
  let files: string[] = [];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    const at = writtenAt(file);
    // The name's time is the server's clock to the millisecond, the test's own: strictly after.
    // An older email within a second would be taken for the new one (a sign-in link asked for
    // again half a second after the last one was used). A file's mtime may lag a little.
    if (Number.isNaN(at) ? (await stat(full)).mtimeMs < since - 1000 : at < since) continue;
    const raw = await readFile(full, 'utf8');
    if (raw.toLowerCase().includes(to.toLowerCase())) found.push(decodeEml(raw));
  }
  return found;
}

/** Waits for an email to `to` (written after `since`) whose decoded text matches `pattern`. */
export async function waitForEmail(
  to: string,
  pattern: RegExp,
  since: number,
  dir = OUTBOX_DIR,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(to, since, dir)).find((text) => pattern.test(text));
        return found !== undefined;
      },
      { timeout: 30_000, message: `an email to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

/**
 * For a check that something does not happen on its own: resolves once the page is hydrated,
 * its router ready, and the effects of React's last render have run (two animation frames,
 * then a task), so whatever the page starts by itself after a load or a navigation has been
 * started (a script element added, a dataLayer entry pushed, a dialog rendered).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/**
 * For a check that the page asks for nothing more on its own: `settled`, then two rounds of
 * the browser's idle time, in which Next's router starts what it prefetches (a link's data when
 * it comes into view, its page's scripts in an idle callback), then no request for 500 ms
 * (Playwright's network idle).
 */
export async function quiet(page: Page): Promise<void> {
  await settled(page);
  await page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await idle();
    await frame();
    await frame();
    await idle();
  });
  await page.waitForLoadState('networkidle');
}

/**
 * For the idle dialog's 15 s: the error and idle dialogs load when the browser is idle after
 * hydration (src/features/overlays/GlobalOverlays.tsx), and the idle count starts once they are
 * in place. Call before the navigation; the function it returns resolves once the overlays'
 * chunk has arrived and the page has settled, so a moved clock counts from there.
 */
export function overlaysReady(page: Page): () => Promise<void> {
  const chunk = page.waitForResponse(
    async (r) =>
      r.url().includes('/_next/static/chunks/') &&
      (await r.text().catch(() => '')).includes('checkout_popup_open'),
  );
  return async () => {
    await chunk;
    await settled(page);
  };
}

/**
 * The idle dialog opens after 15 s without a key, click or scroll, and axe takes that long on
 * a loaded machine: a Shift press counts as activity, and a dialog already open is closed.
 */
export async function stayActive(page: Page) {
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await page.keyboard.press('Shift');
}
