/** Integration: POST /api/reservation/create over real HTTP, seed content, fresh database. */
import { sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import { toZurichIso } from '@/server/availability';
import { reservations } from '@/server/db/schema';
import { reservationDeps } from '@/server/deps';
import { confirmReservation } from '@/server/lifecycle';
import { createReservation } from '@/server/hold-requests';
import { createReservationBodySchema } from '@/shared/reservation-input';
import { startApi, type TestApi } from '@/test/api';
import {
  booker,
  clientIp,
  createBody,
  invalidBody,
  type PersonalDataRequest,
  slotSupply,
} from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';
import { emailHash } from '@/server/privacy/blind-index';

const t = setupTestDb();
let api: TestApi;
const slots = slotSupply();
/** A fresh slot per call, 3 hours apart, so that tests never share a room's time. */
const slot = () => slots.take();

type Created = { reservation: { id: string; name: string } };

beforeAll(async () => {
  api = await startApi(createRoute);
  await slots.fill({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: ['dxa'],
  });
});
afterAll(() => api.close());

async function count(): Promise<number> {
  return rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from reservations`),
  )[0].n;
}
const create = (body: unknown) => api.post<Created & { error?: string }>(body, clientIp());

describe('POST /api/reservation/create', () => {
  it('creates a pending hold and answers 201 with id and name', async () => {
    const start = slot();
    const res = await create(createBody({ timeSlotStart: start, services: ['dxa'] }));
    expect(res.status).toBe(201);
    expect(res.body.reservation.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.reservation.name).toMatch(/^ZUR-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
    const [row] = await t.db
      .select()
      .from(reservations)
      .where(sql`id = ${res.body.reservation.id}`);
    expect(row.status).toBe('pending');
    expect(row.startsAt.getTime()).toBe(new Date(start).getTime());
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(155 * 60_000);
    expect(row.roomKey).toMatch(/^zrh-mri-/);
    expect(row.locationId).toBe('location.zurich_bellevue');
    expect(row.checkupId).toBe('checkupPackage.whole_body_scan_with_blood_test');
    expect(row.serviceIds).toEqual(['service.dxa']);
    expect(row.totalCents).toBe((2490 + 250) * 100); // fixed by the pricing module from content
    expect(row.locale).toBe('de-ch');
    // hold: settings.initialHoldMinutes (10 in the seed) from now, until the payment starts
    const holdMs = row.holdExpiresAt!.getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(5 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(row.emailHash).toBe(emailHash(row.personalData.email));
  });

  it('fills the rooms one by one, then answers 409 already-booked', async () => {
    const start = slot();
    const ok = [];
    for (let i = 0; i < 3; i++) ok.push(await create(createBody({ timeSlotStart: start })));
    expect(ok.map((r) => r.status)).toEqual([201, 201, 201]);
    const before = await count();
    const fourth = await create(createBody({ timeSlotStart: start }));
    expect(fourth).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect(await count()).toBe(before);
  });

  it('does not let an expired hold block the slot', async () => {
    const start = slot();
    for (let i = 0; i < 3; i++)
      expect((await create(createBody({ timeSlotStart: start }))).status).toBe(201);
    // let one hold lapse
    await t.db.execute(sql`update reservations set hold_expires_at = now() - interval '1 minute'
      where id = (select id from reservations where starts_at = ${start}::timestamptz limit 1)`);
    const res = await create(createBody({ timeSlotStart: start }));
    expect(res.status).toBe(201);
    const statuses = rowsOf<{ status: string }>(
      await t.db.execute(
        sql`select status from reservations where starts_at = ${start}::timestamptz order by status`,
      ),
    ).map((r) => r.status);
    expect(statuses).toEqual(['expired', 'pending', 'pending', 'pending']);
  });

  it('overlapping but different slots compete for the same rooms', async () => {
    const start = slot();
    for (let i = 0; i < 3; i++)
      expect((await create(createBody({ timeSlotStart: start }))).status).toBe(201);
    const later = toZurichIso(new Date(start).getTime() + 30 * 60_000);
    expect((await create(createBody({ timeSlotStart: later }))).status).toBe(409);
  });

  it.each([
    ['unknown checkup', { checkupSlug: 'nope' }],
    ['unknown location', { locationSlug: 'atlantis' }],
    ['service not offered by the package', { checkupSlug: 'whole_body_scan', services: ['dxa'] }],
    ['service not bookable', { services: ['apo_e4_test'] }],
  ])('answers 400 reserve-timeslot-error-other: %s', async (_name, patch) => {
    const before = await count();
    const res = await create(createBody({ timeSlotStart: slot(), ...patch }));
    expect(res).toMatchObject({ status: 400, body: { error: 'reserve-timeslot-error-other' } });
    expect(await count()).toBe(before);
  });

  it('answers 400 location-does-not-offer-service for an add-on the location lacks (docs/operations.md)', async () => {
    const before = await count();
    const res = await create(createBody({ timeSlotStart: slot(), services: ['lung_ct'] }));
    expect(res).toMatchObject({ status: 400, body: { error: 'location-does-not-offer-service' } });
    expect(await count()).toBe(before);
  });

  it('refuses starts that are not real slots', async () => {
    const start = new Date(slot());
    const offGrid = new Date(start.getTime() + 5 * 60_000).toISOString();
    const past = '2020-01-06T10:00:00+01:00';
    const farAway = new Date(Date.now() + 200 * 86_400_000).toISOString();
    const tooSoon = new Date(Date.now() + 3_600_000).toISOString();
    for (const timeSlotStart of [offGrid, past, farAway, tooSoon, '2026-12-14T10:00:00', 'soon']) {
      const res = await create(createBody({ timeSlotStart }));
      expect(res).toMatchObject({ status: 400, body: { error: 'reserve-timeslot-error-other' } });
    }
  });

  it.each([
    ['missing first name', { personalData: booker({ firstName: '' }) }],
    ['bad email', { personalData: booker({ email: 'anna@example' }) }],
    ['email with a space', { personalData: booker({ email: 'an na@example.com' }) }],
    ['bad language', { personalData: { ...booker(), language: 'fr' } }],
    ['bad birth date', { personalData: booker({ birthDate: '1980-02-30' }) }],
    ['services not a list', { services: 'dxa' }],
    ['partner without email', { personalDataPartner: { firstName: 'B', lastName: 'C' } }],
    ['partner reservation id not a uuid', { reservationIdPartner: '42' }],
  ])('answers 400 invalid-request: %s', async (_name, patch) => {
    const before = await count();
    const valid = createBody({ timeSlotStart: slot() });
    // Some patches break the contract's types on purpose (a language it lacks, services not a
    // list, a partner without an email).
    const res = await create(
      invalidBody({ ...valid, reservationData: { ...valid.reservationData, ...patch } }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(await count()).toBe(before);
  });

  it.each([
    ['too short', '+41 79'],
    ['too long', '+1234567890123456'],
    ['with a letter', '+417912a4567'],
    ['with a letter and spaces', '+41 79 12a 45 67'],
  ])('answers 400 phone-invalid for a phone %s (SPEC 5), and writes nothing', async (_n, phone) => {
    const before = await count();
    const res = await create(
      createBody({ timeSlotStart: slot(), personalData: booker({ phone }) }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'phone-invalid' } });
    expect(await count()).toBe(before);
  });

  it('answers 400 below-minimum-age for a booker under 18 (docs/spec.md), and writes nothing', async () => {
    const fifteen = new Date();
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
    const before = await count();
    const res = await create(
      createBody({
        timeSlotStart: slot(),
        personalData: booker({ birthDate: fifteen.toISOString().slice(0, 10) }),
      }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'below-minimum-age' } });
    expect(await count()).toBe(before);
  });

  it('answers 422 screening-precheck-stop for a yes in the safety pre-check, and writes nothing; all no books', async () => {
    const before = await count();
    const precheck = { pacemaker: 'yes', neurostimulator: 'no', cochlearImplant: 'no' } as const;
    const refused = await create(
      createBody({ timeSlotStart: slot(), screeningPrecheck: precheck }),
    );
    expect(refused).toMatchObject({ status: 422, body: { error: 'screening-precheck-stop' } });
    expect(await count()).toBe(before);
    // Answers that are no question's answers are a bad request, not a refusal for health
    // reasons: a key outside the pattern, another answer, too many keys.
    const tooMany = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [`question${i}`, 'no']),
    );
    for (const screeningPrecheck of [
      { 'no such key!': 'yes' },
      { pacemaker: 'maybe' },
      tooMany,
    ]) {
      const bad = await create(
        invalidBody({
          ...createBody({ timeSlotStart: slot() }),
          reservationData: {
            ...createBody({ timeSlotStart: slot() }).reservationData,
            screeningPrecheck,
          },
        }),
      );
      expect(bad).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    }
    expect(await count()).toBe(before);
    // A "__proto__" key is dropped by the parser (zod), never set as the answers' prototype.
    const withProto = Object.assign(JSON.parse('{"__proto__": {"pacemaker": "yes"}}'), {
      ...precheck,
      pacemaker: 'no',
    });
    const booked = await create(
      createBody({ timeSlotStart: slot(), screeningPrecheck: withProto }),
    );
    expect(booked.status).toBe(201);
    expect(({} as Record<string, unknown>).pacemaker).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('a slot inside the free-cancellation window is refused without the acceptance and taken with it (docs/decisions/0008-booking-policy-shared-and-grace.md)', async () => {
    // A controlled clock: Monday 2030-01-07 09:00 in Zurich, the slot Tuesday 14:00 (29 h on).
    const deps = {
      ...(await reservationDeps({ fresh: true })),
      now: new Date('2030-01-07T08:00:00Z'),
    };
    const body = createBody({ locationSlug: 'bern', timeSlotStart: '2030-01-08T14:00:00+01:00' });
    const before = await count();
    await expect(
      createReservation(createReservationBodySchema.parse(body), deps),
    ).rejects.toMatchObject({
      code: 'cancellation-terms-not-accepted',
      id: 'cancellation-terms-not-accepted',
    });
    expect(await count()).toBe(before);
    const taken = await createReservation(
      createReservationBodySchema.parse({ ...body, acceptLateCancellation: true }),
      deps,
    );
    expect(taken.status).toBe('pending');
  });

  it('answers 400 invalid-request for an acceptance that is not a boolean', async () => {
    const res = await create(
      invalidBody({ ...createBody({ timeSlotStart: slot() }), acceptLateCancellation: 'yes' }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('accepts optional fields left out, defaulting sex to male', async () => {
    const personalData: PersonalDataRequest = {
      firstName: 'Max',
      lastName: 'M',
      email: 'max@example.com',
      language: 'en',
      phone: '',
    };
    const res = await create(
      createBody({ timeSlotStart: slot(), personalData }, 'https://x.test/en-de/summary?a=1'),
    );
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(reservations)
      .where(sql`id = ${res.body.reservation.id}`);
    expect(row.personalData).toMatchObject({
      biologicalSex: 'male',
      phone: null,
      street: null,
      localization: 'en-de',
    });
    expect(row.locale).toBe('en-de');
  });

  it('refuses names with control or bidi-override characters with their own id, for booker and partner', async () => {
    const before = await count();
    for (const [field, value] of [
      ['firstName', 'Anna\r\nBcc: x@evil.example'],
      ['lastName', 'Muster\u202Etxt.exe'],
      ['firstName', 'A\u2066B'],
      ['lastName', 'B\u0007'],
      ['firstName', 'Anna\u2028Bcc: x@evil.example'],
      ['lastName', 'Muster\u2029X'],
    ] as const) {
      const res = await create(
        createBody({ timeSlotStart: slot(), personalData: booker({ [field]: value }) }),
      );
      expect(res).toMatchObject({ status: 400, body: { error: 'name-invalid-characters' } });
    }
    const partner = await create(
      createBody({
        timeSlotStart: slot(),
        personalDataPartner: { firstName: 'Ben\nX', lastName: 'P', email: 'ben@example.com' },
      }),
    );
    expect(partner).toMatchObject({ status: 400, body: { error: 'name-invalid-characters' } });
    expect(await count()).toBe(before);
    // letters of any script stay welcome
    const ok = await create(
      createBody({
        timeSlotStart: slot(),
        personalData: booker({ firstName: 'Zoë-Åsa', lastName: 'Çelik Nguyễn' }),
      }),
    );
    expect(ok.status).toBe(201);
  });

  it('answers 400 for malformed JSON and 405 for GET', async () => {
    const bad = await api.request({
      method: 'POST',
      body: '{"reservationData":',
      headers: clientIp(),
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    const get = await api.get({}, clientIp());
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 413 for an oversized body', async () => {
    const huge = createBody({
      timeSlotStart: slot(),
      personalData: booker({ street: 'x'.repeat(100_000) }),
    });
    expect((await create(huge)).status).toBe(413);
  });

  it('rate-limits one client', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await api.post({}, headers)).status;
    expect(last).toBe(429);
  });

  describe('partner booking', () => {
    it('stores the partner and marks it a partner booking', async () => {
      const partner = { firstName: 'Ben', lastName: 'Partner', email: 'ben@example.com' };
      const res = await create(createBody({ timeSlotStart: slot(), personalDataPartner: partner }));
      expect(res.status).toBe(201);
      const [row] = await t.db
        .select()
        .from(reservations)
        .where(sql`id = ${res.body.reservation.id}`);
      expect(row.isPartnerBooking).toBe(true);
      expect(row.partnerData).toEqual(partner);
    });

    it('refuses a partner with the booker email (any case)', async () => {
      const me = booker({ email: 'Same@Example.com' });
      const res = await create(
        createBody({
          timeSlotStart: slot(),
          personalData: me,
          personalDataPartner: { firstName: 'B', lastName: 'C', email: 'same@example.COM' },
        }),
      );
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'partner-reservation-email-not-allowed' },
      });
    });

    async function confirmedPartnerBooking(partnerEmail: string) {
      const res = await create(
        createBody({
          timeSlotStart: slot(),
          personalDataPartner: { firstName: 'Ben', lastName: 'P', email: partnerEmail },
        }),
      );
      expect(res.status).toBe(201);
      return res.body.reservation.id;
    }

    it('lets the invited partner book once, on a confirmed partner booking', async () => {
      const bookingId = await confirmedPartnerBooking('ben.once@example.com');
      const partnerBody = () =>
        createBody({
          timeSlotStart: slot(),
          reservationIdPartner: bookingId,
          // a paid add-on, so that the partner's own booking stays a pending hold
          services: ['dxa'],
          personalData: booker({ email: 'Ben.Once@example.com' }),
        });
      // not paid yet: the invitation is not valid
      expect(await create(partnerBody())).toMatchObject({
        status: 404,
        body: { error: 'partner-reservation-not-found' },
      });
      await confirmReservation(
        bookingId,
        { paidCents: 448000, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
        t.db,
      );
      const first = await create(partnerBody());
      expect(first.status).toBe(201);
      const [row] = await t.db
        .select()
        .from(reservations)
        .where(sql`id = ${first.body.reservation.id}`);
      expect(row.partnerOfReservationId).toBe(bookingId);
      expect(row.isPartnerBooking).toBe(false);
      expect(await create(partnerBody())).toMatchObject({
        status: 409,
        body: { error: 'partner-reservation-already-booked' },
      });
      // once the partner's hold lapses, the partner may book again
      await t.db.execute(
        sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${first.body.reservation.id}`,
      );
      expect((await create(partnerBody())).status).toBe(201);
    });

    it('refuses someone else than the invited partner, and non-partner bookings, without telling a stranger which', async () => {
      const bookingId = await confirmedPartnerBooking('ben.only@example.com');
      await confirmReservation(
        bookingId,
        { paidCents: 1, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
        t.db,
      );
      const stranger = createBody({
        timeSlotStart: slot(),
        reservationIdPartner: bookingId,
        personalData: booker({ email: 'eve@example.com' }),
      });
      // no oracle: a stranger's email on a real partner booking answers like an unknown id
      expect(await create(stranger)).toMatchObject({
        status: 404,
        body: { error: 'partner-reservation-not-found' },
      });

      const single = await create(createBody({ timeSlotStart: slot() }));
      await confirmReservation(
        single.body.reservation.id,
        { paidCents: 1, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
        t.db,
      );
      const notPartner = createBody({
        timeSlotStart: slot(),
        reservationIdPartner: single.body.reservation.id,
      });
      expect(await create(notPartner)).toMatchObject({
        status: 404,
        body: { error: 'partner-reservation-not-found' },
      });

      const unknown = createBody({
        timeSlotStart: slot(),
        reservationIdPartner: '00000000-0000-4000-8000-000000000000',
      });
      expect(await create(unknown)).toMatchObject({
        status: 404,
        body: { error: 'partner-reservation-not-found' },
      });
    });
  });
});
