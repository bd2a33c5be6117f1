// A stand-in for the Content Lake, for screenshots of the built Studio (docs/languages.md
// "German Studio"): serves an existing `sanity build` output and answers the Studio's API calls
// from the seed dataset, plus the fixtures below. Builds nothing.
// Usage: DIST=<sanity build output> node studio/harness/standin.mjs [out.png]
//   TARGET  the Studio path to open (default: the Zurich location's draft, whose Monday hours
//           overlap), LOCALE (default de-DE), LOG=1 lists every API call.
import { chromium } from 'playwright-core';
import { parse, evaluate } from 'groq-js';
import http from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = process.env.DIST ?? path.join(here, '..', 'dist');
const port = Number(process.env.PORT ?? 3434);
const origin = `http://localhost:${port}`;
const out = process.argv[2] ?? '/tmp/studio-standin.png';
const locale = process.env.LOCALE ?? 'de-DE';
const log = (...a) => process.env.LOG && console.log(...a);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No Studio build at ${root} (set DIST, or run \`npm run build -w studio\`).`);
  process.exit(1);
}

const seed = readFileSync(path.join(here, '../../schemas/seed/production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
// Fixture: a draft of the Zurich location with a second Monday interval that overlaps the first.
const zurich = seed.find((d) => d._id === 'location.zurich_bellevue');
const fixtures = zurich
  ? [
      {
        ...zurich,
        _id: 'drafts.location.zurich_bellevue',
        openingHours: [
          ...zurich.openingHours,
          { _key: 'overlap', _type: 'openingInterval', weekday: 1, from: '12:00', to: '20:00' },
        ],
      },
    ]
  : [];
const dataset = [...seed, ...fixtures].map((d) => ({
  _rev: 'seed',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  ...d,
}));

// Static files, and the listener: `/standin/v*/data/listen/<dataset>` (the page's fetch sends
// the Studio's listen requests here, see below) as Server-Sent Events that stay open: welcome,
// then a heartbeat comment every 10 s. Without an open stream the client reconnects and the
// Studio stays at "connecting" and never validates.
const server = http
  .createServer((req, res) => {
    const url = new URL(req.url, origin);
    if (url.pathname.startsWith('/standin/')) {
      log('SSE', url.pathname);
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: 'stand-in' })}\n\n`);
      const beat = setInterval(() => res.write(': heartbeat\n\n'), 10_000);
      req.on('close', () => clearInterval(beat));
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
    res.setHeader('content-type', type[path.extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  })
  .listen(port);

const user = {
  id: 'pEditor',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  profileImage: null,
  provider: 'sanity',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
};
const everything = ['history', 'read', 'update', 'create'];
const grants = {
  'sanity.document.filter.mode': [
    {
      grants: everything.map((name) => ({ name, params: {} })),
      config: { filter: '_id in path("**")' },
    },
  ],
};
const unknown = new Set();

async function answer(route) {
  const req = route.request();
  const url = new URL(req.url());
  const p = url.pathname.replace(/^\/v[^/]+/, '');
  const headers = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
  };
  const json = (body, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
  if (!url.hostname.endsWith('api.sanity.io')) return route.abort(); // fonts, CDN, telemetry
  log('API', req.method(), url.pathname);
  if (p === '/users/me') return json(user);
  if (p.startsWith('/users/')) return json([user]);
  if (p === '/check/cors') return json({ result: { ok: true } });
  if (p === '/ping') return json({ message: 'PONG' });
  if (p.startsWith('/data/query/')) {
    const body = req.method() === 'POST' ? JSON.parse(req.postData() ?? '{}') : {};
    // groq-js has no text::query; the list search's filter is dropped (every document matches).
    const query = (url.searchParams.get('query') ?? body.query).replace(
      /\(\[@, _id\] match text::query\(\$__query\) \|\| references\(\$__rawQuery\)\) && /g,
      '',
    );
    const params = { ...body.params };
    for (const [k, v] of url.searchParams)
      if (k.startsWith('$')) params[k.slice(1)] = JSON.parse(v);
    try {
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
      return json({ result, ms: 1, query });
    } catch (error) {
      log('QUERY FAILED', String(error).slice(0, 200), query.slice(0, 200));
      return json({ result: null, ms: 1, query });
    }
  }
  if (p.startsWith('/data/doc/')) {
    const ids = decodeURIComponent(p.split('/').pop()).split(',');
    const documents = ids.map((id) => dataset.find((d) => d._id === id)).filter(Boolean);
    const omitted = ids
      .filter((id) => !documents.some((d) => d._id === id))
      .map((id) => ({ id, reason: 'existence' }));
    return json({ documents, omitted });
  }
  if (p.startsWith('/data/mutate/')) return json({ transactionId: 'standin', results: [] });
  if (p.startsWith('/data/history/')) return json([]);
  if (/^\/projects\/[^/]+\/grants$/.test(p)) return json(grants);
  if (p.includes('/acl')) return json([{ filter: '_id in path("**")', permissions: everything }]);
  if (/^\/projects\/[^/]+$/.test(p)) {
    return json({
      id: url.hostname.split('.')[0],
      displayName: 'Check-up',
      members: [{ ...user, isCurrentUser: true, isRobot: false }],
      metadata: {},
      organizationId: null,
    });
  }
  if (p.endsWith('/features') || p.startsWith('/features')) return json([]);
  if (!unknown.has(p)) {
    unknown.add(p);
    log('UNANSWERED (empty object)', req.method(), url.pathname);
  }
  return json({});
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
await context.addInitScript(
  ({ standin, locale }) => {
    localStorage.setItem('sanity-locale:placeholder:default', locale);
    // @sanity/client's listener runs the `eventsource` package over globalThis.fetch; a route
    // cannot keep a response open, so these requests go to the stand-in's own server.
    const fetch = globalThis.fetch.bind(globalThis);
    globalThis.fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : (input.url ?? String(input)));
      if (url.hostname.endsWith('api.sanity.io') && url.pathname.includes('/data/listen/')) {
        const r = fetch(`${standin}${url.pathname}${url.search}`, { ...init, credentials: 'omit' });
        return r;
      }
      return fetch(input, init);
    };
  },
  { standin: `${origin}/standin`, locale },
);
await context.route(/sanity\.io|sanity-cdn\.com/, answer);
// The presence socket (`wss://<project>.api.sanity.io/v*/socket/<dataset>`, @sanity/bifur-client):
// the Studio's connection status is "connected" only while it beats, so the stand-in answers
// it: a heart every 10 s, and each JSON-RPC request (authorization, presence subscriptions)
// with an empty result or a subscription id. No one else is present.
await context.routeWebSocket(/sanity\.io/, (ws) => {
  log('SOCKET', ws.url().slice(0, 120));
  ws.send('\u2665');
  const beat = setInterval(() => ws.send('\u2665'), 10_000);
  ws.onClose(() => clearInterval(beat));
  ws.onMessage((message) => {
    let request;
    try {
      request = JSON.parse(String(message));
    } catch {
      return;
    }
    log('SOCKET <-', String(message).slice(0, 120));
    if (request?.id === undefined) return;
    const result = String(request.method).endsWith('_subscribe') ? `sub-${request.id}` : null;
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
  });
});
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && log('CONSOLE', m.text().slice(0, 300)));
page.on('pageerror', (error) => console.log('PAGE ERROR', String(error).slice(0, 300)));
page.on('requestfailed', (r) => log('FAILED', r.url().slice(0, 160), r.failure()?.errorText));
page.on('response', (r) => r.status() >= 400 && log('HTTP', r.status(), r.url().slice(0, 160)));

const target = process.env.TARGET ?? '/structure/location;location.zurich_bellevue';
await page.goto(`${origin}${target}`);
let shown = true;
if (!process.env.TARGET) {
  // The overlap's message, in the Studio's language: once the draft is loaded (its German name
  // is in its field), the booking group shows the opening hours and the document's validation
  // panel lists the message. A miss still takes the screenshot, and exits 1.
  const message = locale === 'de-DE' ? /überschneidet sich mit/ : /overlaps/;
  shown = await (async () => {
    await page.waitForFunction(
      () => [...document.querySelectorAll('input')].some((i) => i.value === 'Zürich Bellevue'),
      null,
      { timeout: 240_000 },
    );
    await page.getByRole('tab', { name: locale === 'de-DE' ? 'Buchung' : 'Booking' }).click();
    // The document's validation inspector (the pane header's status button) lists each
    // message with its text; the field markers show it only on hover.
    for (let attempt = 0; attempt < 30; attempt++) {
      if (await page.getByText(message).first().isVisible()) break;
      const button = page
        .locator(
          '[data-testid="validation-list-button"], [data-testid*="validation"] button, button[aria-label*="Validierung"], button[aria-label*="alidation"]',
        )
        .first();
      if (await button.isVisible().catch(() => false)) await button.click().catch(() => {});
      await page.waitForTimeout(2_000);
    }
    await page.getByText(message).first().waitFor({ timeout: 10_000 });
    return true;
  })().catch((error) => (console.log('NO MESSAGE', String(error).slice(0, 200)), false));
}
await page.screenshot({ path: out });
console.log(out);
if (process.env.HOLD) await page.waitForTimeout(Number(process.env.HOLD));
await browser.close();
server.close();
process.exit(shown ? 0 : 1);
