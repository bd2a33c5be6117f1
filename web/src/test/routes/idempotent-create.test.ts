/**
 * Idempotent create (docs/security.md), over real HTTP against PGlite and PostgreSQL: the same
 * Idempotency-Key answers the same reservation (one after the other and at the same moment),
 * for its booker only and for 24 h; without a key the database still refuses a second live
 * hold for one email and start time.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import { emailHash } from '@/server/privacy/blind-index';
import { startApi, type TestApi } from '@/test/api';
import { booker, clientIp, createBody, slotSupply } from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';
import { verifyToken } from '@/server/tokens';

const t = setupTestDb();
let api: TestApi;
const slots = slotSupply();
const slot = () => slots.take();

type Created = {
  reservation?: { id: string; name: string; status: string; paymentToken: string };
  error?: string;
};

beforeAll(async () => {
  api = await startApi(createRoute);
  await slots.fill({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: [],
  });
});
afterAll(() => api.close());

const create = (body: unknown, key?: string) =>
  api.post<Created>(body, { ...clientIp(), ...(key ? { 'idempotency-key': key } : {}) });

async function holdsFor(email: string): Promise<number> {
  return rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from reservations where email_hash = ${emailHash(email)}`,
    ),
  )[0].n;
}

describe('Idempotency-Key on POST /api/reservation/create', () => {
  it('answers a repeated key with the same reservation, and takes one room', async () => {
    const person = booker();
    const body = createBody({ timeSlotStart: slot(), personalData: person });
    const key = randomUUID();
    const first = await create(body, key);
    const second = await create(body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    // The same reservation; its payment token is sealed afresh each time (random IV), both open it.
    const { paymentToken: firstToken, ...firstReservation } = first.body.reservation!;
    const { paymentToken: secondToken, ...secondReservation } = second.body.reservation!;
    expect(secondReservation).toEqual(firstReservation);
    for (const token of [firstToken, secondToken])
      expect(
        verifyToken('payment', token, {
          reservationId: firstReservation.id,
          email: person.email,
        }),
      ).toBe(true);
    expect(await holdsFor(person.email)).toBe(1);
  });

  it('answers two requests with one key sent at the same moment with one reservation', async () => {
    const person = booker();
    const body = createBody({ timeSlotStart: slot(), personalData: person });
    const key = randomUUID();
    const [a, b] = await Promise.all([create(body, key), create(body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.reservation?.id).toBe(b.body.reservation?.id);
    expect(await holdsFor(person.email)).toBe(1);
  });

  it('refuses a second live hold for one email and start even without a key', async () => {
    const person = booker();
    const body = createBody({ timeSlotStart: slot(), personalData: person });
    expect((await create(body)).status).toBe(201);
    const again = await create(body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'reserve-timeslot-error-already-booked' });
    expect(await holdsFor(person.email)).toBe(1);
  });

  it("never answers another booker's reservation for a key", async () => {
    const key = randomUUID();
    const start = slot();
    expect((await create(createBody({ timeSlotStart: start }), key)).status).toBe(201);
    const other = await create(createBody({ timeSlotStart: start }), key);
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: 'reserve-timeslot-error-other' });
  });

  it('forgets a key after 24 hours', async () => {
    const person = booker();
    const key = randomUUID();
    const first = await create(createBody({ timeSlotStart: slot(), personalData: person }), key);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    // 25 hours on, the first hold lapsed long ago (one live hold per email, docs/security.md).
    await t.db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${first.body.reservation!.id}`,
    );
    const later = await create(createBody({ timeSlotStart: slot(), personalData: person }), key);
    expect(later.status).toBe(201);
    expect(later.body.reservation?.id).not.toBe(first.body.reservation?.id);
  });

  it('refuses a malformed key', async () => {
    const res = await create(createBody({ timeSlotStart: slot() }), 'short');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'reserve-timeslot-error-other' });
  });
});
