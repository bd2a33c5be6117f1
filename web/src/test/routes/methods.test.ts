/** GET-only routes: a POST (even with a malformed JSON body) answers 405 with an error id. */
import { startApi, type RouteModule } from '@/test/api';
import * as buildId from '@/pages/api/build-id';
import * as errorMessages from '@/pages/api/error-messages';
import * as paymentData from '@/pages/api/payment/payment-data';
import * as fetchDuration from '@/pages/api/reservation/fetch-duration';
import * as fetchEndDate from '@/pages/api/reservation/fetch-end-date';
import * as routeRules from '@/pages/api/route-rules';
import * as checkOccupation from '@/pages/api/timeslots/check-time-slot-occupation';
import * as fetchTimeSlots from '@/pages/api/timeslots/fetch-time-slots';
import * as nextFree from '@/pages/api/timeslots/next-free';

const routes: [string, RouteModule][] = [
  ['build-id', buildId],
  ['error-messages', errorMessages],
  ['payment/payment-data', paymentData],
  ['reservation/fetch-duration', fetchDuration],
  ['reservation/fetch-end-date', fetchEndDate],
  ['route-rules', routeRules],
  ['timeslots/check-time-slot-occupation', checkOccupation],
  ['timeslots/fetch-time-slots', fetchTimeSlots],
  ['timeslots/next-free', nextFree],
];

describe.each(routes)('/api/%s', (path, route) => {
  it('answers a POST with a malformed JSON body 405 { error: method-not-allowed }', async () => {
    const api = await startApi(route, `/api/${path}`);
    try {
      const res = await api.request({ method: 'POST', body: '{not json' });
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ error: 'method-not-allowed' });
    } finally {
      await api.close();
    }
  });
});
