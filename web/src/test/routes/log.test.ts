import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import * as route from '@/pages/api/log';

setupTestDb();
let api: TestApi;
let lines: string[];
let restore: () => void;

beforeAll(async () => {
  api = await startApi(route, '/api/log');
});
afterAll(() => api.close());

beforeEach(() => {
  lines = [];
  process.env.LOG_LEVEL = 'debug';
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  restore = () => {
    out.mockRestore();
    err.mockRestore();
    process.env.LOG_LEVEL = 'silent';
  };
});
afterEach(() => restore());

function clientLines() {
  return lines.filter((l) => l.includes('"source":"client"')).map((l) => JSON.parse(l));
}

describe('POST /api/log', () => {
  it('writes a structured entry without personal data', async () => {
    const res = await api.post(
      {
        level: 'error',
        event: 'locale-load-failed',
        fields: {
          locale: 'de-ch',
          email: 'anna@example.com',
          detail: 'user anna@example.com, +41 79 123 45 67',
          level: 'x',
        },
      },
      { 'x-forwarded-for': '203.0.113.1' },
    );
    expect(res.status).toBe(204);
    const [entry] = clientLines();
    expect(entry).toMatchObject({
      level: 'error',
      event: 'client.locale-load-failed',
      locale: 'de-ch',
      detail: 'user [email], [phone]',
      source: 'client',
    });
    expect(JSON.stringify(lines)).not.toContain('anna@example.com');
    expect(entry.email).toBeUndefined();
  });

  it.each([
    ['unknown level', { level: 'fatal', event: 'x' }],
    ['missing event', { level: 'info' }],
    ['event with spaces', { level: 'info', event: 'a b' }],
    [
      'too many fields',
      {
        level: 'info',
        event: 'x',
        fields: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, i])),
      },
    ],
    ['nested field', { level: 'info', event: 'x', fields: { a: { b: 1 } } }],
    ['not JSON', '{nope'],
  ])('answers 400 for %s', async (_name, body) => {
    const res = await api.post(body, { 'x-forwarded-for': '203.0.113.2' });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(clientLines()).toHaveLength(0);
  });

  it('answers 413 for an oversized body', async () => {
    const res = await api.post(
      { level: 'info', event: 'x', fields: { a: 'y'.repeat(500) }, pad: 'z'.repeat(9000) },
      { 'x-forwarded-for': '203.0.113.3' },
    );
    expect(res.status).toBe(413);
  });

  it('rate-limits a noisy client', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.4' };
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await api.post({ level: 'info', event: 'tick' }, headers)).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('answers 405 to GET', async () => {
    expect(await api.get()).toMatchObject({ status: 405 });
  });
});
