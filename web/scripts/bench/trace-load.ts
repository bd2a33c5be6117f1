/**
 * Where a page load's main-thread time goes in Chromium (Lighthouse blocking time, docs/performance.md):
 * loads a page with an applied CPU slowdown, records a Chrome trace with the V8 sampling
 * profiler, and prints the blocking time after first contentful paint (tasks over 50 ms, as
 * Lighthouse counts it), each long task with the app's and Next's functions on its stack, and the self time inside long tasks by original
 * source file (and function), through the browser chunks' source maps. Usage (in web/, a
 * server already running; a build with NEXT_BROWSER_SOURCEMAPS=true names sources):
 *   BASE_URL=http://127.0.0.1:3200 DIST_DIR=node_modules/.cache/next-bench \
 *     npx tsx scripts/bench/trace-load.ts /de-ch/check-up [runs=3] [cpuRate=4]
 * TRACE_OUT=<dir> keeps each trace (open it in Chrome's Performance panel).
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sourceMapNameOf } from './source-map-name';

const [route = '/de-ch/check-up', runsArg = '3', rateArg = '4'] = process.argv.slice(2);
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3200';
const DIST = path.resolve(process.env.DIST_DIR ?? '.next');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
];

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: Frame; parent?: number };

const maps = new Map<string, SourceMap | null>();
function sourceOf(frame: Frame): string {
  const m = /\/_next\/static\/(.+\.js)$/.exec(frame.url);
  if (!m)
    return frame.url
      ? `${frame.url.split('/').pop()} ${frame.functionName}`
      : frame.functionName || '(program)';
  if (!maps.has(m[1])) {
    const chunk = path.join(DIST, 'static', m[1]);
    const ref = fs.existsSync(chunk) ? sourceMapNameOf(fs.readFileSync(chunk, 'utf8')) : null;
    const file = ref ? path.join(path.dirname(chunk), ref) : '';
    maps.set(
      m[1],
      file && fs.existsSync(file) ? new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null,
    );
  }
  const map = maps.get(m[1]);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    { originalSource?: string; name?: string } | undefined;
  if (!entry?.originalSource) return `${m[1].split('/').pop()} ${frame.functionName}`;
  const src = entry.originalSource
    .replace(/^.*?\/(node_modules\/)/, '$1')
    .replace(/^.*?\/web\/(src\/)/, '$1')
    .replace(/^turbopack:\/\/\/\[project\]\//, '');
  return `${src} ${entry.name ?? frame.functionName}`;
}

async function traceOnce(run: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rateArg) });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${BASE}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const buffer = await browser.stopTracing();
  await browser.close();
  if (process.env.TRACE_OUT) {
    fs.mkdirSync(process.env.TRACE_OUT, { recursive: true });
    fs.writeFileSync(path.join(process.env.TRACE_OUT, `trace-${run}.json`), buffer);
  }
  const raw = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(raw) ? raw : raw.traceEvents;
}

function analyse(events: TraceEvent[]) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'firstContentfulPaint'),
  );
  if (!main) throw new Error('no renderer main thread with a first contentful paint');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')!.ts;
  const nav = events.find((e) => e.pid === main.pid && e.name === 'navigationStart')?.ts ?? fcp;
  const tasks = onMain
    .filter(
      (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .filter((e) => (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  // Nested RunTask events: keep top-level ones only.
  const outer: TraceEvent[] = [];
  for (const t of tasks) {
    const last = outer[outer.length - 1];
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    outer.push(t);
  }
  const long = outer.filter((t) => (t.dur ?? 0) > 50_000 && t.ts + (t.dur ?? 0) > fcp);
  const blocking = long.reduce((s, t) => {
    const start = Math.max(t.ts, fcp);
    return s + Math.max(0, (t.ts + (t.dur ?? 0) - start) / 1000 - 50);
  }, 0);

  // The sampling profile (ProfileChunk events of the main thread's profile).
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const startTs = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.args?.data
    ?.startTime as number | undefined;
  let clock = startTs ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid) continue;
    const data = e.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: ids[i] });
    }
  }
  const bySource = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const perTask: Map<string, number>[] = [];
  for (let i = 0; i < samples.length - 1; i++) {
    const { ts, node } = samples[i];
    if (!long.some((t) => ts >= t.ts && ts <= t.ts + (t.dur ?? 0))) continue;
    const frame = nodes.get(node)?.callFrame;
    if (!frame) continue;
    const dt = (samples[i + 1].ts - ts) / 1000;
    const where = sourceOf(frame);
    bySource.set(where, (bySource.get(where) ?? 0) + dt);
    const file = where.split(' ')[0];
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    // Inclusive time per function on the sample's stack (once per sample), to tell which
    // caller a long task's time belongs to (a React render, a commit, a router change…).
    const onStack = new Set<string>();
    for (let id: number | undefined = node; id !== undefined; id = nodes.get(id)?.parent) {
      const f = nodes.get(id)?.callFrame;
      if (f && f.url) onStack.add(sourceOf(f));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    // Per long task: the app's and Next's own functions on the stack, to tell the tasks apart.
    const task = long.findIndex((t) => ts >= t.ts && ts <= t.ts + (t.dur ?? 0));
    const mine = (perTask[task] ??= new Map<string, number>());
    for (const name of onStack)
      if (/^(src\/|node_modules\/next\/src\/)/.test(name))
        mine.set(name, (mine.get(name) ?? 0) + dt);
  }
  // Self time of the trace's own events inside long tasks (style, layout, parsing, compiling:
  // the profile's "(program)").
  const byEvent = new Map<string, number>();
  const inLong = onMain
    .filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0)
    .filter((e) => long.some((t) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0)))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { e: TraceEvent; child: number }[] = [];
  const close = (until: number) => {
    while (
      stack.length &&
      stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= until
    ) {
      const { e, child } = stack.pop()!;
      byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + ((e.dur ?? 0) - child) / 1000);
      if (stack.length) stack[stack.length - 1].child += e.dur ?? 0;
    }
  };
  for (const e of inLong) {
    close(e.ts);
    stack.push({ e, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return { nav, fcp, long, blocking, bySource, byFile, byEvent, inclusive, perTask };
}

function top(map: Map<string, number>, n: number) {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
}

async function main() {
  const runs = Number(runsArg);
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  const kinds = new Map<string, number>();
  const callers = new Map<string, number>();
  const blockings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const r = analyse(await traceOnce(run));
    blockings.push(r.blocking);
    console.log(
      `run ${run + 1}: FCP ${((r.fcp - r.nav) / 1000).toFixed(0)} ms, blocking after FCP ${r.blocking.toFixed(0)} ms, long tasks: ` +
        r.long
          .map((t) => `${((t.dur ?? 0) / 1000).toFixed(0)}@${((t.ts - r.nav) / 1000).toFixed(0)}`)
          .join(' '),
    );
    r.long.forEach((t, i) => {
      const names = top(r.perTask[i] ?? new Map(), 4).map(([k, v]) => `${k} ${v.toFixed(0)}`);
      console.log(
        `  ${((t.dur ?? 0) / 1000).toFixed(0)}@${((t.ts - r.nav) / 1000).toFixed(0)}: ${names.join(' | ')}`,
      );
    });
    for (const [k, v] of r.byFile) files.set(k, (files.get(k) ?? 0) + v / runs);
    for (const [k, v] of r.bySource) fns.set(k, (fns.get(k) ?? 0) + v / runs);
    for (const [k, v] of r.byEvent) kinds.set(k, (kinds.get(k) ?? 0) + v / runs);
    for (const [k, v] of r.inclusive) callers.set(k, (callers.get(k) ?? 0) + v / runs);
  }
  blockings.sort((a, b) => a - b);
  console.log(`median blocking ${blockings[Math.floor(runs / 2)].toFixed(0)} ms at ${rateArg}x`);
  console.log('\nself time in long tasks by trace event (ms, mean per run):');
  for (const [k, v] of top(kinds, 15)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('\nself time in long tasks by source file (ms, mean per run):');
  for (const [k, v] of top(files, 30)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('\nby function:');
  for (const [k, v] of top(fns, 40)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('\nby function, inclusive (time with it on the stack):');
  for (const [k, v] of top(callers, Number(process.env.TRACE_TOP ?? 50)))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
