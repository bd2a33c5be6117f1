/**
 * The worker's part (docs/webhooks.md "Delivery and retries"): at least once, in order per
 * booking. A job names a delivery; the run takes the oldest pending delivery of that
 * subscription and booking (the chain's head), claims it for a lease, tries it and, when it
 * was answered 2xx, goes on with the next one. A failed try schedules the head's next try
 * (a new outbox job, `startAfter`) with exponential backoff; later events of the booking wait
 * behind it. After 3 days of failures the delivery is given up, the subscription disabled and
 * the admins emailed.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  staffUser,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
  type WebhookDelivery,
  type WebhookSubscription,
} from '@/server/db/schema';
import { enqueueNow } from '@/server/jobs/enqueue';
import { log } from '@/server/log';
import { getMailer } from '@/server/notify/mailer';
import { siteUrl } from '@/server/notify/emails';
import { deliveryJobKey } from './emit';
import { eventBody, type StoredPayload } from './events';
import { sendSigned, signatureHeader, TRY_TIMEOUT_MS, type SendOptions } from './send';

/** Tries stop this long after the event (the standard's "up to 3 days"). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
/** A run holds the chain's head this long: longer than one try. */
export const CLAIM_LEASE_MS = TRY_TIMEOUT_MS + 45_000;
const FIRST_RETRY_S = 30;
const MAX_RETRY_S = 6 * 3600;

/**
 * Seconds before retry `n` (1: after the first failure): 30 s doubled each time, at most 6 h,
 * shortened by up to a fifth at random so many receivers coming back do not get all at once.
 * 30 s, 1, 2, 4 … min, then every ~6 h: about 20 tries within the 3 days.
 */
export function retryDelaySeconds(n: number, random = Math.random()): number {
  const base = Math.min(MAX_RETRY_S, FIRST_RETRY_S * 2 ** Math.min(20, n - 1));
  return Math.round(base * (1 - 0.2 * random));
}

export type WebhookDeps = {
  db: Db;
  now?: () => Date;
  send?: SendOptions;
  /** Emails the admins when a subscription is disabled (replaceable in tests). */
  notifyAdmins?: (db: Db, sub: WebhookSubscription) => Promise<void>;
};

export async function handleWebhookJob(
  job: { id?: string; data: { deliveryId: string } },
  deps: WebhookDeps,
): Promise<void> {
  const [start] = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, job.data.deliveryId));
  if (!start) return; // the subscription was deleted with its deliveries
  await drainChain(start.subscriptionId, start.orderKey, deps);
}

/** Delivers the chain's pending deliveries in order until one fails or is not due yet. */
export async function drainChain(
  subscriptionId: string,
  orderKey: string,
  deps: WebhookDeps,
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  for (let guard = 0; guard < 1000; guard++) {
    const [head] = await deps.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.subscriptionId, subscriptionId),
          eq(webhookDeliveries.orderKey, orderKey),
          eq(webhookDeliveries.state, 'pending'),
        ),
      )
      .orderBy(asc(webhookDeliveries.seq))
      .limit(1);
    if (!head) return;
    const at = now();
    // Its own retry job comes when it is due; the later ones wait behind it (in order).
    if (head.nextAttemptAt.getTime() > at.getTime()) return;
    const [sub] = await deps.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscriptionId));
    // Disabled: pending deliveries wait; enabling again sends them (subscriptions.ts).
    if (!sub?.enabled) return;
    const claimed = await deps.db
      .update(webhookDeliveries)
      .set({ claimedUntil: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(
        and(
          eq(webhookDeliveries.id, head.id),
          eq(webhookDeliveries.state, 'pending'),
          or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, at)),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    // Another run holds the head: it goes on with the rest of the chain.
    if (claimed.length === 0) return;
    const delivered = await tryOnce(head, sub, deps, at);
    if (!delivered) return;
  }
}

