/**
 * What admins do with subscriptions in the desk (docs/webhooks.md "Subscriptions"): add one
 * (its secret shown once), change its events or personal fields, switch it off and on, rotate
 * the secret (the old one keeps signing beside the new one for an overlap window), send a test
 * event, read the delivery log and replay one event or a range. Every change is audited.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Conn, Db, Tx } from '@/server/db/client';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
  type WebhookSubscription,
} from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import {
  WEBHOOK_EVENT_NOT_FOUND,
  WEBHOOK_SUBSCRIPTION_NOT_FOUND,
  WEBHOOK_URL_REFUSED,
} from '@/contracts/error-ids';
import type {
  WebhookAttemptView,
  WebhookDeliveryView,
  WebhookSubscriptionView,
  WebhooksErrorId,
} from '@/contracts/staff-webhooks';
import { isPrivateAddress, literalAddressOf, privateTargetsAllowed } from './address-guard';
import { deliveryJobKey, webhookIdFor } from './emit';
import { TEST_EVENT_TYPE, type WebhookEventType } from './events';

/**
 * The admin acting, and how their change is audited: the routes pass staff/audit's
 * recordAudit bound to the staff actor, so this folder stays below staff/ (no import cycle,
 * docs/architecture.md "Layers"). The audit row is written through the change's transaction.
 */
export type WebhookAdmin = {
  staffId: string;
  audit: (tx: Tx, detail: Record<string, string | number | boolean | null>) => Promise<void>;
};

/** A refusal the routes answer with its status and catalogue id (contracts/staff-webhooks.ts). */
export class WebhookRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly id: WebhooksErrorId,
  ) {
    super(id);
  }
}

export function newSecret(): string {
  // The standard's form: `whsec_` and base64 of 24 random bytes (192 bits).
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * A URL a subscription may name: http(s), no credentials in it, and in production https and
 * no private address written into it (names are checked again at every send, ./send.ts).
 */
export function checkEndpointUrl(
  raw: string,
  env: Record<string, string | undefined> = process.env,
): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookRefusal(400, WEBHOOK_URL_REFUSED);
  }
  const allowPrivate = privateTargetsAllowed(env);
  const okScheme = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!okScheme || url.username || url.password) throw new WebhookRefusal(400, WEBHOOK_URL_REFUSED);
  const literal = literalAddressOf(url.hostname);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (!allowPrivate && (local || (literal && isPrivateAddress(literal))))
    throw new WebhookRefusal(400, WEBHOOK_URL_REFUSED);
  return url.toString();
}

export function subscriptionView(
  row: WebhookSubscription,
  now = new Date(),
): WebhookSubscriptionView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    includePersonal: row.includePersonal,
    enabled: row.enabled,
    disabledReason: (row.disabledReason as 'admin' | 'failing' | null) ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > now
        ? row.previousSecretUntil.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The subscription (with `lock`, locked until the caller's transaction ends); 404 if none. */
async function load(db: Conn, id: string, lock = false): Promise<WebhookSubscription> {
  const query = db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new WebhookRefusal(404, WEBHOOK_SUBSCRIPTION_NOT_FOUND);
  return row;
}

export async function listSubscriptions(db: Db): Promise<WebhookSubscriptionView[]> {
  const rows = await db.select().from(webhookSubscriptions).orderBy(webhookSubscriptions.createdAt);
  return rows.map((r) => subscriptionView(r));
}

export type SubscriptionInput = {
  url: string;
  description?: string;
  events: WebhookEventType[];
  includePersonal: boolean;
};

/** A new subscription, enabled; the answer carries the secret, the only time it is shown. */
export async function createSubscription(
  db: Db,
  admin: WebhookAdmin,
  input: SubscriptionInput,
): Promise<{ subscription: WebhookSubscriptionView; secret: string }> {
  const url = checkEndpointUrl(input.url);
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhookSubscriptions)
      .values({
        url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        includePersonal: input.includePersonal,
        secret: { secret },
        createdBy: admin.staffId,
      })
      .returning();
    await admin.audit(tx, { op: 'created', subscriptionId: inserted.id, host: new URL(url).host });
    return inserted;
  });
  return { subscription: subscriptionView(row), secret };
}

