/**
 * The manage page's UI (docs/manage-booking.md) in all four locales: what it shows, the policy stated before
 * each confirmation, the requests it sends (token in the body only), axe, and screenshots at
 * phone and desktop size. The manage API is answered at the browser boundary here (page.route),
 * so every state (refusals, partner's own booking) can be shown; the flow against the real
 * routes is e2e/manage-flow.spec.ts.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ManagedBooking } from '../src/contracts/booking-manage';
import { seriousViolations } from './axe';

// axe and full-page screenshots at two sizes take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

const TOKEN =
  'v2.DjnNlQ_buRoUUlx9dzNe8OKLWg5-qaEHmewV5IRGC0Q5Kk7-nifZ39EuQlZH4hCV5d6F3JgQ7Komt1JbXuKFih0';
const DAY = 86_400_000;

function booking(language: 'en' | 'de', over: Partial<ManagedBooking> = {}): ManagedBooking {
  // Always ten days ahead at 10:00 Zurich (summer or winter: within one hour is fine here).
  const startDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
  const start = `${startDate}T08:00:00.000Z`;
  const end = `${startDate}T09:30:00.000Z`;
  return {
    reference: 'ZUR-7K3M-Q9',
    status: 'confirmed',
    language,
    start,
    end,
    checkup: {
      slug: 'whole_body_scan_with_blood_test',
      title: language === 'de' ? 'Ganzkörper-Check-up' : 'Full-body Check-up',
    },
    services: [
      { slug: 'dxa', title: language === 'de' ? 'DEXA-Knochendichtemessung' : 'DEXA bone scan' },
    ],
    location: {
      slug: 'zurich_bellevue',
      name: 'Zürich Bellevue',
      address: 'Bellevueplatz 1, 8001 Zürich',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=47.3667,8.545',
    },
    people: [{ firstName: 'Jana', lastName: 'Kunz', role: 'booker' }],
    isPartnersOwn: false,
    amounts: {
      lines: [
        { label: language === 'de' ? 'Ganzkörper-Check-up' : 'Full-body Check-up', cents: 249_000 },
        { label: 'DEXA', cents: 25_000 },
      ],
      discounts: [
        {
          label: language === 'de' ? 'Rabatt Standort Zürich' : 'Zurich location discount',
          cents: 20_000,
        },
      ],
      totalCents: 254_000,
      paidCents: 254_000,
      balanceCents: 0,
      refunds: [],
    },
    calendar: {
      ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      google: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
      outlook: 'https://outlook.live.com/calendar/0/deeplink/compose?rru=addevent',
    },
    policy: {
      reschedule: {
        allowed: true,
        until: new Date(Date.parse(start) - 2 * DAY).toISOString(),
        remainingAfter: 1,
      },
      cancel: {
        allowed: true,
        free: true,
        refundCents: 254_000,
        keptCents: 0,
        retainedCents: 0,
        freeUntil: new Date(Date.parse(start) - 2 * DAY).toISOString(),
      },
    },
    rescheduleLocations: [
      { slug: 'zurich_bellevue', name: 'Zürich Bellevue' },
      { slug: 'bern', name: 'Bern' },
    ],
    rescheduleWindow: {
      firstDate: new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10),
      lastDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
    },
    ...over,
  };
}

type Calls = { path: string; body: Record<string, unknown> }[];

/** Answers the manage API and the slots call; records every request the page makes. */
async function mockApi(
  page: Page,
  current: ManagedBooking,
  calls: Calls,
  { slotTaken = false }: { slotTaken?: boolean } = {},
) {
  let state = current;
  let earlierOn = false;
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/booking/*', async (route) => {
    const url = new URL(route.request().url());
    const body = route.request().postDataJSON() as Record<string, unknown>;
    calls.push({ path: url.pathname, body });
    expect(url.search).toBe(''); // the token never travels in a query
    if (body.token !== TOKEN) return json(route, 401, { error: 'booking-link-invalid' });
    switch (url.pathname) {
      case '/api/booking/manage':
        return json(route, 200, { booking: state });
      case '/api/booking/resend':
        return json(route, 200, {
          ok: true,
          sent: true,
          nextAt: new Date(Date.now() + 60_000).toISOString(),
        });
      case '/api/booking/reschedule': {
        if (slotTaken) return json(route, 409, { error: 'reserve-timeslot-error-already-booked' });
        const start = String(body.timeSlotStart);
        state = { ...state, start, end: new Date(Date.parse(start) + 90 * 60_000).toISOString() };
        return json(route, 200, { booking: state });
      }
      case '/api/booking/sms-reminder':
        // The SMS switch (docs/sms.md) is e2e/sms-reminder.spec.ts's: here the booking has none.
        return json(route, 200, { smsReminder: { on: false, available: false, hoursBefore: 24 } });
      case '/api/booking/earlier-slot': {
        // "Tell me if an earlier slot frees up" (docs/waitlist.md): reads, or sets `on`.
        if (typeof body.on === 'boolean') earlierOn = body.on;
        return json(route, 200, { earlierSlot: { on: earlierOn, openOffer: null } });
      }
      case '/api/booking/cancel': {
        const refund = state.policy.cancel.allowed ? state.policy.cancel.refundCents : 0;
        state = {
          ...state,
          status: 'cancelled',
          policy: {
            reschedule: { allowed: false, reason: 'booking-not-active' },
            cancel: { allowed: false, reason: 'booking-not-active' },
          },
        };
        return json(route, 200, { booking: state, refundCents: refund });
      }
    }
    return route.continue();
  });
  await page.route('**/api/timeslots/fetch-time-slots?*', (route) => {
    const q = new URL(route.request().url()).searchParams;
    const day = q.get('startDate')!;
    // The window's first day (inside the shown month whatever today is).
    const next = day;
    return json(route, 200, {
      days: [
        {
          date: next,
          slots: [
            { start: `${next}T07:00:00.000Z`, freeRooms: 1 },
            { start: `${next}T12:00:00.000Z`, freeRooms: 2 },
          ],
        },
      ],
    });
  });
}

