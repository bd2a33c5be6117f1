/**
 * Integration (PGlite; PostgreSQL with DATABASE_URL): export and erasure for a person with a
 * past booking, a mention as someone else's partner, and a confirmed booking still to come;
 * the same through the signed staff endpoint.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as staffRoute from '@/pages/api/staff/privacy';
import {
  ANONYMISED_PARTNER,
  ANONYMISED_PERSON,
  reservations,
  waitlistEntries,
} from '@/server/db/schema';
import { emailHash } from '@/server/privacy/blind-index';
import { snapshotOf } from '@/server/reservations/snapshot';
import { bookingEmailData } from '@/server/notify';
import { bookingConfirmationEmail, partnerInvitationEmail } from '@/server/notify/emails';
import { outboxMailer } from '@/server/notify/mailer';
import { confirmReservation } from '@/server/lifecycle';
import { startApi, type TestApi } from '@/test/api';
import {
  booker,
  holdThroughApi,
  upcomingSlots,
  type PersonalDataRequest,
  type ReservationDataRequest,
} from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { signStaffRequest, STAFF_SIGNATURE_HEADER } from '@/server/privacy/staff-signature';
import { erasePerson, exportPerson } from './subject';
import { outboxSms } from '@/server/sms/outbox';
import { ERASE_REFUSED_FUTURE_BOOKING } from '@/contracts/error-ids';

const t = setupTestDb();
let create: TestApi;
let outbox: string;
let slots: string[];
let nextSlot = 0;
beforeAll(async () => {
  create = await startApi(createRoute);
  outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'privacy-outbox-'));
  slots = (
    await upcomingSlots({
      locationSlug: 'basel_zentral',
      checkupSlug: 'whole_body_scan_with_blood_test',
    })
  ).filter((s) => s.includes('T09:00') || s.includes('T14:00'));
});
afterAll(async () => {
  await create.close();
  await fs.rm(outbox, { recursive: true, force: true });
});

/** A confirmed booking made through the API; `daysAgo` moves it into the past afterwards. */
async function booking(
  person: PersonalDataRequest,
  extra: Partial<ReservationDataRequest> = {},
  daysAgo = 0,
) {
  const { id } = await holdThroughApi(create, {
    timeSlotStart: slots[nextSlot++],
    locationSlug: 'basel_zentral',
    checkupSlug: 'whole_body_scan_with_blood_test',
    personalData: person,
    ...extra,
  });
  const done = await confirmReservation(
    id,
    { paidCents: 300_00, balanceDueCents: 100_00, paymentIntentId: null, provider: 'dev' },
    t.db,
  );
  expect(done.ok).toBe(true);
  if (daysAgo)
    await t.db
      .execute(sql`update reservations set starts_at = starts_at - make_interval(days => ${daysAgo}),
      ends_at = ends_at - make_interval(days => ${daysAgo}) where id = ${id}`);
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  // The mails it sent, as the file outbox keeps them.
  const data = bookingEmailData(row, await snapshotOf(row));
  await outboxMailer(outbox).send(bookingConfirmationEmail(data));
  if (data.partner) await outboxMailer(outbox).send(partnerInvitationEmail(data));
  return row;
}

async function scenario(tag: string) {
  const anna = booker({
    firstName: 'Anna',
    lastName: `Subject${tag}`,
    email: `anna.subject.${tag}@example.com`,
  });
  const other = booker({
    firstName: 'Otto',
    lastName: `Other${tag}`,
    email: `otto.${tag}@example.com`,
  });
  const past = await booking(anna, {}, 400);
  const mention = await booking(
    other,
    {
      personalDataPartner: {
        firstName: 'Anna',
        lastName: anna.lastName,
        email: anna.email.toUpperCase(),
      },
    },
    200,
  );
  const future = await booking(anna);
  // Her SMS reminders' copies in the file outbox (docs/sms.md), one per booking.
  for (const row of [past, future])
    await outboxSms(path.join(outbox, 'sms')).send({
      to: row.personalData.phone!,
      body: `Reminder: your check-up (${tag})`,
      key: row.id,
      reference: row.name,
    });
  // A waitlist entry of hers (docs/waitlist.md), joined with another spelling of the address.
  const [entry] = await t.db
    .insert(waitlistEntries)
    .values({
      checkupId: 'checkupPackage.whole_body_scan_with_blood_test',
      fromDate: '2030-01-01',
      toDate: '2030-01-31',
      contact: { email: anna.email.toUpperCase() },
      emailHash: emailHash(anna.email),
      language: 'de',
      locale: 'de-ch',
    })
    .returning();
  return { anna, other, past, mention, future, entry };
}