export type SubscriptionChange = Partial<SubscriptionInput> & { enabled?: boolean };

export async function changeSubscription(
  db: Db,
  admin: WebhookAdmin,
  id: string,
  change: SubscriptionChange,
): Promise<WebhookSubscriptionView> {
  const url = change.url === undefined ? undefined : checkEndpointUrl(change.url);
  const { row, reopened } = await db.transaction(async (tx) => {
    const before = await load(tx, id, true);
    const switching = change.enabled !== undefined && change.enabled !== before.enabled;
    const [after] = await tx
      .update(webhookSubscriptions)
      .set({
        ...(url ? { url } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.events ? { events: [...new Set(change.events)] } : {}),
        ...(change.includePersonal !== undefined
          ? { includePersonal: change.includePersonal }
          : {}),
        ...(switching
          ? change.enabled
            ? { enabled: true, disabledReason: null, disabledAt: null }
            : { enabled: false, disabledReason: 'admin', disabledAt: new Date() }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    await admin.audit(tx, {
      op: switching ? (change.enabled ? 'enabled' : 'disabled') : 'changed',
      subscriptionId: id,
      fields: Object.keys(change).join(','),
    });
    // Switched on again: what waited while it was off goes out now, in order (one job per chain).
    const reopened = switching && change.enabled ? await kickPending(tx, id) : 0;
    return { row: after, reopened };
  });
  void reopened;
  return subscriptionView(row);
}

async function kickPending(tx: Tx, subscriptionId: string): Promise<number> {
  const heads = await tx
    .select({ id: webhookDeliveries.id, orderKey: webhookDeliveries.orderKey })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.state, 'pending'),
      ),
    )
    .orderBy(webhookDeliveries.seq);
  const seen = new Set<string>();
  for (const head of heads) {
    if (seen.has(head.orderKey)) continue;
    seen.add(head.orderKey);
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, head.id));
    await enqueue(tx, {
      queue: 'webhook',
      key: deliveryJobKey(head.id, `enabled:${Date.now()}`),
      data: { deliveryId: head.id },
    });
  }
  return seen.size;
}

/**
 * A new secret; the old one keeps signing beside it for `overlapHours` (0: at once gone), so a
 * receiver can switch without missing a delivery (docs/webhooks.md "Rotating the secret").
 */
export async function rotateSecret(
  db: Db,
  admin: WebhookAdmin,
  id: string,
  overlapHours: number,
  now = new Date(),
): Promise<{ subscription: WebhookSubscriptionView; secret: string }> {
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    const before = await load(tx, id, true);
    const until = overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null;
    const [after] = await tx
      .update(webhookSubscriptions)
      .set({
        secret: { secret },
        previousSecret: until ? before.secret : null,
        previousSecretUntil: until,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    await admin.audit(tx, { op: 'secret-rotated', subscriptionId: id, overlapHours });
    return after;
  });
  return { subscription: subscriptionView(row, now), secret };
}

/** The test button: a `webhook.test` event to this subscription only (also when switched off). */
export async function sendTestEvent(
  db: Db,
  admin: WebhookAdmin,
  id: string,
  now = new Date(),
): Promise<{ eventId: string; deliveryId: string }> {
  const sub = await load(db, id);
  const eventId = webhookIdFor(`webhook.test:${id}:${now.getTime()}`);
  const deliveryId = await db.transaction(async (tx) => {
    await tx.insert(webhookEvents).values({
      id: eventId,
      type: TEST_EVENT_TYPE,
      subject: null,
      payload: { data: { subscriptionId: sub.id, message: 'Test event from the booking desk' } },
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId, subscriptionId: id, orderKey: eventId })
      .returning({ id: webhookDeliveries.id });
    await enqueue(tx, {
      queue: 'webhook',
      key: deliveryJobKey(delivery.id, 0),
      data: { deliveryId: delivery.id },
    });
    await admin.audit(tx, { op: 'test-sent', subscriptionId: id });
    return delivery.id;
  });
  return { eventId, deliveryId };
}

