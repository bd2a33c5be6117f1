/**
 * JS budgets of the booking flow (item 13, docs/spec.md), run in web/ after a production build:
 *   npm run build && npm run bench:budgets
 * For a separate build that leaves .next alone (another `next start` may be using it):
 *   NEXT_DIST_DIR=node_modules/.cache/next-bench NEXT_BROWSER_SOURCEMAPS=true npm run build
 *   NEXT_DIST_DIR=node_modules/.cache/next-bench npm run bench:budgets
 *
 * Starts `next start` on a free port (from 3200, DEV_PAYMENTS_IN_PRODUCTION=true) unless
 * BASE_URL is set, walks the de-ch flow in /usr/bin/chromium (check-up, add-ons, location,
 * timeslot, summary, then reserves and pays with the dev test card), and for a full load of
 * every step records each same-origin script: its body gzipped at level 9 here (the server's
 * own compression level does not change the figure), summed per step. Each chunk's source
 * map (built with NEXT_BROWSER_SOURCEMAPS=true) names its modules, so the table says which
 * chunks hold @stripe, react-hook-form (+ @hookform/resolvers), zod and luxon; without maps
 * it falls back to text signatures.
 *
 * Baseline ("empty page"): no throwaway page may ship in the product, so the baseline is
 * the framework share of check-up: the chunks whose modules all come from next, react,
 * react-dom, scheduler and @swc/helpers, plus the Turbopack runtime.
 *
 * With LIGHTHOUSE=1 it then runs Lighthouse (default mobile: emulated Moto G Power, simulated
 * slow 4G and 4x CPU slowdown) on check-up, timeslot and summary, performance + accessibility.
 * First-load JS of a step = the same-origin scripts its HTML names (`<script src>`: Next's
 * chunks of the page and the build manifests), i.e. what loads before the page is
 * interactive; every step must stay within BUDGET_CHECKUP_KB of it. Chunks loaded after
 * hydration (React.lazy, next/dynamic) are reported beside it as "all scripts".
 * Exit code 1 when a budget is missed. Env: BASE_URL, PORT, BUDGET_CHECKUP_KB (150),
 * CHROMIUM_PATH (/usr/bin/chromium), LIGHTHOUSE_RUNS (1; the median run is reported),
 * LIGHTHOUSE_CPU_MULTIPLIER (default: Lighthouse's 4x), LIGHTHOUSE_THROTTLING_METHOD (default
 * simulate; devtools = applied), LIGHTHOUSE_FLOOR=1 (before each run, the same Lighthouse on a
 * bare Next page, scripts/bench/framework-floor.ts: what the host gives the framework alone at
 * that moment), BENCH_JSON (write results there).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { buildFrameworkFloor, startFrameworkFloor } from './bench/framework-floor';
import { sourceMapNameOf } from './bench/source-map-name';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const LOCALE = 'de-ch';
const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';
const SERVICE = 'dxa';
const BUDGET_KB = Number(process.env.BUDGET_CHECKUP_KB ?? 150);
const WEB_DIR = path.resolve(__dirname, '..');

/** Libraries a step must not load before it needs them (module path inside node_modules). */
const LIBRARIES = {
  stripe: /node_modules\/@stripe\//,
  'react-hook-form': /node_modules\/(react-hook-form|@hookform\/resolvers)\//,
  zod: /node_modules\/zod\//,
  luxon: /node_modules\/luxon\//,
} as const;
type Library = keyof typeof LIBRARIES;

/** Text signatures when no source map is served (minified code keeps these strings). */
const SIGNATURES: Record<Library, RegExp> = {
  stripe: /js\.stripe\.com|loadStripe|Stripe\.js/,
  'react-hook-form': /shouldUnregister|useFormContext|zodResolver/,
  zod: /ZodError|\$ZodType/,
  luxon: /Invalid DateTime|Luxon/,
};

const FRAMEWORK = /^node_modules\/(next|react|react-dom|scheduler|@swc\/helpers|styled-jsx)\//;

