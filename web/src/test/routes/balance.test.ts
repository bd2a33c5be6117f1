/**
 * the balance paid online from the manage link with the dev provider, settled
 * exactly once (browser return and webhook, repeated and out of order), an intent for another
 * amount refused and refunded, the "balance paid" email with the receipt, the receipt route.
 */
import { eq } from 'drizzle-orm';
import { onlinePayments } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import { sendBalancePaymentLink } from '@/server/lifecycle';
import { getPaymentProvider, type PaymentIntent, type PaymentProvider } from '@/server/payments';
import { buildBooking, bookingRow } from '@/test/booking';
import { handleWebhook } from '@/server/payments/webhook';
import { manageToken } from '@/server/tokens/manage';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { openTestOutbox, type TestOutbox } from '@/test/outbox';
import { pdfText } from '@/test/pdf-text';
import * as payBalanceRoute from '@/pages/api/booking/pay-balance';
import * as receiptRoute from '@/pages/api/booking/receipt';
import * as manageRoute from '@/pages/api/booking/manage';
import * as cancelRoute from '@/pages/api/booking/cancel';
import * as confirmRoute from '@/pages/api/payment/confirm';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as devPayRoute from '@/pages/api/payment/dev-pay';
import * as devTwintRoute from '@/pages/api/payment/dev-twint';
import { intentRequest } from '@/test/pay';

const t = setupTestDb();
let apis: Record<
  | 'payBalance'
  | 'receipt'
  | 'manage'
  | 'cancel'
  | 'confirm'
  | 'createIntent'
  | 'devPay'
  | 'devTwint',
  TestApi
>;
let outbox: TestOutbox;

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  outbox = await openTestOutbox();
  apis = {
    payBalance: await startApi(payBalanceRoute, '/api/booking/pay-balance'),
    receipt: await startApi(receiptRoute, '/api/booking/receipt'),
    manage: await startApi(manageRoute, '/api/booking/manage'),
    cancel: await startApi(cancelRoute, '/api/booking/cancel'),
    confirm: await startApi(confirmRoute, '/api/payment/confirm'),
    createIntent: await startApi(createIntentRoute, '/api/payment/create-intent'),
    devPay: await startApi(devPayRoute, '/api/payment/dev-pay'),
    devTwint: await startApi(devTwintRoute, '/api/payment/dev-twint'),
  };
});
afterAll(async () => {
  await jobsSettled();
  await Promise.all(Object.values(apis).map((api) => api.close()));
  await outbox.remove();
});

const CARD = '4242424242424242';

const row = (id: string) => bookingRow(t.db, id);
/** The online payments recorded for a booking. */
const ledgerOf = (id: string) =>
  t.db.select().from(onlinePayments).where(eq(onlinePayments.reservationId, id));

/** A booking whose deposit was paid through the payment routes. */
async function depositPaid() {
  const r = await buildBooking(t.db);
  const intent = await apis.createIntent.post<{ clientSecret: string }>(
    intentRequest(r, 'deposit', { url: '/en-ch/payment' }),
  );
  expect(intent.status).toBe(200);
  const paid = await apis.devPay.post({ clientSecret: intent.body.clientSecret, cardNumber: CARD });
  expect(paid.status).toBe(200);
  const confirmed = await row(r.id);
  // How the deposit was paid, as the provider reported it (printed on the receipts).
  expect(confirmed).toMatchObject({
    status: 'confirmed',
    paidCents: 30_000,
    paymentMethod: 'card',
  });
  const token = manageToken({
    reservationId: r.id,
    email: confirmed.personalData.email,
    end: confirmed.endsAt,
  });
  return { row: confirmed, token };
}

type BalanceIntent = { clientSecret: string; amount: number; twint: { offered: boolean } };