/** The delivery log: newest first, each with its attempts (time, status, duration). */
export async function deliveryLog(db: Db, id: string, limit = 100): Promise<WebhookDeliveryView[]> {
  await load(db, id);
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      type: webhookEvents.type,
      subject: webhookEvents.subject,
      state: webhookDeliveries.state,
      attempts: webhookDeliveries.attempts,
      replay: webhookDeliveries.replay,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      eventAt: webhookEvents.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.subscriptionId, id))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(limit);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(webhookAttempts.at)
    : [];
  const byDelivery = new Map<string, WebhookAttemptView[]>();
  for (const a of attempts) {
    const list = byDelivery.get(a.deliveryId) ?? [];
    list.push({
      at: a.at.toISOString(),
      status: a.status,
      durationMs: a.durationMs,
      error: a.error,
    });
    byDelivery.set(a.deliveryId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    type: r.type,
    reservationId: r.subject,
    state: r.state,
    replay: r.replay,
    eventAt: r.eventAt.toISOString(),
    nextAttemptAt: r.state === 'pending' ? r.nextAttemptAt.toISOString() : null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    attempts: byDelivery.get(r.id) ?? [],
  }));
}

/** Most events one replay sends (a range is cut here; the admin replays the rest after). */
export const REPLAY_MAX = 500;

/**
 * Sends events again to one subscription: one event (`eventId`) or every event it got between
 * `from` and `to`. Each goes as a new delivery of the same event, with the same `webhook-id`
 * (a receiver that saw it before can tell), in the order the events happened.
 */
export async function replay(
  db: Db,
  admin: WebhookAdmin,
  id: string,
  range: { eventId?: string; from?: Date; to?: Date },
): Promise<{ replayed: number }> {
  await load(db, id);
  return db.transaction(async (tx) => {
    const events = range.eventId
      ? await tx
          .selectDistinct({ id: webhookEvents.id, createdAt: webhookEvents.createdAt })
          .from(webhookEvents)
          .innerJoin(webhookDeliveries, eq(webhookDeliveries.eventId, webhookEvents.id))
          .where(and(eq(webhookEvents.id, range.eventId), eq(webhookDeliveries.subscriptionId, id)))
      : await tx
          .selectDistinct({ id: webhookEvents.id, createdAt: webhookEvents.createdAt })
          .from(webhookEvents)
          .innerJoin(webhookDeliveries, eq(webhookDeliveries.eventId, webhookEvents.id))
          .where(
            and(
              eq(webhookDeliveries.subscriptionId, id),
              range.from ? gte(webhookEvents.createdAt, range.from) : undefined,
              range.to ? lte(webhookEvents.createdAt, range.to) : undefined,
            ),
          )
          .orderBy(webhookEvents.createdAt)
          .limit(REPLAY_MAX);
    if (range.eventId && events.length === 0)
      throw new WebhookRefusal(404, WEBHOOK_EVENT_NOT_FOUND);
    // One chain for the whole replay: its events go out in their order, apart from new ones.
    const chain = `replay:${webhookIdFor(`${id}:${Date.now()}:${Math.random()}`)}`;
    for (const event of events) {
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({ eventId: event.id, subscriptionId: id, orderKey: chain, replay: true })
        .returning({ id: webhookDeliveries.id });
      await enqueue(tx, {
        queue: 'webhook',
        key: deliveryJobKey(delivery.id, 0),
        data: { deliveryId: delivery.id },
      });
    }
    await admin.audit(tx, {
      op: 'replayed',
      subscriptionId: id,
      events: events.length,
      eventId: range.eventId ?? null,
    });
    return { replayed: events.length };
  });
}

export async function deleteSubscription(db: Db, admin: WebhookAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id))
      .returning({ id: webhookSubscriptions.id });
    if (gone.length === 0) throw new WebhookRefusal(404, WEBHOOK_SUBSCRIPTION_NOT_FOUND);
    await admin.audit(tx, { op: 'deleted', subscriptionId: id });
  });
}
