/** Integration: /api/reservation/fetch-duration and fetch-end-date over real HTTP, seed content. */
import fetchDurationRoute from '@/pages/api/reservation/fetch-duration';
import fetchEndDateRoute from '@/pages/api/reservation/fetch-end-date';
import { startApi, type TestApi } from '@/test/api';

let duration: TestApi;
let endDate: TestApi;
beforeAll(async () => {
  duration = await startApi(fetchDurationRoute);
  endDate = await startApi(fetchEndDateRoute);
});
afterAll(async () => {
  await duration.close();
  await endDate.close();
});

describe('GET /api/reservation/fetch-duration', () => {
  it('adds the services to the package (90 + 65 + 20 = 175)', async () => {
    const res = await duration.get({
      checkupSlug: 'whole_body_scan_with_blood_test',
      services: 'dxa,brain_age',
    });
    expect(res).toMatchObject({ status: 200, body: { totalDuration: 175 } });
  });

  it('accepts repeated keys and no services', async () => {
    expect(
      (
        await duration.get({
          checkupSlug: 'whole_body_scan_with_blood_test',
          services: ['dxa', 'lung_ct'],
        })
      ).body,
    ).toEqual({ totalDuration: 170 });
    expect((await duration.get({ checkupSlug: 'whole_body_scan' })).body).toEqual({
      totalDuration: 90,
    });
  });

  it.each([
    [{ checkupSlug: 'nope' }],
    [{}],
    [{ checkupSlug: 'whole_body_scan', services: 'dxa' }], // included in that package, not an add-on
    [{ checkupSlug: 'whole_body_scan_with_blood_test', services: 'apo_e4_test' }], // not bookable
    [{ checkupSlug: 'whole_body_scan_with_blood_test', services: 'unknown' }],
    [{ checkupSlug: 'whole_body_scan_with_blood_test', services: 'dxa,dxa' }],
    [{ checkupSlug: ['whole_body_scan', 'whole_body_scan'] }],
  ])('answers 400 invalid-request for %j', async (query) => {
    expect(await duration.get(query)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });

  it('answers 405 for POST', async () => {
    const res = await duration.post({});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});

describe('GET /api/reservation/fetch-end-date', () => {
  it('returns the end with the Zurich offset', async () => {
    const res = await endDate.get({
      timeSlotStart: '2026-12-14T10:00:00+01:00',
      checkupSlug: 'whole_body_scan_with_blood_test',
      services: 'dxa,brain_age',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { timeSlotEnd: '2026-12-14T12:55:00+01:00', totalDuration: 175 },
    });
  });

  it('converts a UTC start to Zurich time, across DST', async () => {
    const res = await endDate.get({
      timeSlotStart: '2026-10-25T00:30:00Z',
      checkupSlug: 'whole_body_scan',
    });
    // 02:30+02:00 plus 90 real minutes crosses 03:00 -> 02:00: the end is 03:00+01:00
    expect(res.body).toEqual({ timeSlotEnd: '2026-10-25T03:00:00+01:00', totalDuration: 90 });
  });

  it('answers 400 for a start without offset or not a date', async () => {
    for (const timeSlotStart of ['2026-12-14T10:00:00', 'tomorrow', '']) {
      const res = await endDate.get({ timeSlotStart, checkupSlug: 'whole_body_scan' });
      expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    }
  });
});
