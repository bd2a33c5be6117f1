/**
 * The Stripe path of the payment step in a real Chromium: a second production server with the
 * Stripe provider (its Stripe API is the local stand-in, web/src/test/stripe-standin.ts), and
 * the browser's Stripe.js replaced by a stand-in (e2e/stripe/stripe-js-standin.js) whose
 * Payment Element and confirmPayment talk to that same API stand-in, as Stripe.js talks to
 * api.stripe.com. The same booking as booking.spec.ts's first test (Full-body Check-up in
 * Zurich, deposit): an incomplete card, a declined card, then a paid one; Stripe's redirect
 * back, its webhooks, the success page and the confirmation email. What this does not prove
 * (the real Stripe.js, 3-D Secure): docs/payments.md.
 */
import { seriousViolations } from './axe';
import { STRIPE_API_VERSION } from '@/server/payments/stripe';
import {
  fillSummaryForm,
  freeSlot,
  LABELS,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
} from './booking-helpers';
import { expect, mailsTo, test, waitForMail } from './stripe/fixtures';
import { STRIPE_E2E_KEYS } from './stripe/site-server';

const BASIC = 'whole_body_scan_with_blood_test';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
test.describe.configure({ timeout: 120_000 });

test('en-ch: deposit paid through the Stripe Payment Element after a declined card; redirect, webhooks, success page and email', async ({
  page,
  request,
  stripeSite,
  stripeTraffic,
  allowBrowserError,
}) => {
  // The declined card: the Stripe API stand-in answers its confirm with 402, as Stripe does.
  allowBrowserError(
    /status of 402 .*\[https:\/\/api\.stripe\.com\/v1\/payment_intents\/[^/]+\/confirm\]/,
  );
  // The Stripe.js stand-in (e2e/stripe/stripe-js-standin.js) draws its card frame as an
  // about:srcdoc document with an inline style, which inherits the page's CSP; Stripe's real
  // frames are documents of js.stripe.com with their own policy. Only that frame's style.
  allowBrowserError(/Applying inline style violates .*style-src 'self'.*\[about:srcdoc\]$/);
  allowBrowserError(/^style-src-elem blocked inline \(about:/);
  const { standin, outboxDir } = stripeSite;
  const email = uniqueEmail('lena');
  const slot = await freeSlot(request, { locationSlug: 'zurich_bellevue', checkupSlug: BASIC });
  await page.goto(
    summaryUrl('en-ch', { checkup: BASIC, location: 'zurich_bellevue', start: slot.start }),
  );
  await fillSummaryForm(page, 'en', { firstName: 'Lena', lastName: 'Frei', email });
  await expect(page.getByTestId('reserve-total')).toContainText('CHF 2’490');
  await page.getByLabel(LABELS.en.deposit).check();
  await page.getByRole('button', { name: LABELS.en.reserve }).click();

  await expect(page).toHaveURL(/\/en-ch\/payment\?/, { timeout: 20_000 });
  const reservationId = new URL(page.url()).searchParams.get('reservationId');
  expect(reservationId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('summary-total')).toContainText('CHF 2’490');
  await expect(page.getByTestId('payment-due-now')).toHaveText('CHF 300');
  await expect(page.getByTestId('payment-balance')).toHaveText('CHF 2’190');

  // The Payment Element of (the stand-in of) Stripe.js, loaded from the URL @stripe/stripe-js
  // injects, in the page's language (the locale option of <Elements>).
  const card = page.frameLocator('iframe[title="Secure payment input frame"]');
  await expect(card.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  expect(stripeTraffic.scripts).toEqual(['https://js.stripe.com/endive/stripe.js']);

  // The server created the intent with its own amount (deposit CHF 300 = 30000 cents), once.
  const creates = standin.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
  );
  expect(creates.length).toBeGreaterThan(0);
  for (const create of creates) {
    expect(create).toMatchObject({
      idempotencyKey: `intent:${reservationId}:deposit:30000`,
      stripeVersion: STRIPE_API_VERSION,
      body: { amount: '30000', currency: 'chf' },
    });
  }
  const intents = [...standin.intents.values()].filter(
    (i) => i.metadata.reservationId === reservationId,
  );
  expect(intents).toHaveLength(1);
  const intent = intents[0];
  expect(intent.metadata.option).toBe('deposit');

  expect(await seriousViolations(page)).toEqual([]);

  const pay = page.getByRole('button', { name: 'Pay CHF 300' });
  // Nothing entered: the element says what is missing (validation_error: no dialog, no request).
  await pay.click();
  await expect(card.getByText('Your card number is incomplete.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(stripeTraffic.api).toEqual([]);

  // A declined card: confirmPayment answers Stripe's card_error; the page says so beside the
  // form it keeps (docs/spec.md), no dialog.
  await card.getByLabel('Card number').fill('4000 0000 0000 0002');
  await card.getByLabel('Expiration date').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  await pay.click();
  await expect(page.getByTestId('card-status')).toContainText(/declined/i);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(standin.intents.get(intent.id)?.status).toBe('requires_payment_method');
  await expect(page).toHaveURL(/\/en-ch\/payment\?/);

  // Stripe then posts payment_intent.payment_failed: the link to complete the payment is scheduled
  // for later (docs/spec.md), and dropped below when the good card pays.
  const failed = standin.signedEvent(
    'payment_intent.payment_failed',
    intent.id,
    STRIPE_E2E_KEYS.webhook,
  );
  const failedAnswer = await request.post('/api/payment/webhook', {
    headers: { 'stripe-signature': failed.signature, 'content-type': 'application/json' },
    data: Buffer.from(failed.payload),
  });
  expect(failedAnswer.status(), await failedAnswer.text()).toBe(200);

  // A good card: confirmed, and Stripe's redirect to return_url with its three parameters.
  const returned = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().includes('/payment-return'),
  );
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  const returnUrl = new URL((await returned).url());
  expect(returnUrl.pathname).toBe('/en-ch/payment-return');
  expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
    payment_intent: intent.id,
    payment_intent_client_secret: intent.client_secret,
    redirect_status: 'succeeded',
  });

  // /payment-return asked the server, which read the intent back from Stripe (the query is not trusted).
  await expect(page).toHaveURL(/\/en-ch\/success/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LABELS.en.successTitle);
  await expect(page.getByTestId('success-total')).toHaveText('CHF 2’490');
  await expect(page.getByTestId('success-paid')).toHaveText('CHF 300');
  await expect(page.getByTestId('success-balance')).toHaveText('CHF 2’190');
  const reservationName = (await page.getByTestId('reservation-name').textContent())!.trim();
  expect(reservationName).not.toBe('');
  expect(
    standin.requests.some(
      (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`,
    ),
  ).toBe(true);

  // What the browser sent to Stripe: two confirmations with the publishable key and the intent's secret.
  const confirmPath = `/v1/payment_intents/${intent.id}/confirm`;
  expect(stripeTraffic.api).toEqual([`POST ${confirmPath}`, `POST ${confirmPath}`]);
  const confirms = standin.requests.filter((r) => r.path === confirmPath);
  expect(
    confirms.map((r) => [
      r.body.key,
      r.body.client_secret,
      r.body['payment_method_data[card][number]'],
    ]),
  ).toEqual([
    [STRIPE_E2E_KEYS.publishable, intent.client_secret, '4000000000000002'],
    [STRIPE_E2E_KEYS.publishable, intent.client_secret, '4242424242424242'],
  ]);
  expect(stripeTraffic.blocked.filter((url) => /stripe\.(com|network)/.test(url))).toEqual([]);

  // Stripe's payment_intent.succeeded arrives after the redirect: handled, nothing confirmed twice.
  const succeeded = standin.signedEvent(
    'payment_intent.succeeded',
    intent.id,
    STRIPE_E2E_KEYS.webhook,
  );
  for (const duplicate of [false, true]) {
    const answer = await request.post('/api/payment/webhook', {
      headers: { 'stripe-signature': succeeded.signature, 'content-type': 'application/json' },
      data: Buffer.from(succeeded.payload),
    });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate });
  }

  // The confirmation (matched by its subject).
  const confirmation = /Subject: Your check-up is booked/;
  const mail = await waitForMail(outboxDir, email, confirmation);
  expect(mail).toContain(reservationName);
  // Amounts as the site writes them (CHF 2’190; the apostrophe quoted-printable in the raw mail).
  expect(mail).toMatch(/Paid: CHF\s300\s/);
  expect(mail).toMatch(/Balance due at the clinic: CHF\s2(?:’|=E2=80=99)190\s/);
  expect(mail).toContain('BEGIN:VCALENDAR');
  // One confirmation and nothing else: no "complete your payment" while the visitor was paying.
  const mails = await mailsTo(outboxDir, email);
  expect(mails.filter((m) => confirmation.test(m))).toHaveLength(1);
  expect(mails.filter((m) => /Complete the payment here:/.test(m))).toHaveLength(0);
  expect(mails).toHaveLength(1);
});
