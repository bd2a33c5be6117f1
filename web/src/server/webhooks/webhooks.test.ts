/**
 * Outgoing webhooks (docs/webhooks.md), driven through the delivery handler with a clock of the
 * test's own: a receiver on the loopback verifies every event's signature with the
 * `standardwebhooks` package and every payload against its schema; 500 then 200 gives each event
 * once, in order; a disabled subscription gets nothing; a name resolving to a private address is
 * refused in production; 3 days of failures switch the subscription off and email the admins.
 * Runs on PGlite and PostgreSQL (npm run test:postgres).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
  type Reservation,
} from '@/server/db/schema';
import { webhookAdmin } from '@/server/staff/webhook-route';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { queuedJob, setupTestDb } from '@/test/db';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import { isPrivateAddress } from './address-guard';
import { drainChain, GIVE_UP_AFTER_MS, handleWebhookJob, retryDelaySeconds } from './deliver';
import {
  deliveryJobKey,
  emitBookingEvent,
  emitBookingMoved,
  emitPaymentReceived,
  emitRefundIssued,
  emitWaitlistOffered,
} from './emit';
import { WEBHOOK_EVENT_TYPES } from './events';
import { PAYLOAD_SCHEMAS } from './payload-schemas';
import {
  changeSubscription,
  checkEndpointUrl,
  createSubscription,
  replay,
  rotateSecret,
  WebhookRefusal,
} from './subscriptions';
import { forgetWebhookBodies } from './retention';
import { startReceiver, type Receiver } from './test-receiver';
import { markInvoicePaid, recordClinicPayment } from '@/server/staff/desk/actions/payment';
import { getCatalog } from '@/server/content';

const t = setupTestDb({ worker: false });
let admin: SignedInStaff;
let receiver: Receiver;
const mails: OutgoingMail[] = [];

beforeAll(async () => {
  admin = await signedInStaff(t.db, { role: 'admin', language: 'de' });
  receiver = await startReceiver();
  setMailer({ send: async (m) => void mails.push(m) });
});
afterAll(async () => {
  setMailer(null);
  await receiver.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.script = [];
  mails.length = 0;
  // Each test's own subscriptions only.
  await t.db.delete(webhookSubscriptions);
});

async function subscribe(
  events: readonly (typeof WEBHOOK_EVENT_TYPES)[number][] = WEBHOOK_EVENT_TYPES,
  includePersonal = false,
  url = receiver.url,
) {
  return createSubscription(t.db, webhookAdmin(admin.actor), {
    url,
    events: [...events],
    includePersonal,
  });
}

/** Every lifecycle event about one booking, in one transaction each (as the lifecycle does). */
async function emitAll(r: Reservation): Promise<string[]> {
  const offerId = randomUUID();
  await t.db.transaction(async (tx) => {
    await emitBookingEvent(tx, 'booking.held', r);
  });
  await t.db.transaction(async (tx) => {
    await emitPaymentReceived(tx, r, {
      paymentId: `pi_${r.id}`,
      amountCents: 274000,
      method: 'card',
      kind: 'full',
    });
    await emitBookingEvent(tx, 'booking.confirmed', r);
  });
  await t.db.transaction(async (tx) => {
    await emitBookingMoved(tx, r, r);
    await emitBookingEvent(tx, 'booking.arrived', r, { key: `booking.arrived:${r.id}:1` });
    await emitBookingEvent(tx, 'booking.no_show', r, { key: `booking.no_show:${r.id}:1` });
    await emitBookingEvent(tx, 'booking.cancelled', r, {
      extra: { cancellation: { refundCents: 274000, keptCents: 0 } },
    });
    await emitRefundIssued(tx, r, {
      refundId: `re_${r.id}`,
      reservationId: r.id,
      amountCents: 274000,
      reason: 'booking-cancelled',
    });
    await emitWaitlistOffered(
      tx,
      { id: offerId, startsAt: r.startsAt, endsAt: r.endsAt, expiresAt: r.endsAt },
      r,
    );
  });
  return [
    'booking.held',
    'payment.received',
    'booking.confirmed',
    'booking.moved',
    'booking.arrived',
    'booking.no_show',
    'booking.cancelled',
    'refund.issued',
    'waitlist.offered',
  ];
}