async function shoot(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/manage-${name}-${label}.png`, fullPage: true });
  }
}

const TEXT = {
  en: {
    title: 'Your booking',
    reschedule: 'Choose a new time',
    cancel: 'Cancel the booking',
    free: /Cancel free of charge until .*: CHF 2’540 is refunded\./,
  },
  de: {
    title: 'Ihre Buchung',
    reschedule: 'Neuen Termin wählen',
    cancel: 'Buchung stornieren',
    free: /Kostenlos stornieren bis .*: CHF 2’540 werden zurückerstattet\./,
  },
} as const;

for (const [locale, lang] of [
  ['de-ch', 'de'],
  ['en-ch', 'en'],
  ['de-de', 'de'],
  ['en-de', 'en'],
] as const) {
  test(`${locale}: shows the booking, states the policy, reschedules and cancels`, async ({
    page,
  }) => {
    const calls: Calls = [];
    await mockApi(page, booking(lang), calls);
    await page.goto(`/${locale}/booking?token=${TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
    await expect(page.getByTestId('manage-reference')).toHaveText('ZUR-7K3M-Q9');
    await expect(page.getByTestId('manage-total')).toHaveText('CHF 2’540');
    await expect(page.getByText('−CHF 200')).toBeVisible();
    await expect(page.getByTestId('cancel-policy')).toHaveText(TEXT[lang].free);
    await expect(page.getByTestId('manage-google')).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    );
    expect(calls[0]).toEqual({ path: '/api/booking/manage', body: { token: TOKEN } });
    if (locale === 'de-ch' || locale === 'en-ch') await shoot(page, locale);

    await page.getByTestId('resend-confirmation').click();
    await expect.poll(() => calls.some((c) => c.path === '/api/booking/resend')).toBe(true);

    // Earlier slot: the switch asks the server, the page says it is on.
    const earlier = page.getByTestId('earlier-slot-toggle');
    await expect(earlier).not.toBeChecked();
    await earlier.check();
    await expect(page.getByTestId('earlier-slot-on')).toBeVisible();
    // The switch moves at once (optimistic); the request may reach the mock a moment later.
    await expect
      .poll(() => calls.filter((c) => c.path === '/api/booking/earlier-slot').map((c) => c.body))
      .toEqual([{ token: TOKEN }, { token: TOKEN, on: true }]);

    // Opened by keyboard, the picker takes focus on its calendar's day; keeping the current
    // time gives it back to the button.
    await page.getByTestId('reschedule-start').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[role="grid"] button[tabindex="0"]')).toBeFocused();
    await page
      .getByRole('button', { name: /^(Bisherigen Termin behalten|Keep the current time)$/ })
      .click();
    await expect(page.getByTestId('reschedule-start')).toBeFocused();

    // Reschedule: another location, a free day, a time, the old and new time stated, confirm.
    await page.getByTestId('reschedule-start').click();
    await page.getByTestId('reschedule-location').selectOption('bern');
    // The mocked slots answer one free day per fetched window: the only day not aria-disabled.
    await page.locator('button[data-date]:not([aria-disabled])').first().click();
    if (locale === 'de-ch') await shoot(page, `${locale}-reschedule`);
    await page.locator('button[data-slot]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('reschedule-new')).toContainText('Bern');
    if (locale === 'en-ch') await shoot(page, `${locale}-reschedule-confirm`);
    await page.getByTestId('reschedule-confirm').click();
    // The click returns before the request: wait for it to be recorded.
    await expect
      .poll(() => calls.find((c) => c.path === '/api/booking/reschedule')?.body ?? null)
      .toMatchObject({
        token: TOKEN,
        locationSlug: 'bern',
      });
    await expect(page.getByTestId('manage-time')).toHaveText(/^\d\d:\d\d–\d\d:\d\d$/);

    // Cancel: the refund is stated in the dialog before confirming.
    await page.getByTestId('cancel-start').click();
    await expect(page.getByRole('dialog')).toContainText('CHF 2’540');
    await page.getByTestId('cancel-confirm').click();
    await expect(page.getByTestId('manage-status')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('cancel-start')).toHaveCount(0);
  });
}