it('exports everything stored about the person, and erases all but the future booking (refused with the reason)', async () => {
  const { anna, other, past, mention, future, entry } = await scenario('a');
  const now = new Date();

  const exported = await exportPerson(anna.email, { db: t.db, now, outboxDir: outbox });
  expect(exported.bookings.map((b) => b.reservationId)).toEqual([past.id, future.id]);
  expect(exported.waitlistEntries).toEqual([
    expect.objectContaining({
      entryId: entry.id,
      email: anna.email.toUpperCase(),
      state: 'pending',
    }),
  ]);
  expect(exported.bookings[0]).toMatchObject({
    reference: past.name,
    role: 'booker',
    status: 'confirmed',
    personalData: {
      lastName: anna.lastName,
      email: anna.email,
      phone: anna.phone,
      birthDate: anna.birthDate,
    },
    amounts: { totalCents: past.totalCents, paidCents: 30000, balanceDueCents: 10000 },
  });
  expect(exported.partnerMentions).toEqual([
    expect.objectContaining({
      reservationId: mention.id,
      reference: mention.name,
      namedAs: { firstName: 'Anna', lastName: anna.lastName, email: anna.email.toUpperCase() },
    }),
  ]);
  // The other booker's own data is not theirs to see.
  const facts = JSON.stringify({ b: exported.bookings, p: exported.partnerMentions });
  expect(facts).not.toContain(other.email);
  expect(facts).not.toContain(other.lastName);
  // Mail: two confirmations to her and the partner invitation (not the other's confirmation).
  expect(exported.outboxMessages).toHaveLength(3);
  for (const m of exported.outboxMessages)
    expect(m.content.toLowerCase()).toContain(anna.email.toLowerCase());
  // Her two SMS copies, found by the numbers of her bookings.
  expect(exported.outboxSms.map((m) => m.content.split('\n')[2]).sort()).toEqual(
    [`Reservation: ${past.name}`, `Reservation: ${future.name}`].sort(),
  );
  expect(exported.logs.reservationIds.sort()).toEqual([past.id, mention.id, future.id].sort());

  const erased = await erasePerson(anna.email, { db: t.db, now, outboxDir: outbox });
  expect(erased).toEqual({
    erased: {
      bookings: [past.id],
      partnerMentions: [mention.id],
      outboxMessages: 2,
      outboxSms: 1,
      waitlistEntries: 1,
    },
    refused: [
      {
        reservationId: future.id,
        reference: future.name,
        startsAt: future.startsAt.toISOString(),
        reason: ERASE_REFUSED_FUTURE_BOOKING,
      },
    ],
  });
  const byId = async (id: string) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const pastAfter = await byId(past.id);
  expect(pastAfter.personalData).toEqual(ANONYMISED_PERSON);
  expect(pastAfter.emailHash).toBeNull();
  expect({
    total: pastAfter.totalCents,
    paid: pastAfter.paidCents,
    start: pastAfter.startsAt,
  }).toEqual({
    total: past.totalCents,
    paid: past.paidCents,
    start: past.startsAt,
  });
  // The other's booking keeps its booker; only the partner named in it is gone.
  const mentionAfter = await byId(mention.id);
  expect(mentionAfter.personalData.email).toBe(other.email);
  expect(mentionAfter.partnerData).toEqual(ANONYMISED_PARTNER);
  expect(mentionAfter.anonymisedAt).toBeNull();
  // The future booking is kept whole, and its confirmation mail too.
  expect((await byId(future.id)).personalData.email).toBe(anna.email);
  const left = await exportPerson(anna.email, { db: t.db, now, outboxDir: outbox });
  expect(left.bookings.map((b) => b.reservationId)).toEqual([future.id]);
  expect(left.partnerMentions).toEqual([]);
  expect(left.outboxMessages.map((m) => m.content.includes(future.name))).toEqual([true]);
  expect(left.outboxSms.map((m) => m.content.includes(future.name))).toEqual([true]);

  // Again: nothing more to erase, the same refusal.
  const again = await erasePerson(anna.email, { db: t.db, now, outboxDir: outbox });
  expect(again.erased).toEqual({
    bookings: [],
    partnerMentions: [],
    outboxMessages: 0,
    outboxSms: 0,
    waitlistEntries: 0,
  });
  expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id))).toEqual(
    [],
  );
  expect(again.refused.map((r) => r.reservationId)).toEqual([future.id]);
});

