import handler from '@/pages/api/error-messages';
import { startApi, type TestApi } from '@/test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi(handler);
});
afterAll(() => api.close());

describe('GET /api/error-messages', () => {
  it('answers the visitor messages of the language, cacheable', async () => {
    const res = await api.get<{ messages: Record<string, string> }>({ language: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    expect(res.body.messages['unpaid-email-does-not-match']).toBe('Email does not match');
    expect(res.body.messages['check-timeslot-occupation-error']).toBeUndefined();
  });

  it('refuses a missing or unknown language and other methods', async () => {
    expect((await api.get({})).body).toEqual({ error: 'invalid-request' });
    expect((await api.get({ language: 'fr' })).status).toBe(400);
    expect((await api.post({})).status).toBe(405);
  });
});
