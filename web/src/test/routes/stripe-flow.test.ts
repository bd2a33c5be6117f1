/**
 * The payment routes with the Stripe adapter against the local Stripe stand-in: server
 * amounts, signed idempotent webhooks, refunds of late payments for lost slots.
 */
import { eq } from 'drizzle-orm';
import { processedEvents, reservations } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import { buildBooking, bookingRow } from '@/test/booking';
import type { CreateIntentResponse } from '@/contracts/payment-create-intent';
import { routeApis } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { openTestOutbox, type TestOutbox } from '@/test/outbox';
import { startStripeStandin, type StripeStandin } from '@/test/stripe-standin';
import { startWebhookSink, type WebhookSink } from '@/test/webhook-sink';
import * as confirmRoute from '@/pages/api/payment/confirm';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as webhookRoute from '@/pages/api/payment/webhook';
import { intentRequest } from '@/test/pay';

const WEBHOOK_SECRET = 'whsec_flow_secret';
// The "complete your payment" email is delayed in production (docs/spec.md); here it goes at once.
process.env.PAYMENT_LINK_DELAY_SECONDS = '0';
const t = setupTestDb();
let standin: StripeStandin;
const { createIntent, confirm, webhook } = routeApis({
  createIntent: [createIntentRoute, '/api/payment/create-intent'],
  confirm: [confirmRoute, '/api/payment/confirm'],
  webhook: [webhookRoute, '/api/payment/webhook'],
});
let staffHook: WebhookSink<{ event: string; reservationId: string }>;
let staff: { event: string; reservationId: string }[];
let outbox: TestOutbox;

beforeAll(async () => {
  standin = await startStripeStandin();
  Object.assign(process.env, standin.env, {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_flow',
  });
  outbox = await openTestOutbox();
  staffHook = await startWebhookSink();
  staff = staffHook.received;
  process.env.STAFF_WEBHOOK_URL = staffHook.url;
});

afterAll(async () => {
  await jobsSettled();
  await standin.close();
  await staffHook.close();
  for (const key of [
    ...Object.keys(standin.env),
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PUBLISHABLE_KEY',
    'STAFF_WEBHOOK_URL',
  ]) {
    delete process.env[key];
  }
  await outbox.remove();
});

const row = (id: string) => bookingRow(t.db, id);

/** The refunds the stand-in made of a payment intent. */
const refundsOf = (intentId: string) =>
  standin.refunds.filter((rf) => (rf as { payment_intent: unknown }).payment_intent === intentId);

