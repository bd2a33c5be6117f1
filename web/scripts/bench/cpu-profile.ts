/**
 * Summarises a V8 .cpuprofile of `next start` (written by `BENCH_CPU_PROF=<dir>`): self time of
 * the last S seconds (the load, not the start-up), by category and by original source file,
 * through the server chunks' source maps. Usage (in web/):
 *   npx tsx scripts/bench/cpu-profile.ts <file.cpuprofile> [lastSeconds=11] [top=30]
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

const [file, lastArg = '11', topArg = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile.ts <file.cpuprofile> [lastSeconds] [top]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const maps = new Map<string, SourceMap | null>();
function mapFor(url: string): SourceMap | null {
  if (!url.includes('.next/server/chunks/') && !url.includes('/server/chunks/')) return null;
  if (!maps.has(url)) {
    const path = `${url.replace('file://', '')}.map`;
    maps.set(
      url,
      fs.existsSync(path) ? new SourceMap(JSON.parse(fs.readFileSync(path, 'utf8'))) : null,
    );
  }
  return maps.get(url) ?? null;
}

/** The original source of a frame ("nm/<package>/..." or "web/src/..."), or null. */
function origin(n: Node): string | null {
  const { url, functionName, lineNumber, columnNumber } = n.callFrame;
  if (url.startsWith('wasm://') || (!url && functionName.startsWith('wasm')))
    return 'pglite (wasm)';
  if (!url) return null;
  // `name` is in Node's SourceMap entries, not yet in @types/node.
  const entry = mapFor(url)?.findEntry(lineNumber, columnNumber) as
    | { originalSource?: string; name?: string }
    | undefined;
  if (entry?.originalSource) {
    const src = entry.originalSource
      .replace(/.*\/node_modules\//, 'nm/')
      .replace(/^.*\/web\//, 'web/');
    return entry.name ? `${src} (${entry.name})` : src;
  }
  return `${url.replace(/.*node_modules\//, 'nm/').replace('file://', '')} (${functionName})`;
}

const CATEGORIES: [string, RegExp][] = [
  ['PGlite (WebAssembly PostgreSQL + its protocol)', /pglite/],
  ['node-postgres', /nm\/pg(-pool|-protocol)?\//],
  ['groq-js (content queries on the local dataset)', /groq-js/],
  ['zod', /nm\/zod/],
  ['luxon', /luxon/],
  ['drizzle-orm', /drizzle|nm\/src\/(sql|pg-core|entity|utils|node-postgres)/],
  ['Next.js', /nm\/next\//],
  ['app: availability engine', /web\/src\/server\/availability/],
  ['app: reservations (incl. slot cache)', /web\/src\/server\/reservations/],
  ['app: content', /web\/src\/server\/content/],
  ['app: other', /web\/src/],
  ['Node.js (HTTP, streams, timers)', /^node:/],
];
const category = (o: string) => CATEGORIES.find(([, re]) => re.test(o))?.[0] ?? 'other';

const cut = profile.endTime - Number(lastArg) * 1e6;
const self = new Map<string, number>();
const cats = new Map<string, number>();
let total = 0;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (t < cut) continue;
  const dt = profile.timeDeltas[i];
  let id: number | undefined = profile.samples[i];
  const leaf = byId.get(id)!.callFrame.functionName;
  let o: string | null = ['(garbage collector)', '(idle)', '(program)'].includes(leaf)
    ? leaf
    : null;
  // Native leaves (a write, a parse) count for the first frame with a source above them.
  for (; !o && id !== undefined; id = parent.get(id)) o = origin(byId.get(id)!);
  o ??= 'other';
  total += dt;
  self.set(o, (self.get(o) ?? 0) + dt);
  const c = o.startsWith('(') ? o : category(o);
  cats.set(c, (cats.get(c) ?? 0) + dt);
}
const show = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `${(v / 1000).toFixed(0).padStart(6)} ms ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`,
    )
    .join('\n');
console.log(`${file}: ${(total / 1000).toFixed(0)} ms of samples in the last ${lastArg} s`);
console.log('\nby category (self time)');
console.log(show(cats, 20));
console.log('\nby source (self time; native leaves count for their caller)');
console.log(show(self, Number(topArg)));
