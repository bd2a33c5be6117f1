/**
 * Integration: a page on another site cannot make its visitors' browsers take holds. A
 * text/plain (CORS-simple) POST and a foreign-origin POST to the real create route are refused
 * and change nothing; every state-changing route answers the same through apiHandler.
 */
import { sql } from 'drizzle-orm';
import type { RouteModule } from '@/test/api';
import * as confirmationRoute from '@/pages/api/booking/confirmation';
import * as idleContactRoute from '@/pages/api/idle-contact';
import * as logRoute from '@/pages/api/log';
import * as confirmRoute from '@/pages/api/payment/confirm';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as devPayRoute from '@/pages/api/payment/dev-pay';
import * as fetchDataRoute from '@/pages/api/payment/fetch-data';
import * as createRoute from '@/pages/api/reservation/create';
import * as fetchPartnerRoute from '@/pages/api/reservation/fetch-partner';
import * as fetchUnpaidRoute from '@/pages/api/reservation/fetch-unpaid';
import * as releaseRoute from '@/pages/api/reservation/release';
import { startApi, type TestApi } from '@/test/api';
import { clientIp, createBody, upcomingSlots } from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';

const t = setupTestDb();
let create: TestApi;
let slot: string;

beforeAll(async () => {
  create = await startApi(createRoute, '/api/reservation/create');
  [slot] = await upcomingSlots({
    locationSlug: 'bern',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
});
afterAll(() => create.close());

async function reservationCount(): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from reservations`),
  );
  return Number(rows[0].n);
}

const body = () =>
  JSON.stringify(
    createBody({
      timeSlotStart: slot,
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
    }),
  );

describe('POST /api/reservation/create from another site', () => {
  it('a text/plain POST (no preflight needed) answers 415 and creates no hold', async () => {
    const res = await create.request({
      method: 'POST',
      body: body(),
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...clientIp() },
    });
    expect(res).toMatchObject({ status: 415, body: { error: 'unsupported-media-type' } });
    expect(await reservationCount()).toBe(0);
  });

  it('a JSON POST with a foreign Origin answers 403 and creates no hold', async () => {
    const res = await create.request({
      method: 'POST',
      body: body(),
      headers: { origin: 'https://attacker.example', ...clientIp() },
    });
    expect(res).toMatchObject({ status: 403, body: { error: 'cross-site-request-refused' } });
    const fetchMeta = await create.request({
      method: 'POST',
      body: body(),
      headers: { 'sec-fetch-site': 'cross-site', ...clientIp() },
    });
    expect(fetchMeta.status).toBe(403);
    expect(await reservationCount()).toBe(0);
  });

  it('the same request from the site itself creates the hold', async () => {
    const res = await create.request({
      method: 'POST',
      body: body(),
      headers: {
        origin: new URL(create.url).origin,
        'sec-fetch-site': 'same-origin',
        ...clientIp(),
      },
    });
    expect(res.status).toBe(201);
    expect(await reservationCount()).toBe(1);
  });
});

const stateChanging: [string, RouteModule][] = [
  ['booking/confirmation', confirmationRoute],
  ['idle-contact', idleContactRoute],
  ['log', logRoute],
  ['payment/confirm', confirmRoute],
  ['payment/create-intent', createIntentRoute],
  ['payment/dev-pay', devPayRoute],
  ['payment/fetch-data', fetchDataRoute],
  ['reservation/fetch-partner', fetchPartnerRoute],
  ['reservation/fetch-unpaid', fetchUnpaidRoute],
  ['reservation/release', releaseRoute],
];

describe.each(stateChanging)('POST /api/%s', (path, route) => {
  it('refuses text/plain (415) and a foreign origin (403)', async () => {
    const api = await startApi(route, `/api/${path}`);
    try {
      const plain = await api.request({
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'text/plain', ...clientIp() },
      });
      expect(plain).toMatchObject({ status: 415, body: { error: 'unsupported-media-type' } });
      const foreign = await api.request({
        method: 'POST',
        body: {},
        headers: { origin: 'https://attacker.example', ...clientIp() },
      });
      expect(foreign).toMatchObject({ status: 403, body: { error: 'cross-site-request-refused' } });
    } finally {
      await api.close();
    }
  });
});
