/**
 * Discount codes with maxRedemptions: a live hold takes a redemption as a confirmed booking
 * does, check and take are one step per code (so bookings started at the same moment cannot
 * exceed the cap), a lapsed or released hold gives its redemption back, and a late payment
 * for a lapsed hold whose code was used up meanwhile is refunded. Over real HTTP, on PGlite
 * and, with DATABASE_URL, on PostgreSQL (where the creates really run in parallel).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as releaseRoute from '@/pages/api/reservation/release';
import * as paymentDataRoute from '@/pages/api/payment/payment-data';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import { reservations } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { jobsSettled } from '@/server/jobs';
import { confirmPayment } from '@/server/payments/checkout';
import type { PaymentIntent, PaymentProvider } from '@/server/payments/provider';
import { confirmReservation } from '@/server/lifecycle';
import { routeApis } from '@/test/api';
import { booker, clientIp, createBody, slotSupply } from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';

const t = setupTestDb({ maxConnections: 10 });
let dir: string;
const { create, release, paymentData } = routeApis({
  create: [createRoute, '/api/reservation/create'],
  release: [releaseRoute, '/api/reservation/release'],
  paymentData: [paymentDataRoute, '/api/payment/payment-data'],
});
const slots = slotSupply();
/** A fresh slot per call, hours apart, so that rooms never limit these bookings. */
const slot = () => slots.take();

/** Codes only these tests use, each with its own cap, added to the seed dataset. */
function code(id: string, maxRedemptions: number) {
  return {
    _id: `discountCode.${id.toLowerCase()}`,
    _type: 'discountCode',
    code: id,
    kind: 'percent',
    value: 10,
    active: true,
    maxRedemptions,
    label_en: `Test code ${id}`,
    label_de: `Testcode ${id}`,
  };
}
const CODES = [
  code('RACE3', 3),
  code('ONCE-RELEASE', 1),
  code('ONCE-LAPSE', 1),
  code('ONCE-LATE', 1),
  code('ONCE-LATE-FREE', 1),
];

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STAFF_WEBHOOK_URL;
  dir = await mkdtemp(path.join(os.tmpdir(), 'codes-'));
  const file = path.join(dir, 'dataset.ndjson');
  const seed = await readFile(defaultDatasetPath(), 'utf8');
  await writeFile(file, `${seed.trimEnd()}\n${CODES.map((c) => JSON.stringify(c)).join('\n')}\n`);
  setContentSource(localSource(file));
  await slots.fill({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
});
afterAll(async () => {
  await jobsSettled();
  setContentSource(null);
  await rm(dir, { recursive: true, force: true });
});

type Created = { reservation: { id: string; name: string }; error?: string };

function book(discountCode: string, personalData = booker()) {
  return create.post<Created>(
    createBody({ timeSlotStart: slot(), discountCode, personalData }),
    clientIp(),
  );
}

async function withCode(discountCode: string): Promise<{ status: string }[]> {
  return rowsOf<{ status: string }>(
    await t.db.execute(
      sql`select status from reservations where lower(discount_code) = lower(${discountCode})`,
    ),
  );
}

async function lapse(id: string) {
  await t.db
    .update(reservations)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(reservations.id, id));
}

describe('maxRedemptions under concurrent creates', () => {
  it('12 creates at the same moment with a code of maxRedemptions 3: exactly 3 succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create.post<Created>(
          // Every booking its own slot: only the code can refuse them.
          createBody({ timeSlotStart: slot(), discountCode: i % 2 ? 'race3' : 'RACE3' }),
          clientIp(),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => r.body.error === 'discount-code-invalid'),
    ).toBe(true);
    expect(await withCode('RACE3')).toEqual([
      { status: 'pending' },
      { status: 'pending' },
      { status: 'pending' },
    ]);
    // The price display says so too, while the three holds last.
    expect(
      await paymentData.get(
        { checkupSlug: 'whole_body_scan_with_blood_test', discountCode: 'RACE3' },
        clientIp(),
      ),
    ).toMatchObject({ status: 400, body: { error: 'discount-code-invalid' } });
  });
});

