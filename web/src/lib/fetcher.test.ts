import { apiFetch, ApiError, buildUrl, shouldRetry, swrFetcher, type HttpMethod } from './fetcher';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('shouldRetry', () => {
  const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504];
  test.each<HttpMethod>(['GET', 'HEAD', 'OPTIONS'])(
    '%s retries on every transient status, not on others',
    (method) => {
      for (const status of retryStatuses) expect(shouldRetry(method, status)).toBe(true);
      for (const status of [400, 401, 403, 404, 405, 422, 501])
        expect(shouldRetry(method, status)).toBe(false);
    },
  );
  test.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('%s never retries', (method) => {
    for (const status of retryStatuses) expect(shouldRetry(method, status)).toBe(false);
  });
});

test('buildUrl: repeated params for arrays, empty values left out', () => {
  expect(
    buildUrl('/api/x', { a: 'b c', list: ['dxa', 'lung_ct'], n: 3, none: null, undef: undefined }),
  ).toBe('/api/x?a=b+c&list=dxa&list=lung_ct&n=3');
  expect(buildUrl('/api/x', {})).toBe('/api/x');
});

test('GET returns parsed JSON with the query in the URL', async () => {
  fetchMock.mockResolvedValueOnce(json(200, { totalDuration: 155 }));
  const data = await apiFetch<{ totalDuration: number }>('/api/reservation/fetch-duration', {
    query: { checkupSlug: 'whole_body_scan', services: 'dxa,lung_ct' },
  });
  expect(data.totalDuration).toBe(155);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe(
    '/api/reservation/fetch-duration?checkupSlug=whole_body_scan&services=dxa%2Clung_ct',
  );
  expect(fetchMock.mock.calls[0][1].method).toBe('GET');
  expect(fetchMock.mock.calls[0][1].body).toBeUndefined();
});

test('POST sends a JSON body', async () => {
  fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
  await apiFetch('/api/payment/create-intent', {
    method: 'POST',
    body: { reservationId: 'r', url: '/x' },
  });
  const init = fetchMock.mock.calls[0][1];
  expect(init.body).toBe(JSON.stringify({ reservationId: 'r', url: '/x' }));
  expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
});

test('an error answer throws ApiError with the catalogue id and status', async () => {
  fetchMock.mockResolvedValueOnce(json(400, { error: 'discount-code-invalid' }));
  const err = await apiFetch('/api/payment/fetch-data', { method: 'POST', body: {} }).catch(
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ id: 'discount-code-invalid', status: 400 });
});

test('a 200 that carries an error id is an error', async () => {
  fetchMock.mockResolvedValueOnce(json(200, { error: 'error-stripe-payment' }));
  await expect(
    apiFetch('/api/payment/confirm', { method: 'POST', body: {} }),
  ).rejects.toMatchObject({ id: 'error-stripe-payment' });
});

test('an error without a catalogue id gets a generic id', async () => {
  fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 404 }));
  await expect(apiFetch('/api/nope')).rejects.toMatchObject({ id: 'http-error', status: 404 });
});

test('invalid JSON on success is reported', async () => {
  fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }));
  await expect(apiFetch('/api/x')).rejects.toMatchObject({ id: 'invalid-response' });
});

test('a network failure is an ApiError with status 0', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(apiFetch('/api/x')).rejects.toMatchObject({ id: 'network-error', status: 0 });
});

test.each([408, 409, 425, 429, 500, 502, 503, 504])(
  'GET is retried once on %i and can then succeed',
  async (status) => {
    fetchMock
      .mockResolvedValueOnce(json(status, { error: 'error-fetching-timeslots' }))
      .mockResolvedValueOnce(json(200, { days: [] }));
    await expect(apiFetch('/api/timeslots/fetch-time-slots', { retryDelayMs: 0 })).resolves.toEqual(
      { days: [] },
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  },
);

test('GET is retried only once', async () => {
  fetchMock.mockResolvedValue(json(503, { error: 'error-fetching-timeslots' }));
  await expect(apiFetch('/api/x', { retryDelayMs: 0 })).rejects.toMatchObject({
    id: 'error-fetching-timeslots',
    status: 503,
  });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('GET is not retried on a client error', async () => {
  fetchMock.mockResolvedValue(json(404, { error: 'unpaid-reservation-not-found' }));
  await expect(apiFetch('/api/x', { retryDelayMs: 0 })).rejects.toMatchObject({ status: 404 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is never retried', async (method) => {
  fetchMock.mockResolvedValue(json(503, { error: 'salesforce-reservation-failed' }));
  await expect(apiFetch('/api/x', { method, body: {}, retryDelayMs: 0 })).rejects.toMatchObject({
    status: 503,
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('swrFetcher accepts a path or a [path, query] key', async () => {
  fetchMock
    .mockResolvedValueOnce(json(200, { id: 'abc' }))
    .mockResolvedValueOnce(json(200, { totalDuration: 90 }));
  await expect(swrFetcher('/api/build-id')).resolves.toEqual({ id: 'abc' });
  await expect(
    swrFetcher(['/api/reservation/fetch-duration', { checkupSlug: 'x' }]),
  ).resolves.toEqual({ totalDuration: 90 });
  expect(fetchMock.mock.calls[1][0]).toBe('/api/reservation/fetch-duration?checkupSlug=x');
});
