/** @jest-environment node */
/**
 * The patch of Next's answer writing (patches/next+16.4.6.patch, applied by `npm ci`'s
 * postinstall): a cached page answers with the same HTML string on every hit, and Next encoded
 * it to UTF-8 (and measured its bytes) on every request: for the 26 kB check-up page ~10 µs
 * and ~50 kB of garbage each time (225 → 197 µs of CPU per request under steady load,
 * docs/performance.md "Pages"). The patched sendRenderResult encodes an HTML string once and
 * sends the bytes; other answers are Next's.
 */
import fs from 'node:fs';
import { HTML_CONTENT_TYPE_HEADER, JSON_CONTENT_TYPE_HEADER } from 'next/dist/lib/constants';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';

type Sent = { headers: Record<string, unknown>; body: unknown };

async function send(result: RenderResult, method = 'GET'): Promise<Sent> {
  const headers: Record<string, unknown> = {};
  const sent: Sent = { headers, body: undefined };
  const res = {
    finished: false,
    headersSent: false,
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    end: (body: unknown) => {
      sent.body = body;
      res.finished = true;
    },
  };
  await sendRenderResult({
    req: { method, headers: {} } as never,
    res: res as never,
    result,
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: undefined,
  });
  return sent;
}

const HTML = HTML_CONTENT_TYPE_HEADER;
// Umlauts and typographic quotes: more UTF-8 bytes than characters.
const page = `<!DOCTYPE html><p>„Ganzkörper-MRT“ – Zürich · ${'x'.repeat(20_000)}</p>`;

test('an HTML page is sent as its UTF-8 bytes with their length', async () => {
  const { headers, body } = await send(RenderResult.fromStatic(page, HTML));
  expect(Buffer.isBuffer(body)).toBe(true);
  expect((body as Buffer).equals(Buffer.from(page, 'utf8'))).toBe(true);
  expect(headers['content-length']).toBe(Buffer.byteLength(page));
  expect(headers['content-length']).toBeGreaterThan(page.length);
  expect(headers['content-type']).toBe(HTML);
});

test('the same page string is encoded once, whatever RenderResult carries it', async () => {
  const first = await send(RenderResult.fromStatic(page, HTML));
  const second = await send(RenderResult.fromStatic(page, HTML));
  expect(Buffer.isBuffer(first.body)).toBe(true);
  expect(second.body).toBe(first.body);
  // A regenerated page (a new string) gets its own bytes.
  const changed = page.replace('Zürich', 'Genève');
  const third = await send(RenderResult.fromStatic(changed, HTML));
  expect((third.body as Buffer).toString('utf8')).toBe(changed);
});

test('a HEAD request gets the length without a body', async () => {
  const { headers, body } = await send(RenderResult.fromStatic(page, HTML), 'HEAD');
  expect(body).toBeNull();
  expect(headers['content-length']).toBe(Buffer.byteLength(page));
});

test('other answers (a page data request) are sent as Next sends them', async () => {
  const json = JSON.stringify({ pageProps: { title: 'Ganzkörper' } });
  const { headers, body } = await send(
    new RenderResult(json, { contentType: JSON_CONTENT_TYPE_HEADER, metadata: {} }),
  );
  expect(body).toBe(json);
  expect(headers['content-length']).toBe(Buffer.byteLength(json));
});

test('the patch is in both copies of sendRenderResult (the server chunks bundle the ESM one)', () => {
  for (const file of ['next/dist/server/send-payload.js', 'next/dist/esm/server/send-payload.js'])
    expect(fs.readFileSync(require.resolve(file), 'utf8')).toContain('utf8Body(payload)');
});