async function tryOnce(
  delivery: WebhookDelivery,
  sub: WebhookSubscription,
  deps: WebhookDeps,
  at: Date,
): Promise<boolean> {
  const [event] = await deps.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.id, delivery.eventId));
  const stored = event?.payload as StoredPayload | null | undefined;
  if (!event || !stored?.data) {
    // Its body is past retention: nothing left to send.
    await deps.db
      .update(webhookDeliveries)
      .set({ state: 'failed', claimedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return true;
  }
  const body = eventBody(event, stored, sub.includePersonal);
  const secrets = [sub.secret.secret];
  if (sub.previousSecret?.secret && sub.previousSecretUntil && sub.previousSecretUntil > at)
    secrets.push(sub.previousSecret.secret);
  const outcome = await sendSigned(
    sub.url,
    { id: event.id, timestamp: at, signature: signatureHeader(secrets, event.id, at, body) },
    body,
    deps.send,
  );
  const attempts = delivery.attempts + 1;
  await deps.db.insert(webhookAttempts).values({
    deliveryId: delivery.id,
    at,
    status: outcome.status,
    durationMs: outcome.durationMs,
    error: outcome.ok ? null : (outcome.error ?? `http-${outcome.status}`),
  });
  if (outcome.ok) {
    await deps.db
      .update(webhookDeliveries)
      .set({ state: 'delivered', attempts, deliveredAt: at, claimedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    log.info('webhook-delivered', { deliveryId: delivery.id, type: event.type, attempts });
    return true;
  }
  log.warn('webhook-try-failed', {
    deliveryId: delivery.id,
    type: event.type,
    attempts,
    status: outcome.status ?? undefined,
    error: outcome.error ?? undefined,
  });
  if (at.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
    await deps.db
      .update(webhookDeliveries)
      .set({ state: 'failed', attempts, claimedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    await disableFailing(sub, deps, at);
    return false;
  }
  const next = new Date(at.getTime() + retryDelaySeconds(attempts) * 1000);
  await deps.db
    .update(webhookDeliveries)
    .set({ attempts, nextAttemptAt: next, claimedUntil: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  await enqueueNow(deps.db, {
    queue: 'webhook',
    key: deliveryJobKey(delivery.id, attempts),
    data: { deliveryId: delivery.id },
    startAfter: next,
  });
  return false;
}

/** A delivery failed for 3 days: the subscription is switched off (once) and admins told. */
async function disableFailing(sub: WebhookSubscription, deps: WebhookDeps, at: Date) {
  const changed = await deps.db
    .update(webhookSubscriptions)
    .set({ enabled: false, disabledReason: 'failing', disabledAt: at, updatedAt: sql`now()` })
    .where(and(eq(webhookSubscriptions.id, sub.id), eq(webhookSubscriptions.enabled, true)))
    .returning({ id: webhookSubscriptions.id });
  if (changed.length === 0) return;
  log.error('webhook-subscription-disabled', { subscriptionId: sub.id });
  try {
    await (deps.notifyAdmins ?? emailAdmins)(deps.db, sub);
  } catch (err) {
    log.error('webhook-disabled-email-failed', {
      subscriptionId: sub.id,
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

/** The email to every enabled admin, in their language, without any event's content. */
export async function emailAdmins(db: Db, sub: WebhookSubscription): Promise<void> {
  const admins = await db
    .select({ email: staffUser.email, language: staffUser.language })
    .from(staffUser)
    .where(and(eq(staffUser.role, 'admin'), isNull(staffUser.disabledAt)));
  const host = new URL(sub.url).host;
  const link = `${siteUrl()}/staff/webhooks`;
  for (const admin of admins) {
    const de = admin.language === 'de';
    const subject = de ? `Webhook an ${host} ausgeschaltet` : `Webhook to ${host} switched off`;
    const text = de
      ? `Der Webhook an ${sub.url} hat 3 Tage lang keine Zustellung bestätigt und wurde ausgeschaltet. Ereignisse ab jetzt gehen nicht mehr hin. Im Desk unter Webhooks sehen Sie die Versuche, schalten ihn wieder ein und senden Verpasstes erneut: ${link}`
      : `The webhook to ${sub.url} has not acknowledged a delivery for 3 days and was switched off. New events are not sent to it. In the desk under Webhooks you can see the attempts, switch it on again and replay what was missed: ${link}`;
    await getMailer().send({ to: admin.email, subject, text, html: `<p>${escapeHtml(text)}</p>` });
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
