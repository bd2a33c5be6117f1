/** Integration: /api/reservation/fetch-unpaid and fetch-partner over real HTTP. */
import { sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as fetchPartnerRoute from '@/pages/api/reservation/fetch-partner';
import * as fetchUnpaidRoute from '@/pages/api/reservation/fetch-unpaid';
import * as bookingManageLinkRoute from '@/pages/api/booking/manage-link';
import { confirmReservation } from '@/server/lifecycle';
import { startApi, type TestApi } from '@/test/api';
import {
  booker,
  clientIp,
  holdThroughApi,
  upcomingSlots,
  type ReservationDataRequest,
} from '@/test/booking';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
let create: TestApi;
let unpaid: TestApi;
let partner: TestApi;
let manageLink: TestApi;
let slots: string[];

beforeAll(async () => {
  create = await startApi(createRoute);
  unpaid = await startApi(fetchUnpaidRoute);
  partner = await startApi(fetchPartnerRoute);
  manageLink = await startApi(bookingManageLinkRoute);
  slots = (
    await upcomingSlots({ locationSlug: 'bern', checkupSlug: 'whole_body_scan_with_blood_test' })
  ).filter((s) => ['08:00', '12:00'].includes(s.slice(11, 16)));
});
afterAll(async () => {
  await create.close();
  await unpaid.close();
  await partner.close();
  await manageLink.close();
});

let next = 0;
async function book(extra: Partial<ReservationDataRequest> = {}) {
  const personalData = booker({ email: `Booker.${next}@Example.com` });
  const start = slots[next++];
  const reservation = await holdThroughApi(create, {
    timeSlotStart: start,
    locationSlug: 'bern',
    checkupSlug: 'whole_body_scan_with_blood_test',
    personalData,
    ...extra,
  });
  return { ...reservation, start };
}
const paid = { paidCents: 548000, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' };

describe('GET /api/reservation/fetch-unpaid', () => {
  it('returns the pending reservation for id + email (any case)', async () => {
    const r = await book({ services: [] });
    const res = await unpaid.get<{ reservation: Record<string, unknown> }>(
      { id: r.id, email: r.email.toLowerCase() },
      clientIp(),
    );
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({
      id: r.id,
      name: r.name,
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
      services: [],
      timeSlotStart: r.start,
      isPartnerBooking: false,
      amounts: { totalCents: 2490 * 100, paidCents: 0, balanceDueCents: 0 },
    });
    expect(
      new Date(res.body.reservation.timeSlotEnd as string).getTime() - new Date(r.start).getTime(),
    ).toBe(90 * 60_000);
    // no personal data in the answer
    expect(JSON.stringify(res.body)).not.toContain('Muster');
  });

  it('also answers POST with a JSON body', async () => {
    const r = await book();
    const res = await unpaid.post({ id: r.id, email: r.email }, clientIp());
    expect(res.status).toBe(200);
    const bad = await unpaid.request({ method: 'POST', body: '{"id":', headers: clientIp() });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
    expect(await unpaid.post({ id: r.id }, clientIp())).toMatchObject({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
  });

  it('maps every failure to its catalogue id', async () => {
    const r = await book();
    const ip = clientIp();
    expect(await unpaid.get({ id: r.id }, ip)).toMatchObject({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
    expect(await unpaid.get({ email: r.email }, ip)).toMatchObject({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
    expect(await unpaid.get({ id: r.id, email: 'other@example.com' }, ip)).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
    expect(
      await unpaid.get({ id: '00000000-0000-4000-8000-000000000000', email: r.email }, ip),
    ).toMatchObject({ status: 404, body: { error: 'unpaid-email-does-not-match' } });
    expect(await unpaid.get({ id: 'not-a-uuid', email: r.email }, ip)).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
    await confirmReservation(r.id, paid, t.db);
    expect(await unpaid.get({ id: r.id, email: r.email }, ip)).toMatchObject({
      status: 409,
      body: { error: 'unpaid-reservation-already-confirmed' },
    });
    expect((await unpaid.request({ method: 'DELETE', headers: ip })).status).toBe(405);
  });

  it('answers a wrong email and an unknown id alike (no oracle for emails)', async () => {
    const r = await book();
    const answer = async (id: string, email: string) => {
      const res = await unpaid.post({ id, email }, clientIp());
      return { status: res.status, body: res.body, cache: res.headers.get('cache-control') };
    };
    const wrongEmail = await answer(r.id, 'stranger@example.com');
    const unknownId = await answer('2b1e4f6a-9c3d-4e8f-a1b2-c3d4e5f6a7b8', r.email);
    const both = await answer('2b1e4f6a-9c3d-4e8f-a1b2-c3d4e5f6a7b8', 'stranger@example.com');
    expect(wrongEmail).toEqual({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
      cache: null,
    });
    expect(unknownId).toEqual(wrongEmail);
    expect(both).toEqual(wrongEmail);
  });

  it('opens with the signed payment token of the create answer instead of the email', async () => {
    const { id, paymentToken, email } = await book();
    expect(paymentToken).toMatch(/^v2\./);
    // In any case (the email is mixed-case; the token's alphabet has no '@').
    expect(paymentToken.toLowerCase()).not.toContain(email.toLowerCase());
    const res = await unpaid.post<{ reservation: { id: string; email: string } }>(
      { id, token: paymentToken },
      clientIp(),
    );
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({ id, email });
    // the token of one reservation opens no other
    const other = await book();
    expect(await unpaid.post({ id: other.id, token: paymentToken }, clientIp())).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
  });

  it('does not return a hold that expired', async () => {
    const r = await book();
    await t.db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${r.id}`,
    );
    // The booker proved who they are: the link says it lapsed (docs/manage-booking.md).
    expect(await unpaid.get({ id: r.id, email: r.email }, clientIp())).toMatchObject({
      status: 409,
      body: { error: 'unpaid-reservation-expired' },
    });
  });

  it('says a cancelled reservation was cancelled (docs/manage-booking.md)', async () => {
    const r = await book();
    await t.db.execute(sql`update reservations set status = 'cancelled' where id = ${r.id}`);
    expect(await unpaid.get({ id: r.id, email: r.email }, clientIp())).toMatchObject({
      status: 409,
      body: { error: 'unpaid-reservation-cancelled' },
    });
  });

  it('is rate-limited per client', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await unpaid.get({ id: 'x', email: 'y' }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/booking/manage-link (docs/manage-booking.md)', () => {
  it("gives the booker of a paid booking their manage page's path, by the payment token", async () => {
    const { id, paymentToken } = await book();
    // Not paid yet: no manage page to lead to.
    expect(await manageLink.post({ id, token: paymentToken }, clientIp())).toMatchObject({
      status: 409,
      body: { error: 'booking-not-active' },
    });
    await confirmReservation(id, paid, t.db);
    const res = await manageLink.post<{ path: string }>({ id, token: paymentToken }, clientIp());
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/^\/de-ch\/booking\?token=v2\.[A-Za-z0-9_-]+$/);
    // Another reservation's token, or none: the same answer as an unknown id.
    const other = await book();
    expect(await manageLink.post({ id: other.id, token: paymentToken }, clientIp())).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
    expect(await manageLink.post({ id }, clientIp())).toMatchObject({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
  });
});

describe('/api/reservation/fetch-partner', () => {
  it('opens a confirmed partner booking for the invited partner only', async () => {
    const r = await book({
      personalDataPartner: {
        firstName: 'Ben',
        lastName: 'Partner',
        email: 'Ben.Partner@example.com',
      },
    });
    const ip = clientIp();
    // unpaid: not yet an invitation
    expect(await partner.get({ id: r.id, email: 'ben.partner@example.com' }, ip)).toMatchObject({
      status: 404,
      body: { error: 'partner-reservation-not-found' },
    });
    await confirmReservation(r.id, paid, t.db);
    const res = await partner.get({ id: r.id, email: 'ben.partner@EXAMPLE.com' }, ip);
    const posted = await partner.post({ id: r.id, email: 'ben.partner@EXAMPLE.com' }, ip);
    expect(posted.body).toEqual(res.body);
    expect(res).toMatchObject({
      status: 200,
      body: {
        reservation: {
          id: r.id,
          checkupSlug: 'whole_body_scan_with_blood_test',
          locationSlug: 'bern',
          timeSlotStart: r.start,
          partner: { firstName: 'Ben', lastName: 'Partner' },
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('@');
    expect(await partner.get({ id: r.id, email: r.email }, ip)).toMatchObject({
      status: 403,
      body: { error: 'partner-reservation-email-not-allowed' },
    });
  });

  it('refuses reservations that are not partner bookings, unknown ids and missing input', async () => {
    const r = await book();
    await confirmReservation(r.id, paid, t.db);
    const ip = clientIp();
    // a stranger learns nothing: not a partner booking and unknown answer alike
    const stranger = await partner.get({ id: r.id, email: 'x@example.com' }, ip);
    const unknown = await partner.get(
      { id: '00000000-0000-4000-8000-000000000000', email: 'x@example.com' },
      ip,
    );
    expect(stranger).toMatchObject({
      status: 404,
      body: { error: 'partner-reservation-not-found' },
    });
    expect([unknown.status, unknown.body]).toEqual([stranger.status, stranger.body]);
    // the booker (who knows the email) is told why
    expect(await partner.get({ id: r.id, email: r.email }, ip)).toMatchObject({
      status: 400,
      body: { error: 'partner-reservation-not-partner-booking' },
    });
    expect(await partner.get({ id: r.id }, ip)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    // POST, as the site sends it (the email stays out of the URL): the same answers.
    expect(await partner.post({ id: r.id, email: r.email }, ip)).toMatchObject({
      status: 400,
      body: { error: 'partner-reservation-not-partner-booking' },
    });
    expect(await partner.post({}, ip)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    expect(await partner.post('{not json', ip)).toMatchObject({ status: 400 });
    expect((await partner.request({ method: 'DELETE', headers: ip })).status).toBe(405);
  });

  it('answers POST with a JSON body like GET (the email stays out of the URL)', async () => {
    const r = await book({
      personalDataPartner: {
        firstName: 'Cleo',
        lastName: 'Partner',
        email: 'cleo.partner@example.com',
      },
    });
    await confirmReservation(r.id, paid, t.db);
    const res = await partner.post({ id: r.id, email: 'cleo.partner@example.com' }, clientIp());
    expect(res).toMatchObject({
      status: 200,
      body: { reservation: { id: r.id, partner: { firstName: 'Cleo' } } },
    });
  });
});