const typesOf = (rs: { body: string }[]) =>
  rs.map((r) => (JSON.parse(r.body) as { type: string }).type);

describe('outgoing webhooks', () => {
  it('signs every event so the receiver verifies it, with payloads that match their schemas', async () => {
    const withPerson = await subscribe(WEBHOOK_EVENT_TYPES, true);
    const r = await buildBooking(t.db, { status: 'confirmed', paidCents: 274000 });
    const order = await emitAll(r);
    expect(new Set(order)).toEqual(new Set(WEBHOOK_EVENT_TYPES));

    await drainChain(withPerson.subscription.id, r.id, { db: t.db });
    expect(typesOf(receiver.received)).toEqual(order);
    const wh = new Webhook(withPerson.secret);
    for (const got of receiver.received) {
      // The package's own verification: signature, id and a timestamp within 5 minutes.
      const payload = wh.verify(got.body, got.headers) as {
        type: keyof typeof PAYLOAD_SCHEMAS;
        data: { personal?: { email: string } };
      };
      PAYLOAD_SCHEMAS[payload.type].parse(payload);
      expect(got.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(payload.data.personal?.email).toBe('Anna@Example.com');
    }
    // Another secret does not verify.
    expect(() =>
      new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(
        receiver.received[0].body,
        receiver.received[0].headers,
      ),
    ).toThrow();
  });

  it('sends no personal fields unless the subscription asks for them', async () => {
    const plain = await subscribe(['booking.confirmed']);
    const r = await buildBooking(t.db, { status: 'confirmed' });
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await drainChain(plain.subscription.id, r.id, { db: t.db });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].body).not.toContain('Anna');
    expect(receiver.received[0].body).not.toContain('personal');
    PAYLOAD_SCHEMAS['booking.confirmed'].parse(JSON.parse(receiver.received[0].body));
  });

  it('writes nothing when the change rolls back, and one event for a change announced twice', async () => {
    const sub = await subscribe(['booking.confirmed']);
    const r = await buildBooking(t.db, { status: 'confirmed' });
    await expect(
      t.db.transaction(async (tx) => {
        await emitBookingEvent(tx, 'booking.confirmed', r);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, sub.subscription.id));
    expect(rows).toHaveLength(1);
  });

  it('announces money taken at the desk when it is received: at once, an invoice once paid', async () => {
    await subscribe(['payment.received']);
    const r = await buildBooking(t.db, {
      status: 'confirmed',
      totalCents: 249_000,
      paidCents: 49_800,
      balanceDueCents: 199_200,
    });
    const reception = await signedInStaff(t.db, {
      role: 'reception',
      locations: [r.locationId],
    });
    const deps = { db: t.db, catalog: await getCatalog(), now: new Date() };
    const received = () => t.db.select().from(webhookEvents).where(eq(webhookEvents.subject, r.id));
    await recordClinicPayment(
      reception.actor,
      { id: r.id, method: 'cash', amountCents: 10_000 },
      deps,
    );
    const invoice = await recordClinicPayment(
      reception.actor,
      { id: r.id, method: 'invoice', amountCents: 20_000 },
      deps,
    );
    expect((await received()).map((e) => [e.type, e.payload])).toEqual([
      [
        'payment.received',
        expect.objectContaining({
          data: expect.objectContaining({
            payment: expect.objectContaining({ method: 'cash', amountCents: 10_000 }),
          }),
        }),
      ],
    ]);
    await markInvoicePaid(reception.actor, { id: r.id, paymentId: invoice.paymentId }, deps);
    const events = await received();
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events.map((e) => e.payload))).toContain('"method":"invoice"');
  });

  it('retries after a 500 and delivers each event exactly once, in order', async () => {
    const sub = await subscribe(['booking.confirmed', 'booking.moved']);
    const r = await buildBooking(t.db, { status: 'confirmed' });
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await t.db.transaction((tx) => emitBookingMoved(tx, r, r));
    receiver.script = [500];
    const t0 = new Date();
    const [first, second] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, sub.subscription.id))
      .orderBy(webhookDeliveries.seq);
    // The moved event's job runs first: it must not overtake the confirmation.
    await handleWebhookJob({ data: { deliveryId: second.id } }, { db: t.db, now: () => t0 });
    expect(typesOf(receiver.received)).toEqual(['booking.confirmed']);
    expect(receiver.received[0].status).toBe(500);

    // The retry is an outbox job of its own, due after the backoff.
    const retry = await queuedJob(t, deliveryJobKey(first.id, 1));
    expect(retry.state).toBe('created');
    const due = new Date(retry.start_after).getTime() - t0.getTime();
    expect(due).toBeGreaterThanOrEqual(retryDelaySeconds(1, 1) * 1000 - 1000);
    expect(due).toBeLessThanOrEqual(retryDelaySeconds(1, 0) * 1000 + 1000);

    // Before it is due nothing goes; then both, in order, once each.
    await handleWebhookJob({ data: { deliveryId: second.id } }, { db: t.db, now: () => t0 });
    expect(receiver.received).toHaveLength(1);
    const later = new Date(t0.getTime() + 31_000);
    await handleWebhookJob({ data: { deliveryId: first.id } }, { db: t.db, now: () => later });
    await handleWebhookJob({ data: { deliveryId: second.id } }, { db: t.db, now: () => later });
    expect(typesOf(receiver.received)).toEqual([
      'booking.confirmed',
      'booking.confirmed',
      'booking.moved',
    ]);
    const accepted = receiver.received.filter((g) => g.status < 300);
    expect(typesOf(accepted)).toEqual(['booking.confirmed', 'booking.moved']);
    // The retry carried the same webhook-id as the failed try.
    expect(receiver.received[1].headers['webhook-id']).toBe(
      receiver.received[0].headers['webhook-id'],
    );
    const attempts = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, first.id))
      .orderBy(webhookAttempts.at);
    expect(attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(attempts.every((a) => a.durationMs >= 0)).toBe(true);
  });

  it('sends nothing to a disabled subscription', async () => {
    const sub = await subscribe(['booking.confirmed']);
    await changeSubscription(t.db, webhookAdmin(admin.actor), sub.subscription.id, {
      enabled: false,
    });
    const r = await buildBooking(t.db, { status: 'confirmed' });
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await drainChain(sub.subscription.id, r.id, { db: t.db });
    expect(receiver.received).toEqual([]);
    expect(
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, sub.subscription.id)),
    ).toEqual([]);
  });

  it('refuses an endpoint that resolves to a private address in production', async () => {
    const sub = await subscribe(['booking.confirmed'], false, 'http://crm.clinic.example/hooks');
    const r = await buildBooking(t.db, { status: 'confirmed' });
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await drainChain(sub.subscription.id, r.id, {
      db: t.db,
      send: {
        env: { NODE_ENV: 'production' },
        resolve: async () => [{ address: '10.0.0.7', family: 4 }],
      },
    });
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, sub.subscription.id));
    const [attempt] = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id));
    expect(attempt).toMatchObject({ status: null, error: 'address-refused' });
    expect(delivery.state).toBe('pending');

    // A loopback address written into the URL is refused too, and at once when it is saved.
    const literal = await subscribe(['booking.confirmed'], false, receiver.url);
    await drainChain(literal.subscription.id, r.id, {
      db: t.db,
      send: { env: { NODE_ENV: 'production' } },
    });
    expect(receiver.received).toEqual([]);
    expect(() => checkEndpointUrl('https://127.0.0.1/x', { NODE_ENV: 'production' })).toThrow(
      WebhookRefusal,
    );
    expect(() => checkEndpointUrl('http://crm.example.com/x', { NODE_ENV: 'production' })).toThrow(
      WebhookRefusal,
    );
    // The operator's setting allows them (a CRM inside the clinic's network).
    expect(
      checkEndpointUrl('http://10.0.0.7/x', {
        NODE_ENV: 'production',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      }),
    ).toBe('http://10.0.0.7/x');
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(a)).toBe(true);
    for (const a of ['8.8.8.8', '185.12.64.1', '2a00:1450:4001::1'])
      expect(isPrivateAddress(a)).toBe(false);
  });

  it('gives up after 3 days, switches the subscription off and emails the admins', async () => {
    const sub = await subscribe(['booking.confirmed']);
    const r = await buildBooking(t.db, { status: 'confirmed' });
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    receiver.script = [503, 503];
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, sub.subscription.id));
    await drainChain(sub.subscription.id, r.id, { db: t.db });
    const end = new Date(delivery.createdAt.getTime() + GIVE_UP_AFTER_MS + 1000);
    await drainChain(sub.subscription.id, r.id, { db: t.db, now: () => end });
    const [after] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(after.state).toBe('failed');
    const [row] = await t.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, sub.subscription.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const toAdmin = mails.filter((m) => m.to === admin.email);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0].subject).toContain('ausgeschaltet');
    expect(toAdmin[0].text).not.toContain('Anna');
    // Switched on again, it is sent new events.
    await changeSubscription(t.db, webhookAdmin(admin.actor), sub.subscription.id, {
      enabled: true,
    });
    const r2 = await buildBooking(t.db, { status: 'confirmed' });
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r2));
    await drainChain(sub.subscription.id, r2.id, { db: t.db });
    expect(receiver.received.at(-1)!.status).toBe(200);
  });

  it('signs with the old and the new secret during a rotation, and replays with the same webhook-id', async () => {
    const sub = await subscribe(['booking.confirmed']);
    const r = await buildBooking(t.db, { status: 'confirmed' });
    const rotated = await rotateSecret(t.db, webhookAdmin(admin.actor), sub.subscription.id, 24);
    expect(rotated.secret).not.toBe(sub.secret);
    expect(rotated.subscription.previousSecretUntil).not.toBeNull();
    await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await drainChain(sub.subscription.id, r.id, { db: t.db });
    const [got] = receiver.received;
    expect(got.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(sub.secret).verify(got.body, got.headers)).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(got.body, got.headers)).not.toThrow();

    const eventId = got.headers['webhook-id'];
    expect(await replay(t.db, webhookAdmin(admin.actor), sub.subscription.id, { eventId })).toEqual(
      {
        replayed: 1,
      },
    );
    const [again] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.replay, true));
    await handleWebhookJob({ data: { deliveryId: again.id } }, { db: t.db });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(eventId);
    expect(receiver.received[1].body).toBe(got.body);
    // A range: every event of the subscription in it.
    const range = await replay(t.db, webhookAdmin(admin.actor), sub.subscription.id, {
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
    });
    expect(range.replayed).toBe(1);
    await expect(
      replay(t.db, webhookAdmin(admin.actor), sub.subscription.id, {
        eventId: 'msg_' + '0'.repeat(32),
      }),
    ).rejects.toThrow(WebhookRefusal);
  });

  it('keeps no event body beyond the retention period, and the log without content', async () => {
    const sub = await subscribe(['booking.confirmed']);
    const r = await buildBooking(t.db, { status: 'confirmed' });
    const id = await t.db.transaction((tx) => emitBookingEvent(tx, 'booking.confirmed', r));
    await drainChain(sub.subscription.id, r.id, { db: t.db });
    const day = 86_400_000;
    expect(await forgetWebhookBodies(t.db, new Date(Date.now() + 29 * day))).toMatchObject({
      bodiesForgotten: 0,
    });
    const later = await forgetWebhookBodies(t.db, new Date(Date.now() + 31 * day));
    expect(later.bodiesForgotten).toBeGreaterThanOrEqual(1);
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, id!));
    expect(event.payload).toBeNull();
    // The log stays (time, status, duration) until the log's own retention.
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, id!));
    expect(delivery.state).toBe('delivered');
    await forgetWebhookBodies(t.db, new Date(Date.now() + 91 * day));
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, id!))).toEqual([]);
  });
});