/** Where each library may first appear (the issue: "before it needs them"). */
const ALLOWED: Record<Library, readonly string[]> = {
  stripe: ['payment'],
  'react-hook-form': ['summary', 'payment'],
  zod: ['summary', 'payment', 'success'],
  luxon: ['timeslot', 'summary', 'payment', 'success'],
};

interface Chunk {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  libraries: Library[];
  framework: boolean;
  mapped: boolean;
}

interface StepResult {
  step: string;
  path: string;
  chunks: Chunk[];
  /** Every same-origin script until `load` + 2.5 s (incl. chunks loaded after hydration). */
  gzipTotal: number;
  /** First-load JS: the scripts the page's HTML names (`<script src>`), i.e. before hydration. */
  firstLoadGzip: number;
  firstLoadScripts: number;
}

/** The same-origin script paths a page's HTML names: Next's first-load JS of that page. */
export function htmlScriptPaths(html: string, origin: string): Set<string> {
  const paths = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) {
    const url = new URL(src.replace(/&amp;/g, '&'), origin);
    if (url.origin === origin) paths.add(url.pathname);
  }
  return paths;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${start}`);
}

async function waitForServer(url: string, child: ChildProcess | null): Promise<void> {
  // A first start on a loaded host (builds beside it) takes minutes.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess | null }> {
  if (process.env.BASE_URL)
    return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), child: null };
  const port = await freePort(Number(process.env.PORT ?? 3200));
  const next = path.resolve(WEB_DIR, '..', 'node_modules', '.bin', 'next');
  const child = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: {
      // What a production start insists on; throwaway values and database for the walk only.
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: `bench:${randomBytes(32).toString('base64')}`,
      PGLITE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-budgets-db-')),
      ...process.env,
      PORT: String(port),
      DEV_PAYMENTS_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

/** Module paths of a chunk from its source map, or null when none is served. */
async function sourcesOf(url: string, text: string): Promise<string[] | null> {
  const mapName = sourceMapNameOf(text);
  if (!mapName || mapName.startsWith('data:')) return null;
  try {
    const res = await fetch(new URL(mapName, url));
    if (!res.ok) return null;
    const map = (await res.json()) as {
      sources?: string[];
      sections?: { map: { sources?: string[] } }[];
    };
    return [...(map.sources ?? []), ...(map.sections ?? []).flatMap((s) => s.map.sources ?? [])];
  } catch {
    return null;
  }
}

const chunkCache = new Map<string, Chunk>();

async function describeChunk(url: string, body: Buffer): Promise<Chunk> {
  const cached = chunkCache.get(url);
  if (cached) return cached;
  const text = body.toString('utf8');
  const sources = await sourcesOf(url, text);
  // Turbopack writes turbopack:///[project]/<path> for modules, [turbopack]/... for its runtime.
  const modules = (sources ?? []).map((s) =>
    decodeURIComponent(s).replace(/^turbopack:\/\/\/(\[project\]\/)?/, ''),
  );
  const libraries = (Object.keys(LIBRARIES) as Library[]).filter((lib) =>
    sources ? modules.some((m) => LIBRARIES[lib].test(m)) : SIGNATURES[lib].test(text),
  );
  const name = path.basename(new URL(url).pathname);
  const framework = sources
    ? modules.length > 0 && modules.every((m) => FRAMEWORK.test(m) || m.startsWith('[turbopack]'))
    : /^(turbopack|webpack|framework|main)-/.test(name);
  const chunk: Chunk = {
    url,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    libraries,
    framework: framework || name.startsWith('turbopack-'),
    mapped: sources !== null,
  };
  chunkCache.set(url, chunk);
  return chunk;
}

/** Records the same-origin scripts of one full page load (a reload keeps sessionStorage). */
async function measure(
  page: Page,
  baseUrl: string,
  step: string,
  load: () => Promise<unknown>,
): Promise<StepResult> {
  const origin = new URL(baseUrl).origin;
  const pending: Promise<Chunk | null>[] = [];
  const foreign: string[] = [];
  let html: Promise<string> = Promise.resolve('');
  const onResponse = (response: import('@playwright/test').Response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.ok())
      html = response.text().catch(() => '');
    if (request.resourceType() !== 'script') return;
    if (new URL(response.url()).origin !== origin) {
      foreign.push(response.url());
      return;
    }
    pending.push(
      response
        .body()
        .then((body) => describeChunk(response.url(), body))
        .catch(() => null),
    );
  };
  const onFailed = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).origin !== origin)
      foreign.push(request.url());
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  await load();
  // Not 'networkidle': the pages keep polling (build id, slots). Lazy chunks requested after
  // hydration (next/dynamic, import()) count for the step too, hence the pause.
  await page.waitForLoadState('load');
  await page.waitForTimeout(2500);
  page.off('response', onResponse);
  page.off('requestfailed', onFailed);
  const pathname = new URL(page.url()).pathname;
  if (!pathname.endsWith(`/${step}`)) {
    throw new Error(`${step}: the page ended on ${pathname} (a guard redirected)`);
  }
  const chunks = (await Promise.all(pending)).filter((c): c is Chunk => c !== null);
  if (foreign.length > 0) {
    // Stripe.js from js.stripe.com is a third-party script: list it as a library load.
    chunks.push(
      ...foreign.map((url) => ({
        url,
        rawBytes: 0,
        gzipBytes: 0,
        libraries: /stripe/.test(url) ? (['stripe'] as Library[]) : [],
        framework: false,
        mapped: false,
      })),
    );
  }
  const unique = [...new Map(chunks.map((c) => [c.url, c])).values()];
  const named = htmlScriptPaths(await html, origin);
  if (named.size === 0) throw new Error(`${step}: no page HTML with scripts was recorded`);
  const firstLoad = unique.filter((c) => named.has(new URL(c.url).pathname));
  return {
    step,
    path: pathname,
    chunks: unique,
    gzipTotal: unique.reduce((sum, c) => sum + c.gzipBytes, 0),
    firstLoadGzip: firstLoad.reduce((sum, c) => sum + c.gzipBytes, 0),
    firstLoadScripts: firstLoad.length,
  };
}

async function freeSlot(baseUrl: string): Promise<string> {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({
    locationSlug: LOCATION,
    checkupSlug: CHECKUP,
    services: SERVICE,
    startDate: day(3),
    endDate: day(40),
  });
  const res = await fetch(`${baseUrl}/api/timeslots/fetch-time-slots?${query}`);
  if (!res.ok) throw new Error(`fetch-time-slots answered ${res.status}: ${await res.text()}`);
  const { days } = (await res.json()) as {
    days: { slots: { start: string; freeRooms: number }[] }[];
  };
  const slots = days.flatMap((d) => d.slots).filter((s) => s.freeRooms > 0);
  if (slots.length === 0) throw new Error('no free slot in 40 days');
  return slots[Math.floor(Math.random() * slots.length)].start;
}

function stepUrls(baseUrl: string, slot: string): Record<string, string> {
  const base = new URLSearchParams({ checkup: CHECKUP, services: SERVICE });
  const withLocation = new URLSearchParams(base);
  withLocation.set('location', LOCATION);
  const summary = new URLSearchParams(withLocation);
  summary.set('timeslot-start', slot);
  return {
    'check-up': `${baseUrl}/${LOCALE}/check-up`,
    'add-ons': `${baseUrl}/${LOCALE}/add-ons?${base}`,
    location: `${baseUrl}/${LOCALE}/location?${base}`,
    timeslot: `${baseUrl}/${LOCALE}/timeslot?${withLocation}`,
    summary: `${baseUrl}/${LOCALE}/summary?${summary}`,
  };
}

async function fillAndReserve(page: Page): Promise<void> {
  const form = page.getByTestId('summary-form');
  await form.waitFor({ timeout: 20_000 });
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}(\\s*\\*.*)?$`));
  await field('Vorname').fill('Bench');
  await field('Nachname').fill('Budget');
  await field('E-Mail').fill(`bench.${Date.now()}@example.ch`);
  await field('Nummer').fill('079 123 45 67');
  const birth = form.getByRole('group', { name: /^Geburtsdatum/ });
  await birth.getByLabel('Tag').fill('17');
  await birth.getByLabel('Monat').fill('05');
  await birth.getByLabel('Jahr').fill('1980');
  await field('Strasse und Hausnummer').fill('Bahnhofstrasse 1');
  await field('PLZ').fill('8001');
  await field('Ort').fill('Zürich');
  // The safety pre-check's questions (docs/screening.md "Pre-check"): "Nein" lets the booking go on.
  for (const question of await form.getByTestId('precheck').locator('fieldset').all())
    await question.getByRole('radio', { name: 'Nein', exact: true }).check();
  await form.getByLabel(/Ich akzeptiere die AGB/).check();
  await page.getByRole('button', { name: 'Reservieren und weiter zur Zahlung' }).click();
  // A loaded host (other builds beside it) can take longer than a quiet one to reserve.
  await page.waitForURL(/\/payment(\?|$)/, { timeout: 90_000 });
}