test('late cancellation states the kept deposit; refusals are stated instead of the buttons', async ({
  page,
}) => {
  const calls: Calls = [];
  const late = booking('en', {
    policy: {
      reschedule: { allowed: false, reason: 'booking-reschedule-window-closed' },
      cancel: {
        allowed: true,
        free: false,
        refundCents: 224_000,
        keptCents: 30_000,
        retainedCents: 0,
        freeUntil: new Date(Date.now() - DAY).toISOString(),
      },
    },
  });
  await mockApi(page, late, calls);
  await page.goto(`/en-ch/booking?token=${TOKEN}`);
  await expect(page.getByTestId('cancel-policy')).toContainText(
    'CHF 2’240 is refunded and the deposit of CHF 300 is kept',
  );
  // The clinic's number (Settings, as in the footer) follows a refusal a call can help with.
  const refused = page.getByTestId('reschedule-refused');
  await expect(refused).toHaveText(
    'The time for moving this appointment online has passed. Please call us on +41 44 000 00 00.',
  );
  await expect(refused.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
    'href',
    'tel:+41440000000',
  );
  await expect(page.getByTestId('reschedule-start')).toHaveCount(0);
  await shoot(page, 'en-ch-late');
});

test('a payment without a receipt: the page says so and where to get one, instead of "try again"', async ({
  page,
  allowBrowserError,
}) => {
  allowBrowserError(/status of 404 .*\/api\/booking\/receipt/);
  const calls: Calls = [];
  const paidTwice = booking('de');
  const at = new Date(Date.now() - 5 * DAY).toISOString();
  paidTwice.amounts = {
    ...paidTwice.amounts,
    payments: [
      { id: 'pay-deposit', kind: 'first', cents: 30_000, at, method: 'card' },
      { id: 'pay-balance', kind: 'balance', cents: 224_000, at, method: 'twint' },
    ],
  };
  await mockApi(page, paidTwice, calls);
  // Registered after mockApi: Playwright asks the newest route first.
  await page.route('**/api/booking/receipt', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'receipt-payment-unknown' }),
    }),
  );
  await page.goto(`/de-ch/booking?token=${TOKEN}`);
  await page.getByTestId('manage-payment-receipt').last().click();
  await expect(page.getByText('Für diese Zahlung liegt keine Quittung vor.')).toBeVisible();
  await expect(page.getByText('Bitte versuchen Sie es erneut')).toHaveCount(0);
  await shoot(page, 'de-ch-no-receipt');
});

test('a time taken meanwhile: said plainly and focused, the calendar stays open on the chosen day (docs/manage-booking.md)', async ({
  page,
  allowBrowserError,
}) => {
  allowBrowserError(/status of 409 .*\[.*\/api\/booking\/reschedule\]/);
  const calls: Calls = [];
  await mockApi(page, booking('en'), calls, { slotTaken: true });
  await page.goto(`/en-ch/booking?token=${TOKEN}`);
  await page.getByTestId('reschedule-start').click();
  const day = page.locator('button[data-date]:not([aria-disabled])').first();
  const date = await day.getAttribute('data-date');
  await day.click();
  await page.locator('button[data-slot]').first().click();
  await page.getByTestId('reschedule-confirm').click();
  await expect(page.getByTestId('reschedule-taken')).toHaveText(/just taken by someone else/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('reschedule-taken')).toBeFocused();
  await expect(page.locator(`td[aria-selected="true"] button[data-date="${date}"]`)).toHaveCount(1);
  await expect(page.locator('button[data-slot]').first()).toBeVisible();
});

test('a bad link shows booking-link-invalid and offers no action', async ({
  page,
  allowBrowserError,
}) => {
  // The browser logs the 401 of the refused token; that answer is the point of this test.
  allowBrowserError(/status of 401 .*\/api\/booking\/manage/);
  const calls: Calls = [];
  await mockApi(page, booking('de'), calls);
  await page.goto('/de-ch/booking?token=v2.tampered');
  await expect(page.getByText('Dieser Link funktioniert nicht')).toBeVisible();
  await expect(page.getByTestId('cancel-start')).toHaveCount(0);
  await page.goto('/de-ch/booking');
  await expect(page.getByText('Dieser Link funktioniert nicht')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
