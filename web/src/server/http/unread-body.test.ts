/**
 * an answer that leaves the request body unread (413, and a refusal before the body
 * is read: rate limit, wrong method, cross-site) says `Connection: close`, so a client does not
 * send its next request on a connection the server is about to reset; a body that was read
 * keeps the connection alive.
 */
import http from 'node:http';
import { z } from 'zod';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { apiHandler } from './handler';
import { readJsonBody } from './body';
import { enforceRateLimit } from './rate-limit';
import { INVALID_REQUEST } from '@/contracts/error-ids';

setupTestDb({ worker: false });

const echo = apiHandler('echo', {
  POST: async (req, res) => {
    if (req.headers['x-limit'] === 'now') {
      // Refused before the body is read, as a rate limit does.
      await enforceRateLimit(req, res, { bucket: 'unread-body', limit: 0, windowSeconds: 60 });
      return;
    }
    const body = await readJsonBody(req, res, z.object({ name: z.string() }));
    if (!body) return;
    res.status(200).json(body);
  },
});

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ default: echo, config: { api: { bodyParser: false } } });
});
afterAll(() => api.close());

type Answer = { status: number; connection: string | undefined; body: string; socket: unknown };

/** One request on `agent` (one socket at most): the answer and the socket it went over. */
function send(
  agent: http.Agent,
  body: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      api.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            connection: res.headers.connection,
            body: text,
            socket: req.socket,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

it('413 answers Connection: close, and the next request (a new connection) succeeds', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const tooLarge = await send(agent, big);
    expect(tooLarge).toMatchObject({ status: 413, connection: 'close' });
    const next = await send(agent, JSON.stringify({ name: 'ok' }));
    expect(next.status).toBe(200);
  } finally {
    agent.destroy();
  }
});

it('a refusal before the body is read answers Connection: close too', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, JSON.stringify({ name: 'x'.repeat(200_000) }), {
      'x-limit': 'now',
    });
    expect(refused).toMatchObject({ status: 429, connection: 'close' });
    expect((await send(agent, JSON.stringify({ name: 'ok' }))).status).toBe(200);
  } finally {
    agent.destroy();
  }
});

it('an answer after the whole body was read keeps the connection', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await send(agent, JSON.stringify({ name: 'a' }));
    const bad = await send(agent, '{not json');
    const second = await send(agent, JSON.stringify({ name: 'b' }));
    expect([first.status, bad.status, second.status]).toEqual([200, 400, 200]);
    // The route's own answer, not Node's bare 400 to a request it could not parse (which closes).
    expect(JSON.parse(bad.body)).toEqual({ error: INVALID_REQUEST });
    expect(bad.connection).not.toBe('close');
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});
