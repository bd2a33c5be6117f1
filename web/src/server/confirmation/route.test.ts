/** POST /api/booking/confirmation against a fresh database and the seed content. */
import { buildBooking } from '@/test/booking';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import * as route from '@/pages/api/booking/confirmation';

const t = setupTestDb();
let api: TestApi;

beforeAll(async () => {
  api = await startApi(route, '/api/booking/confirmation');
});
afterAll(() => api.close());

type Answer = {
  booking: {
    status: string;
    paid: number;
    balance: number;
    total: number;
    ics: string | null;
    partner: unknown;
  };
};

describe('POST /api/booking/confirmation', () => {
  it('answers paid amount, balance and an .ics in Zurich time for a confirmed booking', async () => {
    const r = await buildBooking(t.db, {
      status: 'confirmed',
      holdExpiresAt: null,
      paidCents: 30000,
      balanceDueCents: 244000,
      startsAt: new Date('2030-01-07T09:00:00Z'),
      endsAt: new Date('2030-01-07T11:35:00Z'),
    });
    const res = await api.post<Answer>({ id: r.id, email: ' ANNA@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      status: 'confirmed',
      total: 2740,
      paid: 300,
      balance: 2440,
      partner: null,
    });
    const ics = res.body.booking.ics ?? '';
    expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20300107T100000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Zurich:20300107T123500\r\n');
    expect(ics).toContain(`UID:${r.id}@checkup-booking`);
    expect(ics).toMatch(/LOCATION:Zurich|LOCATION:Zürich/);
  });

  it('gives no calendar file for an unpaid hold', async () => {
    const r = await buildBooking(t.db);
    const res = await api.post<Answer>({ id: r.id, email: 'anna@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe('pending');
    expect(res.body.booking.ics).toBeNull();
  });

  it('names the partner of a partner booking', async () => {
    const r = await buildBooking(t.db, {
      status: 'confirmed',
      holdExpiresAt: null,
      isPartnerBooking: true,
      partnerData: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
    });
    const res = await api.post<Answer>({ id: r.id, email: 'anna@example.com' });
    expect(res.body.booking.partner).toEqual({ firstName: 'Ben', lastName: 'Muster' });
  });

  it.each([
    [
      { id: 'not-a-uuid', email: 'anna@example.com' },
      400,
      'unpaid-missing-reservation-id-or-email',
    ],
    [
      { id: '7d9f4c1e-0000-4000-8000-000000000000', email: 'anna@example.com' },
      404,
      'unpaid-email-does-not-match',
    ],
  ])('refuses %j with %i', async (body, status, error) => {
    const res = await api.post(body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error });
  });

  it('needs the booker email; a wrong one answers like an unknown id', async () => {
    const r = await buildBooking(t.db, { status: 'confirmed', holdExpiresAt: null });
    const res = await api.post({ id: r.id, email: 'someone@example.com' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'unpaid-email-does-not-match' });
  });

  it('answers malformed JSON with the catalogue id, not a plain-text 400', async () => {
    const res = await api.request({ method: 'POST', body: '{not json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'unpaid-missing-reservation-id-or-email' });
  });

  it('answers 405 for GET', async () => {
    const res = await api.get({ id: 'x' });
    expect(res.status).toBe(405);
  });
});
