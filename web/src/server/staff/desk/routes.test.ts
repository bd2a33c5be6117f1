/**
 * The desk's read routes refuse without a staff session (until the sign-in lands every request
 * has none: server/staff/session.ts), before reading anything, and are never cached. The
 * refusals for roles and locations need signed-in staff and come with the sign-in's tests.
 */
import * as booking from '@/pages/api/staff/booking/[id]';
import * as day from '@/pages/api/staff/day';
import * as events from '@/pages/api/staff/events';
import * as search from '@/pages/api/staff/search';
import { startApi, type RouteModule } from '@/test/api';

const cases: [string, RouteModule, 'GET' | 'POST', Record<string, string>][] = [
  ['day', day, 'GET', { location: 'location.zurich_bellevue', date: '2031-03-12' }],
  ['events', events, 'GET', { location: 'location.zurich_bellevue' }],
  ['booking', booking, 'GET', { id: '00000000-0000-4000-8000-000000000000' }],
  ['search', search, 'POST', {}],
];

it.each(cases)(
  '%s: 401 staff-sign-in-required without a session',
  async (_n, route, method, query) => {
    const api = await startApi(route);
    try {
      const res =
        method === 'GET'
          ? await api.get(query)
          : await api.request({
              method,
              body: { q: 'Muster' },
              headers: { 'content-type': 'application/json' },
            });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'staff-sign-in-required' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await api.close();
    }
  },
);

it('search answers only POST: the query must not stand in a URL', async () => {
  const api = await startApi(search);
  try {
    expect((await api.get({ q: 'Muster' })).status).toBe(405);
  } finally {
    await api.close();
  }
});
