/**
 * The built-in dev payment provider: stands in for Stripe when STRIPE_SECRET_KEY is unset, so
 * the whole booking flow runs locally and in tests. Intents live in the database (any
 * instance sees them). The payment page shows a clearly marked test card form; the card
 * number decides the outcome, and the browser returns like Stripe does, through
 * /{locale}/payment-return?payment_intent=...&payment_intent_client_secret=...&redirect_status=...
 * It refuses to run in production unless DEV_PAYMENTS_IN_PRODUCTION=true.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { getDb, type Db, type Tx } from '@/server/db/client';
import { log } from '@/server/log';
import {
  WebhookSignatureError,
  type CreateIntentInput,
  type IntentOption,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
  type Refund,
  type RefundOptions,
} from './provider';

export const DEV_CARD_SUCCEEDS = '4242424242424242';
export const DEV_CARD_DECLINED = '4000000000000002';

export const devPaymentIntents = pgTable('dev_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  reservationId: text('reservation_id').notNull(),
  option: text('option').notNull(),
  refundId: text('refund_id'),
  /** What the refund gave back (a cancellation may refund part of the payment). */
  refundedCents: bigint('refunded_cents', { mode: 'number' }),
  /** How it was paid: card (the test card form) or twint (the simulated app approval). */
  method: text('method'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
type DevIntentRow = typeof devPaymentIntents.$inferSelect;

// Dev-only table: created on first use, so the production schema never carries it.
const CREATE_TABLE = sql`
  create table if not exists dev_payment_intents (
    id text primary key,
    client_secret text not null unique,
    idempotency_key text not null unique,
    amount_cents bigint not null,
    currency text not null,
    status text not null,
    reservation_id text not null,
    option text not null,
    refund_id text,
    refunded_cents bigint,
    method text,
    created_at timestamptz not null default now()
  )`;
// Tables made before partial refunds existed get the column too.
const ADD_REFUNDED = sql`alter table dev_payment_intents add column if not exists refunded_cents bigint`;
const ADD_METHOD = sql`alter table dev_payment_intents add column if not exists method text`;

const ready = new WeakSet<Db>();
async function devDb(): Promise<Db> {
  const db = await getDb();
  if (!ready.has(db)) {
    await db.execute(CREATE_TABLE);
    await db.execute(ADD_REFUNDED);
    await db.execute(ADD_METHOD);
    ready.add(db);
  }
  return db;
}

export class DevPaymentsInProductionError extends Error {
  constructor() {
    super(
      'The dev payment provider must not run in production: set STRIPE_SECRET_KEY (or DEV_PAYMENTS_IN_PRODUCTION=true)',
    );
    this.name = 'DevPaymentsInProductionError';
  }
}

/**
 * Production with the dev provider (DEV_PAYMENTS_IN_PRODUCTION=true, no Stripe key): anyone can
 * pay with the public test card, so this is never silent (docs/operations.md): a warning at start, on
 * every confirmed dev payment, and in /api/ready.
 */
export function devPaymentsInProduction(
  env: Record<string, string | undefined> = process.env,
): boolean {
  return (
    env.NODE_ENV === 'production' &&
    env.DEV_PAYMENTS_IN_PRODUCTION === 'true' &&
    !env.STRIPE_SECRET_KEY
  );
}

export const DEV_PAYMENTS_WARNING =
  'WARNING: DEV_PAYMENTS_IN_PRODUCTION=true: payments use the dev provider, anyone can confirm a booking with the public test card. Not for real patients.';

export function assertDevPaymentsAllowed(
  env: Record<string, string | undefined> = process.env,
): void {
  if (env.NODE_ENV === 'production' && env.DEV_PAYMENTS_IN_PRODUCTION !== 'true') {
    throw new DevPaymentsInProductionError();
  }
}

function token(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

function toIntent(row: DevIntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as IntentStatus,
    reservationId: row.reservationId,
    option: row.option as IntentOption,
    method: row.method,
  };
}

export type DevPaymentOutcome<S = undefined> = {
  intent: PaymentIntent;
  redirectStatus: 'succeeded' | 'failed';
  /** What `settle` answered, inside the payment's own transaction. */
  settled: S;
};

/** Settles the payment's outcome in the transaction that records it (see pay()). */
export type DevSettle<S> = (tx: Tx, intent: PaymentIntent) => Promise<S>;

export type DevPaymentProvider = PaymentProvider & {
  /**
   * The test card form's submit: the card number decides success or decline. The intent's new
   * status and `settle` (the reservation's confirmation and its announcement jobs) commit in one
   * transaction, so a crash leaves either both or neither (Stripe's side of this is its webhook,
   * delivered until it is answered).
   */
  pay<S = undefined>(
    clientSecret: string,
    cardNumber: string,
    settle?: DevSettle<S>,
  ): Promise<DevPaymentOutcome<S | undefined> | null>;
  /**
   * The simulated TWINT app's answer (docs/payments.md): approved pays, declined leaves the intent
   * payable again (like Stripe after a cancelled redirect approval). Settled like pay().
   */
  twint<S = undefined>(
    clientSecret: string,
    approved: boolean,
    settle?: DevSettle<S>,
  ): Promise<DevPaymentOutcome<S | undefined> | null>;
  /** The intent of a client secret, without changing it (the approval page). */
  bySecret(clientSecret: string): Promise<PaymentIntent | null>;
};

export function devProvider(): DevPaymentProvider {
  assertDevPaymentsAllowed();

  async function byId(id: string): Promise<DevIntentRow | null> {
    const db = await devDb();
    const [row] = await db.select().from(devPaymentIntents).where(eq(devPaymentIntents.id, id));
    return row ?? null;
  }

  return {
    name: 'dev',
    publishableKey: null,

    async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
      const db = await devDb();
      const id = `pi_dev_${token(12)}`;
      await db
        .insert(devPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${token(16)}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: 'chf',
          status: 'requires_payment',
          reservationId: input.reservationId,
          option: input.option,
        })
        .onConflictDoNothing({ target: devPaymentIntents.idempotencyKey });
      // Like Stripe's idempotency keys: a repeated key answers with the first intent.
      const [row] = await db
        .select()
        .from(devPaymentIntents)
        .where(eq(devPaymentIntents.idempotencyKey, input.idempotencyKey));
      return toIntent(row);
    },

    async retrieveIntent(id: string): Promise<PaymentIntent | null> {
      const row = await byId(id);
      return row ? toIntent(row) : null;
    },

    async refund(intentId: string, _reason: string, options: RefundOptions = {}): Promise<Refund> {
      const db = await devDb();
      const row = await byId(intentId);
      if (!row) throw new Error(`dev provider: no intent ${intentId}`);
      // One refund per intent, recorded with its amount: a repeat answers the first one.
      if (row.refundId)
        return {
          id: row.refundId,
          status: 'succeeded',
          amountCents: row.refundedCents ?? row.amountCents,
        };
      const amountCents = Math.min(row.amountCents, options.amountCents ?? row.amountCents);
      const refundId = `re_dev_${token(12)}`;
      await db
        .update(devPaymentIntents)
        .set({ refundId, refundedCents: amountCents })
        .where(eq(devPaymentIntents.id, intentId));
      return { id: refundId, status: 'succeeded', amountCents };
    },

    verifyWebhook(): never {
      // The dev provider calls the payment event handler directly; it never posts webhooks.
      throw new WebhookSignatureError('the dev payment provider sends no webhooks');
    },

    async pay<S = undefined>(
      clientSecret: string,
      cardNumber: string,
      settle?: DevSettle<S>,
    ): Promise<DevPaymentOutcome<S | undefined> | null> {
      const digits = cardNumber.replace(/[\s-]/g, '');
      return complete(clientSecret, digits === DEV_CARD_SUCCEEDS, 'card', settle);
    },

    async twint<S = undefined>(
      clientSecret: string,
      approved: boolean,
      settle?: DevSettle<S>,
    ): Promise<DevPaymentOutcome<S | undefined> | null> {
      return complete(clientSecret, approved, 'twint', settle);
    },

    async bySecret(clientSecret: string): Promise<PaymentIntent | null> {
      const db = await devDb();
      const [row] = await db
        .select()
        .from(devPaymentIntents)
        .where(eq(devPaymentIntents.clientSecret, clientSecret));
      return row ? toIntent(row) : null;
    },
  };

  async function complete<S>(
    clientSecret: string,
    succeeds: boolean,
    method: 'card' | 'twint',
    settle?: DevSettle<S>,
  ): Promise<DevPaymentOutcome<S | undefined> | null> {
    const db = await devDb();
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(devPaymentIntents)
        .where(eq(devPaymentIntents.clientSecret, clientSecret))
        .for('update');
      if (!row) return null;
      let current = row;
      let confirmedNow = false;
      if (row.status !== 'succeeded' && row.status !== 'canceled') {
        const status: IntentStatus = succeeds ? 'succeeded' : 'failed';
        [current] = await tx
          .update(devPaymentIntents)
          .set({ status, method })
          .where(eq(devPaymentIntents.id, row.id))
          .returning();
        confirmedNow = status === 'succeeded';
      }
      const intent = toIntent(current);
      const outcome: DevPaymentOutcome<S | undefined> = {
        intent,
        redirectStatus: current.status === 'succeeded' ? 'succeeded' : 'failed',
        settled: settle ? await settle(tx, intent) : undefined,
      };
      return { outcome, confirmedNow };
    });
    if (!result) return null;
    // Every confirmed payment in production says again what it is (docs/operations.md).
    if (result.confirmedNow && devPaymentsInProduction())
      log.warn('dev-payment-confirmed-in-production', {
        reservationId: result.outcome.intent.reservationId,
        amountCents: result.outcome.intent.amountCents,
        warning: DEV_PAYMENTS_WARNING,
      });
    return result.outcome;
  }
}
