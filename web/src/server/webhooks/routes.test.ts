/**
 * /api/staff/webhooks and its sub-routes (contracts/staff-webhooks.ts): admins only; the secret
 * in the create and rotate answers only; a refused URL and bad input are catalogue ids with 4xx,
 * never 500; the test button and replay go through the worker to a receiver on the loopback,
 * and the log shows each try.
 */
import { Webhook } from 'standardwebhooks';
import type {
  WebhooksCreateResponse,
  WebhooksDeliveriesResponse,
  WebhooksResponse,
} from '@/contracts/staff-webhooks';
import indexRoute from '@/pages/api/staff/webhooks';
import deliveriesRoute from '@/pages/api/staff/webhooks/deliveries';
import replayRoute from '@/pages/api/staff/webhooks/replay';
import rotateRoute from '@/pages/api/staff/webhooks/rotate';
import testRoute from '@/pages/api/staff/webhooks/test';
import { jobsSettled } from '@/server/jobs/settled';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import { startReceiver, type Receiver } from './test-receiver';

const t = setupTestDb({ pollingIntervalSeconds: 1 });
let api: Record<'index' | 'deliveries' | 'replay' | 'rotate' | 'test', TestApi>;
let admin: SignedInStaff;
let receiver: Receiver;

beforeAll(async () => {
  api = {
    index: await startApi(indexRoute, '/api/staff/webhooks'),
    deliveries: await startApi(deliveriesRoute, '/api/staff/webhooks/deliveries'),
    replay: await startApi(replayRoute, '/api/staff/webhooks/replay'),
    rotate: await startApi(rotateRoute, '/api/staff/webhooks/rotate'),
    test: await startApi(testRoute, '/api/staff/webhooks/test'),
  };
  admin = await signedInStaff(t.db, { role: 'admin' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await Promise.all(Object.values(api).map((a) => a.close()));
  await receiver.close();
});

async function until(check: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  await jobsSettled({ runtime: t.jobs });
}

it('lets admins only manage subscriptions, and refuses bad input with catalogue ids', async () => {
  const reception = await signedInStaff(t.db, { role: 'reception' });
  expect((await api.index.get({}, reception.headers)).status).toBe(403);
  expect((await api.index.get({})).status).toBe(401);
  const bad = await api.index.post(
    { url: 'ftp://crm.example.ch/x', events: ['booking.confirmed'] },
    admin.headers,
  );
  expect(bad).toMatchObject({ status: 400, body: { error: 'webhook-url-refused' } });
  const noEvents = await api.index.post({ url: receiver.url, events: [] }, admin.headers);
  expect(noEvents).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  const unknown = await api.index.post(
    { url: receiver.url, events: ['screening.completed'] },
    admin.headers,
  );
  expect(unknown.status).toBe(400);
  const missing = await api.test.post(
    { id: '00000000-0000-4000-8000-000000000000' },
    admin.headers,
  );
  expect(missing).toMatchObject({ status: 404, body: { error: 'webhook-subscription-not-found' } });
});

it('creates, tests, logs, rotates, replays and switches off a subscription', async () => {
  const created = await api.index.post<WebhooksCreateResponse>(
    { url: receiver.url, events: ['booking.confirmed'], description: 'CRM' },
    admin.headers,
  );
  expect(created.status).toBe(201);
  const { subscription, secret } = created.body;
  expect(secret).toMatch(/^whsec_/);
  const listed = await api.index.get<WebhooksResponse>({}, admin.headers);
  expect(JSON.stringify(listed.body)).not.toContain(secret);
  expect(listed.body.subscriptions.map((s) => s.id)).toContain(subscription.id);

  expect((await api.test.post({ id: subscription.id }, admin.headers)).status).toBe(202);
  await until(() => receiver.received.length >= 1);
  const [got] = receiver.received;
  expect(new Webhook(secret).verify(got.body, got.headers)).toMatchObject({ type: 'webhook.test' });

  const log = await api.deliveries.get<WebhooksDeliveriesResponse>(
    { id: subscription.id },
    admin.headers,
  );
  expect(log.status).toBe(200);
  const [entry] = log.body.deliveries;
  expect(entry).toMatchObject({ type: 'webhook.test', state: 'delivered' });
  expect(entry.attempts).toEqual([
    expect.objectContaining({ status: 200, durationMs: expect.any(Number) }),
  ]);
  expect(JSON.stringify(log.body)).not.toContain('Test event from');

  const rotated = await api.rotate.post<WebhooksCreateResponse>(
    { id: subscription.id, overlapHours: 0 },
    admin.headers,
  );
  expect(rotated.body.secret).not.toBe(secret);

  const again = await api.replay.post(
    { id: subscription.id, eventId: entry.eventId },
    admin.headers,
  );
  expect(again).toMatchObject({ status: 202, body: { replayed: 1 } });
  await until(() => receiver.received.length >= 2);
  const replayed = receiver.received[1];
  expect(replayed.headers['webhook-id']).toBe(got.headers['webhook-id']);
  // Signed with the new secret only (no overlap asked for).
  expect(() =>
    new Webhook(rotated.body.secret).verify(replayed.body, replayed.headers),
  ).not.toThrow();
  expect(() => new Webhook(secret).verify(replayed.body, replayed.headers)).toThrow();

  const badRange = await api.replay.post(
    { id: subscription.id, from: '2026-12-02T10:00:00Z' },
    admin.headers,
  );
  expect(badRange.status).toBe(400);

  const off = await api.index.request({
    method: 'PATCH',
    body: { id: subscription.id, enabled: false },
    headers: admin.headers,
  });
  expect(off).toMatchObject({ status: 200, body: { subscription: { enabled: false } } });
  const gone = await api.index.request({
    method: 'DELETE',
    body: { id: subscription.id },
    headers: admin.headers,
  });
  expect(gone).toMatchObject({ status: 200, body: { deleted: true } });
});