async function payWithTestCard(page: Page): Promise<void> {
  const form = page.getByTestId('dev-card-form');
  await form.waitFor({ timeout: 20_000 });
  await form.getByLabel('Testkartennummer').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: /bezahlen$/ }).click();
  await page.waitForURL(/\/success(\?|$)/, { timeout: 90_000 });
}

async function walkFlow(context: BrowserContext, baseUrl: string, urls: Record<string, string>) {
  const page = await context.newPage();
  const results: StepResult[] = [];
  for (const step of ['check-up', 'add-ons', 'location', 'timeslot', 'summary']) {
    results.push(await measure(page, baseUrl, step, () => page.goto(urls[step])));
  }
  // Payment and success need a reservation: reserve and pay in the browser, then reload
  // each page, so the figure is a full load like the others (the state is in sessionStorage).
  await fillAndReserve(page);
  results.push(await measure(page, baseUrl, 'payment', () => page.reload()));
  await payWithTestCard(page);
  results.push(await measure(page, baseUrl, 'success', () => page.reload()));
  await page.close();
  return results;
}

function report(results: StepResult[]): { failures: string[]; baseline: number } {
  const checkup = results.find((r) => r.step === 'check-up')!;
  const frameworkChunks = checkup.chunks.filter((c) => c.framework);
  const baseline = frameworkChunks.reduce((s, c) => s + c.gzipBytes, 0);
  const failures: string[] = [];

  console.log(`\nJS per step (${LOCALE}, same-origin scripts, gzip -9, kB = 1000 bytes)\n`);
  console.log('step      | scripts | raw kB | gzip kB | over baseline | libraries (chunks)');
  console.log('----------|---------|--------|---------|---------------|-------------------');
  for (const r of results) {
    const raw = r.chunks.reduce((s, c) => s + c.rawBytes, 0);
    const libs = (Object.keys(LIBRARIES) as Library[])
      .map((lib) => {
        const n = r.chunks.filter((c) => c.libraries.includes(lib));
        return n.length
          ? `${lib} (${n.map((c) => path.basename(new URL(c.url).pathname)).join(', ')})`
          : null;
      })
      .filter(Boolean)
      .join('; ');
    console.log(
      `${r.step.padEnd(9)} | ${String(r.chunks.length).padStart(7)} | ${kb(raw).padStart(6)} | ${kb(r.gzipTotal).padStart(7)} | ${`+${kb(r.gzipTotal - baseline)}`.padStart(13)} | ${libs || '-'}`,
    );
    for (const lib of Object.keys(LIBRARIES) as Library[]) {
      if (r.chunks.some((c) => c.libraries.includes(lib)) && !ALLOWED[lib].includes(r.step)) {
        failures.push(`${r.step} loads ${lib}`);
      }
    }
  }
  console.log(
    `\nBaseline (framework chunks of check-up: ${frameworkChunks.map((c) => path.basename(c.url)).join(', ')}): ${kb(baseline)} kB gzip`,
  );
  // The build manifests (_buildManifest.js, ...) never have maps; only chunks matter here.
  const unmapped = [...chunkCache.values()].filter(
    (c) => !c.mapped && c.url.includes('/static/chunks/'),
  );
  console.log(
    `Source maps: ${unmapped.length === 0 ? 'all chunks (libraries found by module path)' : `missing for ${unmapped.length} chunks (text signatures used for those)`}`,
  );
  // check-up's every script (incl. any loaded after hydration) within the budget.
  if (checkup.gzipTotal > BUDGET_KB * 1000) {
    failures.push(`check-up loads ${kb(checkup.gzipTotal)} kB gzip JS (budget ${BUDGET_KB} kB)`);
  }
  // every step within 150 kB of first-load JS (the scripts its HTML names, i.e.
  // what loads before the page is interactive; docs/performance.md). Chunks loaded after
  // hydration (React.lazy, next/dynamic) are shown beside it, not counted.
  console.log(
    `\nFirst-load JS per step vs ${BUDGET_KB} kB gzip (all scripts until load + 2.5 s beside it, docs/performance.md):`,
  );
  for (const r of results) {
    const ok = r.firstLoadGzip <= BUDGET_KB * 1000;
    console.log(
      `  ${r.step.padEnd(9)} ${kb(r.firstLoadGzip).padStart(7)} kB (${r.firstLoadScripts} scripts)   goal <= ${BUDGET_KB}   ${ok ? 'met' : 'MISSED'}   all scripts ${kb(r.gzipTotal)} kB`,
    );
    if (!ok)
      failures.push(
        `${r.step} loads ${kb(r.firstLoadGzip)} kB gzip first-load JS (budget ${BUDGET_KB} kB)`,
      );
  }
  console.log('\nChunks of check-up:');
  for (const c of [...checkup.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${path.basename(new URL(c.url).pathname).padEnd(28)} ${kb(c.gzipBytes).padStart(6)} kB${c.framework ? '  framework' : ''}${c.libraries.length ? `  ${c.libraries.join(', ')}` : ''}`,
    );
  }
  return { failures, baseline };
}

interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failedAudits: string[];
  /** Lighthouse's CPU benchmark of this host during the run (higher = faster). */
  benchmarkIndex: number;
  /** Total blocking time in ms (numeric). */
  tbtMs: number;
}

async function lighthouse(url: string, name: string): Promise<LighthouseScore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, `${name}.json`);
  const bin = path.resolve(WEB_DIR, '..', 'node_modules', '.bin', 'lighthouse');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin,
      [
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`,
        '--quiet',
        // Optional host calibration (Lighthouse's CPU throttling calculator maps its
        // benchmarkIndex to a multiplier); unset = the default mobile 4x.
        // 'devtools' = applied throttling (the page really loads over a slow link), a check
        // on the default simulation, which includes everything the host ran before first paint.
        ...(process.env.LIGHTHOUSE_THROTTLING_METHOD
          ? [`--throttling-method=${process.env.LIGHTHOUSE_THROTTLING_METHOD}`]
          : []),
        ...(process.env.LIGHTHOUSE_CPU_MULTIPLIER
          ? [`--throttling.cpuSlowdownMultiplier=${Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER)}`]
          : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
  const lhr = JSON.parse(await readFile(out, 'utf8')) as {
    categories: Record<
      string,
      { score: number | null; auditRefs: { id: string; weight: number }[] }
    >;
    audits: Record<
      string,
      { score: number | null; displayValue?: string; numericValue?: number; title: string }
    >;
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
  };
  if (lhr.runtimeError)
    throw new Error(`lighthouse ${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, lhr.audits[id]?.displayValue ?? '-']),
  );
  const failedAudits = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .filter(
      (ref) =>
        ref.weight > 0 &&
        lhr.audits[ref.id]?.score !== null &&
        (lhr.audits[ref.id]?.score ?? 1) < 1,
    )
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})`);
  return {
    page: name,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    metrics,
    failedAudits,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The bare Next page of scripts/bench/framework-floor.ts, built if needed and served. */
async function frameworkFloor() {
  buildFrameworkFloor();
  const floor = startFrameworkFloor(await freePort(Number(process.env.PORT ?? 3200) + 50));
  try {
    await waitForServer(floor.url, floor.child);
  } catch (error) {
    floor.child.kill('SIGTERM');
    throw error;
  }
  return floor;
}

/** The run with the median performance score of each page (Lighthouse varies run to run). */
function medianRuns(scores: LighthouseScore[]): LighthouseScore[] {
  const pages = [...new Set(scores.map((s) => s.page))];
  return pages.map((page) => {
    const runs = scores
      .filter((s) => s.page === page)
      .sort((a, b) => a.performance - b.performance);
    return runs[Math.floor((runs.length - 1) / 2)];
  });
}

async function main() {
  const { baseUrl, child } = await startServer();
  const stop = () => child?.kill('SIGTERM');
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${baseUrl}/${LOCALE}/check-up`, child);
    const slot = await freeSlot(baseUrl);
    const urls = stepUrls(baseUrl, slot);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    const context = await browser.newContext();
    // Each step prefetches the next step's page one second after it is shown (SPEC 2,
    // useNextStepPrefetch); those are the next page's scripts, loaded in advance, not this
    // page's. The walk reports a slow-2g connection, on which the site does not prefetch, so
    // every figure is the step's own JS. BENCH_WITH_PREFETCH=1 measures with the prefetch.
    if (process.env.BENCH_WITH_PREFETCH !== '1') {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          value: { effectiveType: 'slow-2g' },
          configurable: true,
        });
      });
    }
    const results = await walkFlow(context, baseUrl, urls);
    await browser.close();
    const { failures, baseline } = report(results);

    const scores: LighthouseScore[] = [];
    if (process.env.LIGHTHOUSE === '1') {
      const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
      const floor = process.env.LIGHTHOUSE_FLOOR === '1' ? await frameworkFloor() : null;
      try {
        for (const name of ['check-up', 'timeslot', 'summary']) {
          for (let i = 0; i < runs; i++) {
            // Taking turns: the host's speed drifts between runs (docs/performance.md).
            if (floor) scores.push(await lighthouse(floor.url, `floor (${name})`));
            scores.push(await lighthouse(urls[name], name));
          }
        }
      } finally {
        floor?.child.kill('SIGTERM');
      }
      console.log(
        `\nLighthouse (mobile default), median of ${runs} run(s): page | performance (all runs) | accessibility | FCP | LCP | TBT | CLS | SI | benchmarkIndex`,
      );
      for (const s of medianRuns(scores)) {
        const m = s.metrics;
        const all = scores
          .filter((x) => x.page === s.page)
          .map((x) => x.performance)
          .join('/');
        // The host's speed per run (higher = faster): a busy host inflates blocking time.
        const indexes = scores.filter((x) => x.page === s.page).map((x) => x.benchmarkIndex);
        console.log(
          `  ${s.page.padEnd(9)} | ${s.performance} (${all}) | ${s.accessibility} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} | ${m['speed-index']} | ${s.benchmarkIndex} (runs ${Math.min(...indexes)}-${Math.max(...indexes)})`,
        );
        const tbts = scores
          .filter((x) => x.page === s.page)
          .map((x) => x.tbtMs)
          .sort((a, b) => a - b);
        const tbt = tbts[Math.floor((tbts.length - 1) / 2)];
        // The floor's rows are a reference, not the site: no goal applies to them.
        if (s.page.startsWith('floor')) {
          console.log(`    median TBT ${tbt} ms (Next and React alone)`);
          continue;
        }
        if (s.failedAudits.length) console.log(`    audits below 1: ${s.failedAudits.join(', ')}`);
        if (s.performance < 95)
          failures.push(`${s.page}: Lighthouse performance ${s.performance} < 95`);
        // the median total blocking time of the page's runs below 200 ms.
        console.log(
          `    performance ${s.performance} (goal >= 95 ${s.performance >= 95 ? 'met' : 'MISSED'}), median TBT ${tbt} ms (goal < 200 ${tbt < 200 ? 'met' : 'MISSED'})`,
        );
        if (!(tbt < 200)) failures.push(`${s.page}: median total blocking time ${tbt} ms >= 200`);
        if (s.accessibility < 100)
          failures.push(`${s.page}: Lighthouse accessibility ${s.accessibility} < 100`);
      }
    }
    if (process.env.BENCH_JSON) {
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ baseline, results, scores }, null, 2));
    }
    console.log(
      `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}`,
    );
    if (failures.length) {
      console.log(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nAll budgets met.');
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