/** The hold ran out a minute ago (the expiry job's work). */
async function expireHold(id: string) {
  await t.db
    .update(reservations)
    .set({ status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(reservations.id, id));
}

async function intentFor(reservationId: string, option: 'deposit' | 'full' = 'full') {
  const res = await createIntent.post<CreateIntentResponse>({
    reservationId,
    email: 'anna@example.com', // the booker of buildBooking()
    option,
    url: '/en-ch/payment',
    amount: 1,
  });
  expect(res.status).toBe(200);
  return res.body.clientSecret.split('_secret_')[0];
}

/** The provider's event `type` about `intentId`, signed with the webhook's secret. */
const signed = (type: string, intentId: string) =>
  standin.signedEvent(type, intentId, WEBHOOK_SECRET);

function deliver(event: { payload: string; signature: string }, signature = event.signature) {
  return webhook.request({
    method: 'POST',
    body: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function confirmationMails(name: string): Promise<number> {
  const mails = await outbox.messages();
  return mails.filter((m) => m.includes(`Subject: Your check-up is booked (${name})`)).length;
}

describe('create-intent with Stripe', () => {
  it('creates the intent with the server amount and the reservation in metadata', async () => {
    const r = await buildBooking(t.db);
    const res = await createIntent.post<CreateIntentResponse>(
      intentRequest(r, 'deposit', { amount: 5 }),
    );
    expect(res.body).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_flow',
      amount: 300,
    });
    const intent = standin.intents.get(res.body.clientSecret.split('_secret_')[0])!;
    expect(intent).toMatchObject({
      amount: 30000,
      currency: 'chf',
      metadata: { reservationId: r.id, option: 'deposit' },
    });
    expect(standin.requests.at(-1)?.idempotencyKey).toBe(`intent:${r.id}:deposit:30000`);
  });

  it('a retried request for a live intent gets the same intent, with the same key', async () => {
    const r = await buildBooking(t.db);
    const first = await intentFor(r.id);
    const again = await intentFor(r.id);
    expect(again).toBe(first);
    const keys = standin.requests
      .filter((q) => q.method === 'POST' && q.path === '/v1/payment_intents')
      .map((q) => q.idempotencyKey)
      .filter((k) => k?.startsWith(`intent:${r.id}:`));
    expect(keys).toEqual([`intent:${r.id}:full:274000`, `intent:${r.id}:full:274000`]);
    // A declined card leaves the intent payable (Stripe: requires_payment_method): reused.
    standin.setStatus(first, 'requires_payment_method');
    expect(await intentFor(r.id)).toBe(first);
  });

  it('a canceled intent is replaced by a new one (next attempt key); the new one is reused', async () => {
    const r = await buildBooking(t.db);
    const first = await intentFor(r.id);
    standin.setStatus(first, 'canceled');
    const second = await intentFor(r.id);
    expect(second).not.toBe(first);
    expect(standin.intents.get(second)).toMatchObject({
      status: 'requires_payment_method',
      amount: 274000,
      metadata: { reservationId: r.id, option: 'full' },
    });
    expect(await intentFor(r.id)).toBe(second);
    standin.setStatus(second, 'canceled');
    const third = await intentFor(r.id);
    expect([first, second]).not.toContain(third);
    const keys = standin.requests
      .filter((q) => q.method === 'POST' && q.path === '/v1/payment_intents')
      .map((q) => q.idempotencyKey)
      .filter((k) => k?.startsWith(`intent:${r.id}:`));
    expect(keys).toEqual([
      `intent:${r.id}:full:274000`,
      `intent:${r.id}:full:274000:2`,
      `intent:${r.id}:full:274000:2`,
      `intent:${r.id}:full:274000:3`,
    ]);
    // The other option has its own attempts: its first key is still the first.
    await intentFor(r.id, 'deposit');
    expect(standin.requests.at(-1)?.idempotencyKey).toBe(`intent:${r.id}:deposit:30000`);

    // The new intent pays the reservation as usual.
    standin.setStatus(third, 'succeeded');
    expect(await confirm.post({ paymentIntentId: third })).toMatchObject({
      status: 200,
      body: { result: 'payment-confirmation' },
    });
    expect(await row(r.id)).toMatchObject({ status: 'confirmed', paymentIntentId: third });
  });

  it('answers 502 error-stripe-payment when Stripe is down', async () => {
    const r = await buildBooking(t.db);
    standin.failNext(10);
    const res = await createIntent.post(intentRequest(r, 'full'));
    standin.failNext(0);
    expect(res).toMatchObject({ status: 502, body: { error: 'error-stripe-payment' } });
  });
});

describe('POST /api/payment/webhook', () => {
  it('confirms once when the same event is delivered twice', async () => {
    const r = await buildBooking(t.db);
    const intentId = await intentFor(r.id, 'deposit');
    standin.setStatus(intentId, 'succeeded');
    const event = signed('payment_intent.succeeded', intentId);

    expect(await deliver(event)).toMatchObject({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await deliver(event)).toMatchObject({
      status: 200,
      body: { received: true, duplicate: true },
    });
    // A second event about the same payment (Stripe may send several) changes nothing either.
    const other = signed('payment_intent.succeeded', intentId);
    expect(await deliver(other)).toMatchObject({ status: 200, body: { duplicate: false } });

    expect(await row(r.id)).toMatchObject({
      status: 'confirmed',
      paidCents: 30000,
      balanceDueCents: 244000,
      paymentIntentId: intentId,
      paymentProvider: 'stripe',
    });
    expect(await confirmationMails(r.name)).toBe(1);
    expect(staff.filter((m) => m.reservationId === r.id)).toEqual([
      expect.objectContaining({ event: 'payment-downpayment-pending' }),
    ]);

    // The browser coming back afterwards gets the same answer.
    expect(
      await confirm.post({
        paymentIntentClientSecret: standin.intents.get(intentId)!.client_secret,
      }),
    ).toMatchObject({
      status: 200,
      body: { result: 'payment-downpayment-pending' },
    });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const r = await buildBooking(t.db);
    const intentId = await intentFor(r.id);
    standin.setStatus(intentId, 'succeeded');
    const forged = standin.signedEvent('payment_intent.succeeded', intentId, 'whsec_attacker');
    expect(await deliver(forged)).toMatchObject({
      status: 400,
      body: { error: 'webhook-signature-invalid' },
    });
    const event = signed('payment_intent.succeeded', intentId);
    expect(await deliver(event, 't=1,v1=deadbeef')).toMatchObject({ status: 400 });
    expect(await webhook.request({ method: 'POST', body: event.payload })).toMatchObject({
      status: 400,
    });
    expect((await row(r.id)).status).toBe('pending');
    const seen = await t.db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, event.id));
    expect(seen).toHaveLength(0);
  });

  it('refuses every event while no webhook secret is configured', async () => {
    const r = await buildBooking(t.db);
    const intentId = await intentFor(r.id);
    standin.setStatus(intentId, 'succeeded');
    const event = signed('payment_intent.succeeded', intentId);
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      expect(await deliver(event)).toMatchObject({
        status: 400,
        body: { error: 'webhook-signature-invalid' },
      });
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    }
    expect((await row(r.id)).status).toBe('pending');
  });

  it('refunds a late payment whose slot was taken meanwhile and tells staff', async () => {
    const late = await buildBooking(t.db);
    const intentId = await intentFor(late.id);
    // The hold runs out and someone else books the same room at the same time.
    await expireHold(late.id);
    await buildBooking(t.db, {
      roomKey: late.roomKey,
      startsAt: late.startsAt,
      endsAt: late.endsAt,
      status: 'confirmed',
      holdExpiresAt: null,
    });

    standin.setStatus(intentId, 'succeeded');
    const event = signed('payment_intent.succeeded', intentId);
    expect(await deliver(event)).toMatchObject({ status: 200 });

    expect(refundsOf(intentId)).toHaveLength(1);
    expect((await row(late.id)).status).toBe('expired');
    await jobsSettled();
    expect(staff.filter((m) => m.reservationId === late.id)).toEqual([
      expect.objectContaining({ event: 'payment-refunded-slot-lost' }),
    ]);
    expect(await confirmationMails(late.name)).toBe(0);
    // The browser coming back hears that the booking failed.
    expect(await confirm.post({ paymentIntentId: intentId })).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect(refundsOf(intentId)).toHaveLength(1);
    await jobsSettled();
    expect(staff.filter((m) => m.reservationId === late.id)).toHaveLength(1);
  });

  it('re-holds and confirms a late payment whose slot is still free', async () => {
    const late = await buildBooking(t.db);
    const intentId = await intentFor(late.id);
    await expireHold(late.id);
    standin.setStatus(intentId, 'succeeded');
    expect(await deliver(signed('payment_intent.succeeded', intentId))).toMatchObject({
      status: 200,
    });
    expect(await row(late.id)).toMatchObject({
      status: 'confirmed',
      paidCents: 274000,
      balanceDueCents: 0,
    });
    expect(await confirmationMails(late.name)).toBe(1);
  });

  it('a failed payment leaves the hold pending and sends the payment link once', async () => {
    const r = await buildBooking(t.db);
    const intentId = await intentFor(r.id);
    expect(await deliver(signed('payment_intent.payment_failed', intentId))).toMatchObject({
      status: 200,
    });
    expect(await deliver(signed('payment_intent.payment_failed', intentId))).toMatchObject({
      status: 200,
    });
    expect((await row(r.id)).status).toBe('pending');
    const mails = await outbox.messages();
    expect(
      mails.filter((m) => m.includes(`Subject: Complete the payment for your booking (${r.name})`)),
    ).toHaveLength(1);
    expect(await confirm.post({ paymentIntentId: intentId })).toMatchObject({
      status: 409,
      body: { error: 'payment-failed-or-canceled-by-user' },
    });
  });

  it('acknowledges other event types without acting', async () => {
    const r = await buildBooking(t.db);
    const intentId = await intentFor(r.id);
    expect(await deliver(signed('payment_intent.created', intentId))).toMatchObject({
      status: 200,
    });
    expect((await row(r.id)).status).toBe('pending');
  });

  it('browser return and webhook at the same moment confirm once', async () => {
    const r = await buildBooking(t.db);
    const intentId = await intentFor(r.id);
    standin.setStatus(intentId, 'succeeded');
    const event = signed('payment_intent.succeeded', intentId);
    const [hook, back] = await Promise.all([
      deliver(event),
      confirm.post({ paymentIntentId: intentId }),
    ]);
    expect(hook.status).toBe(200);
    expect(back).toMatchObject({ status: 200, body: { result: 'payment-confirmation' } });
    expect(await confirmationMails(r.name)).toBe(1);
  });

  it('refunds a second payment for an already confirmed reservation', async () => {
    const r = await buildBooking(t.db);
    const deposit = await intentFor(r.id, 'deposit');
    const full = await intentFor(r.id, 'full');
    standin.setStatus(deposit, 'succeeded');
    standin.setStatus(full, 'succeeded');
    await deliver(signed('payment_intent.succeeded', deposit));
    await deliver(signed('payment_intent.succeeded', full));
    const refunded = standin.refunds.map(
      (rf) => (rf as { payment_intent: unknown }).payment_intent,
    );
    expect(refunded).toContain(full);
    expect(refunded).not.toContain(deposit);
    expect(await row(r.id)).toMatchObject({
      status: 'confirmed',
      paymentIntentId: deposit,
      paidCents: 30000,
    });
    // The booker returning from the second payment still sees the booking as made.
    expect(await confirm.post({ paymentIntentId: full })).toMatchObject({
      status: 200,
      body: { result: 'payment-downpayment-pending' },
    });
    // Staff hear why the money went back: a double payment, not a lost slot.
    await jobsSettled();
    expect(staff.filter((m) => m.reservationId === r.id && m.event.includes('refund'))).toEqual([
      expect.objectContaining({ paymentIntentId: full, refundReason: 'already-paid' }),
    ]);
  });

  it('answers 405 to GET', async () => {
    expect(await webhook.get()).toMatchObject({ status: 405 });
  });
});