describe('paying the balance from the manage link', () => {
  it('pays what is due once, returns to the manage page, and then nothing is due', async () => {
    const { row: booked, token } = await depositPaid();
    const due = booked.totalCents - 30_000;
    const first = await apis.payBalance.post<BalanceIntent>({ token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      amount: due / 100,
      provider: 'dev',
      twint: { offered: true },
    });
    // A repeated click gets the same intent (idempotency key per reservation and amount).
    expect((await apis.payBalance.post<BalanceIntent>({ token })).body.clientSecret).toBe(
      first.body.clientSecret,
    );

    const paid = await apis.devPay.post<{ redirectUrl: string }>({
      clientSecret: first.body.clientSecret,
      cardNumber: CARD,
    });
    expect(paid.status).toBe(200);
    // Back to the manage page, which confirms the intent on return.
    expect(paid.body.redirectUrl).toMatch(/^\/en-ch\/booking\?token=.+&payment_intent=pi_dev_/);
    const confirm = await apis.confirm.post({ paymentIntentClientSecret: first.body.clientSecret });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({
      result: 'payment-balance-paid',
      reservationId: booked.id,
    });
    // Again (a reload): same answer, nothing recorded twice.
    expect(
      (await apis.confirm.post({ paymentIntentClientSecret: first.body.clientSecret })).body,
    ).toMatchObject({ result: 'payment-balance-paid' });

    expect(await row(booked.id)).toMatchObject({
      paidCents: booked.totalCents,
      balanceDueCents: 0,
    });
    const ledger = await ledgerOf(booked.id);
    expect(ledger).toEqual([
      expect.objectContaining({ purpose: 'balance', amountCents: due, method: 'card' }),
    ]);

    const view = await apis.manage.post<{ booking: { amounts: Record<string, unknown> } }>({
      token,
    });
    expect(view.body.booking.amounts).toMatchObject({
      paidCents: booked.totalCents,
      balanceCents: 0,
      payments: [
        expect.objectContaining({ kind: 'first', cents: 30_000 }),
        expect.objectContaining({ kind: 'balance', cents: due }),
      ],
    });
    const again = await apis.payBalance.post({ token });
    expect(again).toMatchObject({ status: 409, body: { error: 'balance-nothing-due' } });

    // The "balance paid" email, once, with the statement and that payment's receipt attached.
    const mails = await outbox.messages();
    const balancePaid = mails.filter(
      (m) => m.includes(booked.name) && m.includes('Payment received'),
    );
    expect(balancePaid).toHaveLength(1);
    expect(balancePaid[0]).toContain(
      `Content-Type: application/pdf; name=Receipt-${booked.name}.pdf`,
    );
    expect(balancePaid[0]).toContain(
      `Content-Type: application/pdf; name=Receipt-${booked.name}-payment-2.pdf`,
    );
    const confirmation = mails.find(
      (m) => m.includes(booked.name) && m.includes('Your check-up is booked'),
    );
    expect(confirmation).toMatch(/Content-Type: application\/pdf/);
  });

  it('answers the receipt as a PDF for the token, and 401 for a bad one', async () => {
    const { row: booked, token } = await depositPaid();
    const res = await fetch(apis.receipt.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Receipt-${booked.name}.pdf`);
    const body = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(body).toContain(booked.name);
    expect(body).toMatch(/Card CHF 300\n/);
    expect(body).toContain('Balance due CHF 2’440');
    // One payment's receipt: the deposit, by its ledger id.
    const one = await fetch(apis.receipt.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, payment: 'first' }),
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toContain(
      `Receipt-${booked.name}-payment-1.pdf`,
    );
    const oneText = await pdfText(new Uint8Array(await one.arrayBuffer()));
    expect(oneText).toContain('Payment receipt');
    expect(oneText).toContain('Balance after this payment CHF 2’440');
    const unknown = await apis.receipt.post({
      token,
      payment: '0b6a2b1e-3c2d-4f5e-8a9b-0c1d2e3f4a5b',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'receipt-payment-unknown' } });
    expect((await apis.receipt.post({ token, payment: 'second' })).status).toBe(400);
    const bad = await apis.receipt.post({ token: 'nope' });
    expect(bad).toMatchObject({ status: 401, body: { error: 'booking-link-invalid' } });
    expect((await apis.receipt.post({ token: 42 })).status).toBe(400);
  });

  it('refuses a pending booking and a bad token', async () => {
    const r = await buildBooking(t.db);
    const token = manageToken({ reservationId: r.id, email: r.personalData.email, end: r.endsAt });
    expect(await apis.payBalance.post({ token })).toMatchObject({
      status: 409,
      body: { error: 'booking-not-active' },
    });
    expect((await apis.payBalance.post({ token: 'x' })).status).toBe(401);
    expect((await apis.payBalance.post({})).status).toBe(400);
  });
});

describe("the balance paid with the dev provider's TWINT", () => {
  it('shows the approval page; a decline leaves it due, an approval pays it', async () => {
    const { row: booked, token } = await depositPaid();
    const intent = await apis.payBalance.post<BalanceIntent>({ token });
    const secret = intent.body.clientSecret;
    const page = await apis.devTwint.get({ secret });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toContain('CHF 2’440');

    const decide = (decision: string) =>
      fetch(`${apis.devTwint.url}?${new URLSearchParams({ secret, decision })}`, {
        redirect: 'manual',
      });
    const declined = await decide('decline');
    expect(declined.status).toBe(303);
    const back = new URL(declined.headers.get('location')!, 'http://site');
    expect(back.pathname).toBe('/en-ch/booking');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    expect(await row(booked.id)).toMatchObject({ paidCents: 30_000 });
    expect(await apis.confirm.post({ paymentIntentClientSecret: secret })).toMatchObject({
      status: 409,
      body: { error: 'payment-failed-or-canceled-by-user' },
    });

    // The same intent can be approved after a decline (Stripe: requires_payment_method).
    const approved = await decide('approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain('redirect_status=succeeded');
    expect(await row(booked.id)).toMatchObject({
      paidCents: booked.totalCents,
      balanceDueCents: 0,
    });
    const [ledger] = await ledgerOf(booked.id);
    expect(ledger).toMatchObject({ purpose: 'balance', method: 'twint' });
    expect((await apis.devTwint.get({ secret: 'nope' })).status).toBe(404);
  });
});

describe('cancelling after the balance was paid', () => {
  it('refunds each intent its part and the receipt shows the refund', async () => {
    const { row: booked, token } = await depositPaid();
    const intent = await apis.payBalance.post<BalanceIntent>({ token });
    await apis.devPay.post({ clientSecret: intent.body.clientSecret, cardNumber: CARD });
    const cancelled = await apis.cancel.post<{ refundCents: number }>({ token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundCents).toBe(booked.totalCents);
    await jobsSettled();
    const provider = getPaymentProvider();
    const balanceId = intent.body.clientSecret.split('_secret_')[0];
    // Both intents gave their part back (the dev provider records one refund per intent).
    expect(await provider.refund(booked.paymentIntentId!, 'check')).toMatchObject({
      amountCents: 30_000,
    });
    expect(await provider.refund(balanceId, 'check')).toMatchObject({
      amountCents: booked.totalCents - 30_000,
    });
    const res = await fetch(apis.receipt.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const body = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(body).toContain('This booking was cancelled.');
    expect(body).toMatch(/Refunds\n\d\d\.\d\d\.\d{4} Refunded −CHF 2’740/);
    expect(body).toContain('Balance due CHF 0');
  });
});

describe('the balance intent through the webhook', () => {
  /** The dev provider with a webhook that trusts the test's events. */
  function withEvents(events: Map<string, { id: string; type: string; intent: PaymentIntent }>) {
    const base = getPaymentProvider();
    const provider: PaymentProvider = {
      ...base,
      name: base.name,
      publishableKey: null,
      createIntent: (i) => base.createIntent(i),
      retrieveIntent: (id) => base.retrieveIntent(id),
      refund: (id, reason, options) => base.refund(id, reason, options),
      verifyWebhook: (raw) => events.get(raw.toString())!,
    };
    return provider;
  }

  it('settles once however often and in whatever order it is reported; another amount is refunded', async () => {
    const { row: booked, token } = await depositPaid();
    const due = booked.totalCents - 30_000;
    const created = await apis.payBalance.post<BalanceIntent>({ token });
    const base = getPaymentProvider();
    const id = created.body.clientSecret.split('_secret_')[0];
    const succeeded = { ...(await base.retrieveIntent(id))!, status: 'succeeded' as const };
    const events = new Map([
      [
        'failed-late',
        {
          id: 'evt_f',
          type: 'payment_intent.payment_failed',
          intent: { ...succeeded, status: 'failed' as const },
        },
      ],
      ['ok', { id: 'evt_ok', type: 'payment_intent.succeeded', intent: succeeded }],
      ['ok-again', { id: 'evt_ok2', type: 'payment_intent.succeeded', intent: succeeded }],
    ]);
    const deps = { db: t.db, provider: withEvents(events) };

    expect(await handleWebhook(Buffer.from('ok'), 'sig', deps)).toMatchObject({
      duplicate: false,
      outcome: 'payment-balance-paid',
    });
    // The same event again, another event for the same intent, a stale failure after it.
    expect(await handleWebhook(Buffer.from('ok'), 'sig', deps)).toMatchObject({ duplicate: true });
    expect(await handleWebhook(Buffer.from('ok-again'), 'sig', deps)).toMatchObject({
      duplicate: false,
      outcome: 'payment-balance-paid',
    });
    expect(await handleWebhook(Buffer.from('failed-late'), 'sig', deps)).toMatchObject({
      outcome: 'payment-failed-or-canceled-by-user',
    });
    expect(await row(booked.id)).toMatchObject({
      paidCents: booked.totalCents,
      balanceDueCents: 0,
    });

    // A second balance intent paid after the first settled: nothing is due, so it is refunded.
    const second = await base.createIntent({
      amountCents: due,
      reservationId: booked.id,
      option: 'balance',
      idempotencyKey: `test:second:${booked.id}`,
    });
    events.set('second', {
      id: 'evt_second',
      type: 'payment_intent.succeeded',
      intent: { ...second, status: 'succeeded' },
    });
    expect(await handleWebhook(Buffer.from('second'), 'sig', deps)).toMatchObject({
      outcome: 'refunded:amount-mismatch',
    });
    expect(await row(booked.id)).toMatchObject({
      paidCents: booked.totalCents,
      balanceDueCents: 0,
    });
    const ledger = await ledgerOf(booked.id);
    expect(ledger.map((p) => [p.purpose, p.amountCents, p.refundedCents])).toEqual([
      ['balance', due, 0],
      ['refunded', due, due],
    ]);
  });

  it('refuses an intent for another amount than is due', async () => {
    const { row: booked } = await depositPaid();
    const base = getPaymentProvider();
    const wrong = await base.createIntent({
      amountCents: 100,
      reservationId: booked.id,
      option: 'balance',
      idempotencyKey: `test:wrong:${booked.id}`,
    });
    const events = new Map([
      [
        'wrong',
        {
          id: 'evt_wrong',
          type: 'payment_intent.succeeded',
          intent: { ...wrong, status: 'succeeded' as const },
        },
      ],
    ]);
    expect(
      await handleWebhook(Buffer.from('wrong'), 'sig', { db: t.db, provider: withEvents(events) }),
    ).toMatchObject({ outcome: 'refunded:amount-mismatch' });
    expect(await row(booked.id)).toMatchObject({
      paidCents: 30_000,
      balanceDueCents: booked.totalCents - 30_000,
    });
    expect((await base.retrieveIntent(wrong.id))!.status).toBe('requires_payment');
  });
});

describe('sendBalancePaymentLink (the desk\'s "send payment link")', () => {
  it('enqueues the email once a minute while a balance is due, and nothing when none is', async () => {
    const { row: booked } = await depositPaid();
    const at = new Date('2030-01-01T10:00:10Z');
    expect(await t.db.transaction((tx) => sendBalancePaymentLink(tx, booked.id, at))).toBe('sent');
    expect(await t.db.transaction((tx) => sendBalancePaymentLink(tx, booked.id, at))).toBe(
      'sent-just-now',
    );
    const pending = await buildBooking(t.db);
    expect(await t.db.transaction((tx) => sendBalancePaymentLink(tx, pending.id))).toBe(
      'nothing-due',
    );
    expect(await t.db.transaction((tx) => sendBalancePaymentLink(tx, 'not-a-uuid'))).toBe(
      'not-found',
    );
    const mails = await outbox.messages();
    const link = mails.filter((m) => m.includes(booked.name) && m.includes('Pay the balance'));
    expect(link).toHaveLength(1);
    expect(link[0]).toMatch(/\/en-ch\/booking\?token=/);
  });
});
