import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { MAX_SIGNATURE_AGE_MS, createRevalidateHandler } from './handler';
import { revalidationPaths } from './paths';

const SECRET = 'test-webhook-secret';

function request(
  method: string,
  body: string,
  headers: Record<string, string> = {},
): NextApiRequest {
  const req = Readable.from([Buffer.from(body)]) as unknown as NextApiRequest;
  Object.assign(req, { method, headers });
  return req;
}

function response() {
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    revalidate: jest.fn(async (_path: string) => {}),
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(payload: unknown) {
      res.body = payload;
      return res;
    },
    setHeader(name: string, value: string) {
      res.headers[name] = value;
      return res;
    },
  };
  return res;
}

async function call(
  req: NextApiRequest,
  { secret }: { secret: string | undefined } = { secret: SECRET },
) {
  const res = response();
  await createRevalidateHandler({ secret: () => secret, rateLimit: async () => true })(
    req,
    res as unknown as NextApiResponse,
  );
  return res;
}

const payload = JSON.stringify({ _type: 'checkupPackage', _id: 'checkupPackage.whole_body_scan' });

describe('revalidationPaths', () => {
  it('lists every content page in all four locales', () => {
    expect(revalidationPaths(['/check-up'])).toEqual([
      '/de-ch/check-up',
      '/en-ch/check-up',
      '/de-de/check-up',
      '/en-de/check-up',
    ]);
    // Every step, the manage page, the questionnaire, the rebook page, the waitlist's three
    // link pages, 404, 500 and the desk's 15 pages (their words are Site texts): 31 pages in
    // four locales.
    expect(revalidationPaths()).toHaveLength(124);
    for (const page of [
      'location',
      'timeslot',
      'summary',
      'payment',
      'payment-return',
      'success',
      'booking',
      'waitlist/confirm',
      'waitlist/leave',
      'waitlist/offer',
      '404',
      '500',
      'staff/book',
      'staff',
      'staff/screening',
      'staff/sign-in',
    ])
      expect(revalidationPaths()).toContain(`/en-de/${page}`);
  });
});

describe('POST /api/revalidate', () => {
  it('revalidates every content page for a correctly signed webhook', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const res = await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ revalidated: revalidationPaths() });
    expect(res.revalidate.mock.calls.map((c) => c[0])).toEqual(revalidationPaths());
  });

  it('rebuilds all pages at once', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const req = request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature });
    const res = response();
    let inFlight = 0;
    let most = 0;
    res.revalidate.mockImplementation(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    });
    await createRevalidateHandler({ secret: () => SECRET, rateLimit: async () => true })(
      req,
      res as unknown as NextApiResponse,
    );
    expect(res.statusCode).toBe(200);
    expect(most).toBe(revalidationPaths().length);
    expect(res.revalidate).toHaveBeenCalledTimes(revalidationPaths().length);
  });

  it.each([
    ['older than five minutes', -MAX_SIGNATURE_AGE_MS - 1000],
    ['from 2022', new Date('2022-06-01T00:00:00Z').getTime() - Date.now()],
    // A minute past the bound: the header keeps whole seconds and the check runs later than
    // the signing (long on a loaded machine), both of which bring a signature ahead closer.
    ['more than five minutes ahead', MAX_SIGNATURE_AGE_MS + 60_000],
  ])('refuses a correctly signed body whose signature is %s', async (_name, offset) => {
    const signature = await encodeSignatureHeader(payload, Date.now() + offset, SECRET);
    const res = await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature }));
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ error: 'signature-expired' });
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('answers 413 for a body over 1 MB, with Connection: close; a failing read is no 413', async () => {
    const big = request('POST', 'x'.repeat(1_000_001));
    Object.assign(big, { complete: false });
    const res = response();
    Object.assign(res, { req: big });
    await createRevalidateHandler({ secret: () => SECRET, rateLimit: async () => true })(
      big,
      res as unknown as NextApiResponse,
    );
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ error: 'body-too-large' });
    expect(res.headers.Connection).toBe('close');
    const broken = new Readable({
      read() {
        this.destroy(new Error('socket hang up'));
      },
    }) as unknown as NextApiRequest;
    Object.assign(broken, { method: 'POST', headers: {} });
    await expect(call(broken)).rejects.toThrow('socket hang up');
  });

  it('runs afterRebuild once the pages are rebuilt, without waiting for it (docs/operations.md)', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const res = response();
    let finish!: () => void;
    const afterRebuild = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await createRevalidateHandler({
      secret: () => SECRET,
      rateLimit: async () => true,
      afterRebuild,
    })(
      request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature }),
      res as unknown as NextApiResponse,
    );
    expect(res.statusCode).toBe(200);
    expect(afterRebuild).toHaveBeenCalledTimes(1);
    finish();
    // Not for a refused webhook.
    await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: 'bad' }));
    expect(afterRebuild).toHaveBeenCalledTimes(1);
  });

  it('accepts a signature made four minutes ago', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now() - 4 * 60_000, SECRET);
    const res = await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature }));
    expect(res.statusCode).toBe(200);
  });

  it('stops at the rate limit before reading the body', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const req = request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature });
    const res = response();
    await createRevalidateHandler({
      secret: () => SECRET,
      rateLimit: async (_req, r) => {
        r.status(429).json({ error: 'rate-limited' });
        return false;
      },
    })(req, res as unknown as NextApiResponse);
    expect(res.statusCode).toBe(429);
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('refuses a signature made with another secret', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), 'another-secret');
    const res = await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature }));
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ error: 'invalid-signature' });
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('refuses a body changed after signing', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const res = await call(
      request('POST', payload.replace('whole_body_scan', 'x'), {
        [SIGNATURE_HEADER_NAME]: signature,
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('refuses a missing or malformed signature header', async () => {
    expect((await call(request('POST', payload))).statusCode).toBe(401);
    const res = await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: 'garbage' }));
    expect(res.statusCode).toBe(401);
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('refuses everything while no secret is configured', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const res = await call(request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature }), {
      secret: undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ error: 'revalidate-not-configured' });
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('answers 405 to other methods', async () => {
    const res = await call(request('GET', ''));
    expect(res.statusCode).toBe(405);
    expect(res.headers.Allow).toBe('POST');
  });

  it('answers 400 to a signed body that is not a JSON object', async () => {
    const body = 'not json';
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const res = await call(request('POST', body, { [SIGNATURE_HEADER_NAME]: signature }));
    expect(res.statusCode).toBe(400);
    expect(res.revalidate).not.toHaveBeenCalled();
  });

  it('reports a failed page with a non-2xx answer so Sanity retries', async () => {
    const signature = await encodeSignatureHeader(payload, Date.now(), SECRET);
    const req = request('POST', payload, { [SIGNATURE_HEADER_NAME]: signature });
    const res = response();
    res.revalidate.mockImplementation(async (path: string) => {
      if (path !== '/de-ch/check-up') throw new Error('boom');
    });
    await createRevalidateHandler({ secret: () => SECRET, rateLimit: async () => true })(
      req,
      res as unknown as NextApiResponse,
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      error: 'revalidate-failed',
      revalidated: ['/de-ch/check-up'],
    });
  });
});