describe('POST /api/staff/privacy (signed)', () => {
  const secret = 'test-staff-secret-0123456789abcdef';
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(staffRoute);
    process.env.PRIVACY_STAFF_SECRET = secret;
  });
  afterAll(async () => {
    delete process.env.PRIVACY_STAFF_SECRET;
    await api.close();
  });
  const send = (body: string, signature?: string) =>
    api.request<Record<string, unknown>>({
      method: 'POST',
      body,
      headers: signature ? { [STAFF_SIGNATURE_HEADER]: signature } : {},
    });

  it('refuses unsigned, wrongly signed, stale and malformed requests, and answers 503 without a secret', async () => {
    const body = JSON.stringify({ action: 'export', email: 'x@example.com' });
    expect(await send(body)).toMatchObject({
      status: 401,
      body: { error: 'staff-signature-invalid' },
    });
    expect(await send(body, signStaffRequest(body, 'another-secret'))).toMatchObject({
      status: 401,
    });
    const stale = signStaffRequest(body, secret, new Date(Date.now() - 10 * 60_000));
    expect(await send(body, stale)).toMatchObject({ status: 401 });
    const other = JSON.stringify({ action: 'erase', email: 'x@example.com' });
    expect(await send(other, signStaffRequest(body, secret))).toMatchObject({ status: 401 });
    const bad = JSON.stringify({ action: 'delete-all', email: 'x@example.com' });
    expect(await send(bad, signStaffRequest(bad, secret))).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    expect(await send('{', signStaffRequest('{', secret))).toMatchObject({ status: 400 });
    expect((await api.request({ method: 'GET' })).status).toBe(405);
    delete process.env.PRIVACY_STAFF_SECRET;
    expect(await send(body, signStaffRequest(body, secret))).toMatchObject({
      status: 503,
      body: { error: 'staff-endpoint-not-configured' },
    });
    process.env.PRIVACY_STAFF_SECRET = secret;
  });

  it('exports and erases a person with a signed request', async () => {
    const { anna, past, mention, future } = await scenario('b');
    const exportBody = JSON.stringify({ action: 'export', email: anna.email });
    const exported = await send(exportBody, signStaffRequest(exportBody, secret));
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(
      (exported.body.bookings as { reservationId: string }[]).map((b) => b.reservationId),
    ).toEqual([past.id, future.id]);
    const eraseBody = JSON.stringify({ action: 'erase', email: anna.email });
    const erased = await send(eraseBody, signStaffRequest(eraseBody, secret));
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      erased: { bookings: [past.id], partnerMentions: [mention.id] },
      refused: [{ reservationId: future.id, reason: ERASE_REFUSED_FUTURE_BOOKING }],
    });
  });
});