describe('a hold that stops holding gives its redemption back', () => {
  it('released: the code can be used again at once', async () => {
    const person = booker();
    const first = await book('ONCE-RELEASE', person);
    expect(first.status).toBe(201);
    expect(await book('ONCE-RELEASE')).toMatchObject({
      status: 400,
      body: { error: 'discount-code-invalid' },
    });
    expect(
      await release.post(
        { reservationId: first.body.reservation.id, email: person.email },
        clientIp(),
      ),
    ).toMatchObject({ status: 200, body: { released: true } });
    expect((await book('ONCE-RELEASE')).status).toBe(201);
  });

  it('lapsed: the code can be used again; a confirmed booking keeps its redemption', async () => {
    const first = await book('ONCE-LAPSE');
    expect(first.status).toBe(201);
    await lapse(first.body.reservation.id);
    const second = await book('ONCE-LAPSE');
    expect(second.status).toBe(201);
    await confirmReservation(
      second.body.reservation.id,
      { paidCents: 100, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
      t.db,
    );
    // Paid: lapsing no longer matters.
    await lapse(second.body.reservation.id);
    expect(await book('ONCE-LAPSE')).toMatchObject({
      status: 400,
      body: { error: 'discount-code-invalid' },
    });
  });
});

describe('a payment that lands after its hold lapsed', () => {
  function provider(intent: PaymentIntent) {
    const refunded: string[] = [];
    const p: PaymentProvider = {
      name: 'dev',
      publishableKey: null,
      createIntent: () => Promise.reject(new Error('not used')),
      retrieveIntent: (id) => Promise.resolve(id === intent.id ? intent : null),
      refund: (id) => {
        refunded.push(id);
        return Promise.resolve({ id: `re_${id}`, status: 'succeeded', amountCents: 1 });
      },
      verifyWebhook: () => {
        throw new Error('not used');
      },
    };
    return { provider: p, refunded };
  }

  async function paidIntent(reservationId: string): Promise<PaymentIntent> {
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, reservationId));
    return {
      id: `pi_late_${reservationId.slice(0, 8)}`,
      clientSecret: 'unused',
      amountCents: row.totalCents,
      currency: 'chf',
      status: 'succeeded',
      reservationId,
      option: 'full',
    };
  }

  it('is refunded when the code went to another booking meanwhile', async () => {
    const late = await book('ONCE-LATE');
    expect(late.status).toBe(201);
    await lapse(late.body.reservation.id);
    // The lapsed hold no longer counts: someone else takes the only redemption.
    expect((await book('ONCE-LATE')).status).toBe(201);

    const intent = await paidIntent(late.body.reservation.id);
    const { provider: p, refunded } = provider(intent);
    await expect(
      confirmPayment({ paymentIntentId: intent.id }, { db: t.db, provider: p, now: new Date() }),
    ).rejects.toEqual(new DomainError('discount-code-used-up', 'discount-code-invalid')); // 409
    expect(refunded).toEqual([intent.id]);
    const [row] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, late.body.reservation.id));
    expect(row.status).not.toBe('confirmed');
    expect(row.paidCents).toBe(0);
    expect(await withCode('ONCE-LATE')).toHaveLength(2);
    expect((await withCode('ONCE-LATE')).filter((r) => r.status === 'pending')).toHaveLength(1);
  });

  it('confirms (re-holds) when the redemption is still free, which then counts', async () => {
    const late = await book('ONCE-LATE-FREE');
    expect(late.status).toBe(201);
    await lapse(late.body.reservation.id);
    const intent = await paidIntent(late.body.reservation.id);
    const { provider: p, refunded } = provider(intent);
    expect(
      await confirmPayment(
        { paymentIntentId: intent.id },
        { db: t.db, provider: p, now: new Date() },
      ),
    ).toMatchObject({ status: 200, body: { result: 'payment-confirmation' } });
    expect(refunded).toEqual([]);
    expect(await book('ONCE-LATE-FREE')).toMatchObject({
      status: 400,
      body: { error: 'discount-code-invalid' },
    });
  });
});
