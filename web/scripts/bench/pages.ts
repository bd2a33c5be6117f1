/**
 * Page throughput near the framework floor (issue 15.3): `/de-ch/check-up` from `next start`
 * against nginx serving the very same HTML from a file, side by side on this machine,
 * alternating in rounds so that a change of the host's load hits both. Needs Debian's nginx
 * (`apt-get install -y nginx`); without it the figure is skipped with a message.
 *
 * Standalone: `npx tsx scripts/bench/pages.ts`. BENCH_PAGE_DISTS=.next,other-dist serves each
 * build folder (NEXT_DIST_DIR) from its own `next start`, all in the same alternating rounds
 * (to compare two builds side by side; the ratio is the first one's). BENCH_CPU_PROF=<dir>
 * starts them with --cpu-prof (scripts/bench/cpu-profile.ts reads it); BENCH_NODE_FLAGS adds
 * Node/V8 flags to every `next start` (e.g. `--no-memory-reducer`; NODE_OPTIONS refuses most).
 *
 * The framework floor is measured in the same rounds: a throwaway Next app built in a temp
 * folder (same Next, same locales, one `getStaticProps` page with `revalidate`, no proxy)
 * whose prerendered HTML has the check-up page's size, against nginx serving that HTML; and
 * the same page without i18n in the config (Next's locale handling is part of the floor).
 * BENCH_PAGE_FLOOR=off skips both.
 *
 * Each server is first warmed up under load (BENCH_PAGE_WARMUP_SECONDS, 30: V8's compilation
 * of the hot paths), and each measured round (BENCH_PAGE_SECONDS, 5) follows an unmeasured
 * load of the same server (BENCH_PAGE_REWARM_SECONDS, 2; 0 measures the server straight
 * after the others ran).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOCALES, TECHNICAL_LOCALE } from '../../src/i18n/locales';
import { distDirName } from '../../src/lib/build/distDir';

const PAGE = '/de-ch/check-up';
const GOAL = 0.09;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REWARM_SECONDS = Number(process.env.BENCH_PAGE_REWARM_SECONDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_PAGE_WARMUP_SECONDS ?? 30);
const WEB = path.resolve(__dirname, '..', '..');
const DISTS = (process.env.BENCH_PAGE_DISTS || distDirName()).split(',');
const FLOOR = process.env.BENCH_PAGE_FLOOR !== 'off';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return await res.text();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** CPU seconds (user + system) used so far by `pids` (Linux /proc; 0 elsewhere). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone or not Linux
    }
  }
  return ticks / 100; // USER_HZ
}

/** nginx's master and its workers. */
function withChildren(pid: number): number[] {
  const pids = [pid];
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1].split(' ')[1]) === pid) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

type Round = { rps: number; cpuUsPerRequest: number };

/** Unmeasured load on `url` for `seconds`. */
async function load(url: string, seconds: number): Promise<void> {
  if (seconds > 0)
    await new Promise((r) => autocannon({ url, connections: CONNECTIONS, duration: seconds }, r));
}

/**
 * Requests/s of one autocannon run, and the server's CPU time per request: on a busy shared
 * host the second is the steadier figure (it does not count the time the server waited for a core).
 */
async function measure(url: string, pids: number[]): Promise<Round> {
  // A short unmeasured load first: a server that sat idle while the others ran measured up
  // to a third slower in its next 5 s (the site, not the empty page), steady again after it.
  await load(url, REWARM_SECONDS);
  const cpu0 = cpuSeconds(pids);
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (err, r) => {
      if (err) return reject(err);
      const ok = r.non2xx + r.errors === 0;
      if (!ok)
        console.log(`  ${url}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts)`);
      const cpu = cpuSeconds(pids) - cpu0;
      resolve({
        rps: ok ? r.requests.average : NaN,
        cpuUsPerRequest: ok ? (1e6 * cpu) / r.requests.total : NaN,
      });
    }),
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT'); // lets --cpu-prof write its profile
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * The framework floor: the smallest Next app that serves `PAGE` the way the site does
 * (Pages Router, i18n with the same locales, `getStaticProps` with `revalidate`, the site's
 * framework settings) and nothing else, its HTML padded to `htmlBytes` so that both servers
 * write as many bytes per answer.
 * With `i18n: false` the same page lives at `pages${PAGE}` instead (Next's locale handling is
 * a share of the floor). Built with the repo's own Next (node_modules linked in); nothing of
 * it is kept.
 */
function buildFloorApp(dir: string, name: string, htmlBytes: number, i18n: boolean): string {
  const app = path.join(dir, name);
  const page = path.join(app, 'pages', `${i18n ? PAGE.split('/').pop() : PAGE.slice(1)}.js`);
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.symlinkSync(path.resolve(WEB, '..', 'node_modules'), path.join(app, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(app, 'package.json'), '{"name":"bench-floor","private":true}\n');
  const locales = {
    locales: [TECHNICAL_LOCALE, ...LOCALES],
    defaultLocale: TECHNICAL_LOCALE,
    localeDetection: false,
  };
  fs.writeFileSync(
    path.join(app, 'next.config.js'),
    // The linked node_modules lie outside the app: Turbopack may resolve from anywhere.
    // The site's own framework settings (next.config.ts): no X-Powered-By, no ETag.
    `module.exports = { poweredByHeader: false, generateEtags: false, turbopack: { root: '/' }${i18n ? `, i18n: ${JSON.stringify(locales)}` : ''} };\n`,
  );
  // ~1.4 kB of the HTML is Next's own (head, scripts, __NEXT_DATA__); the rest is the text.
  const text = 'x'.repeat(Math.max(0, htmlBytes - 1450));
  fs.writeFileSync(
    page,
    `export async function getStaticProps() { return { props: {}, revalidate: 60 }; }
export default function Page() { return <p>{${JSON.stringify(text)}}</p>; }\n`,
  );
  const bin = require.resolve('next/dist/bin/next', { paths: [WEB] });
  const built = spawnSync(process.execPath, [bin, 'build'], {
    cwd: app,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`${name} app build failed:\n${built.stdout}${built.stderr}`);
  return app;
}

/** An nginx root that serves `html` at PAGE; world-readable for nginx's unprivileged workers. */
function nginxRoot(dir: string, name: string, html: string): string {
  const root = path.join(dir, name);
  const file = path.join(root, `${PAGE}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  for (let p = path.dirname(file); p.startsWith(dir); p = path.dirname(p)) fs.chmodSync(p, 0o755);
  fs.chmodSync(file, 0o644);
  return root;
}

function startNext(
  bin: string,
  cwd: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[],
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, bin, 'start', '-p', String(port)], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type Server = { name: string; url: string; child: ChildProcess; pids: () => number[] };

export async function pageFigures(): Promise<object> {
  const nginx = nginxBinary();
  console.log(`pages: ${PAGE} from next start vs nginx serving the same HTML`);
  if (!nginx) {
    console.log('  SKIPPED: nginx is not installed (Debian: apt-get install -y nginx)');
    return { section: 'pages', skipped: 'nginx not installed' };
  }
  const bin = require.resolve('next/dist/bin/next', { paths: [WEB] });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const nodeArgs = [
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
      : []),
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const children: ChildProcess[] = [];
  const nextServer = async (name: string, cwd: string, env: Record<string, string>) => {
    const port = await freePort();
    const child = startNext(bin, cwd, port, env, nodeArgs);
    children.push(child);
    const url = `http://127.0.0.1:${port}${PAGE}`;
    return {
      server: { name, url, child, pids: () => [child.pid!] },
      html: await waitFor(url, child),
    };
  };
  // The floor is context, not the figure: a failed build of it is reported and skipped. Built
  // before any server starts (a build beside a running server shares the cores with it), its
  // HTML padded to the size of the site's prerendered page.
  const floorApps: { name: string; app: string }[] = [];
  if (FLOOR) {
    const prerendered = fs.readFileSync(
      path.join(WEB, DISTS[0], 'server', 'pages', `${PAGE}.html`),
      'utf8',
    ).length;
    for (const [name, i18n] of [
      ['floor', true],
      ['floor without i18n', false],
    ] as const) {
      try {
        floorApps.push({
          name,
          app: buildFloorApp(dir, name.replaceAll(' ', '-'), prerendered, i18n),
        });
      } catch (err) {
        console.log(
          `  ${name} SKIPPED: ${err instanceof Error ? err.message.split('\n')[0] : err}`,
        );
      }
    }
  }
  try {
    const sites: Server[] = [];
    const pages: string[] = [];
    for (const [i, dist] of DISTS.entries()) {
      // Its own empty PGlite database: never the bench's DATABASE_URL (the page itself is static).
      const { server, html } = await nextServer(dist, WEB, {
        NEXT_DIST_DIR: dist,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: path.join(dir, `pglite-${i}`),
      });
      sites.push(server);
      pages.push(html);
    }
    const html = pages[0];
    const floors = [];
    for (const { name, app } of floorApps) floors.push(await nextServer(name, app, {}));

    fs.mkdirSync(path.join(dir, 'logs'));
    fs.mkdirSync(path.join(dir, 'tmp'));
    // nginx serves each HTML on a port of its own: the site's, then each floor's.
    const roots = [html, ...floors.map((f) => f.html)];
    const ports: number[] = [];
    for (let k = 0; k < roots.length; k++) ports.push(await freePort());
    // One worker per core, the file from the page cache, no access log: nginx at its floor.
    // Keep-alive connections are never closed by nginx (by default after 1,000 requests):
    // autocannon can write its next request into such a closing socket and count an error.
    const serverBlock = (port: number, root: string) =>
      `server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri.html $uri =404; } }`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; default_type text/html; keepalive_requests 10000000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  ${roots.map((h, k) => serverBlock(ports[k], nginxRoot(dir, `root-${k}`, h))).join('\n  ')} }
`,
    );
    const ngx = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(ngx);
    const ngxServers: Server[] = [];
    for (const [k, h] of roots.entries()) {
      const url = `http://127.0.0.1:${ports[k]}${PAGE}`;
      if ((await waitFor(url, ngx)) !== h)
        throw new Error(`nginx does not serve the same HTML (${url})`);
      ngxServers.push({ name: 'nginx', url, child: ngx, pids: () => withChildren(ngx.pid!) });
    }
    // Each pair is one Next server and nginx with that server's HTML, measured back to back.
    const pairs: [Server, Server][] = [
      ...sites.map((site): [Server, Server] => [site, ngxServers[0]]),
      ...floors.map((f, k): [Server, Server] => [f.server, ngxServers[k + 1]]),
    ];
    // Warm-up under load until V8 has compiled the hot paths: the site's larger bundles take
    // ~30 s (its compiler threads used 152 µs per request in its first 15 s of load, 47 µs
    // after; the empty page's less). A production server answers warm; every server gets
    // the same warm-up, and it is not measured.
    for (const [next] of pairs) await load(next.url, WARMUP_SECONDS);
    const rounds: { next: Round; nginx: Round }[][] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = [];
      for (const [next, ngxOf] of pairs)
        round.push({
          next: await measure(next.url, next.pids()),
          nginx: await measure(ngxOf.url, ngxOf.pids()),
        });
      rounds.push(round);
    }
    const mean = (k: number, f: (r: { next: Round; nginx: Round }) => number) =>
      rounds.reduce((a, r) => a + f(r[k]), 0) / ROUNDS;
    const ratios = pairs.map((_, k) => mean(k, (r) => r.next.rps) / mean(k, (r) => r.nginx.rps));
    const cpuPerRequest = pairs.map((_, k) => mean(k, (r) => r.next.cpuUsPerRequest));
    const ngxCpu = pairs.map((_, k) => mean(k, (r) => r.nginx.cpuUsPerRequest));
    const ratio = ratios[0];
    const floorAt = pairs.findIndex(([next]) => next.name === 'floor');
    const floorRatio = floorAt >= 0 ? ratios[floorAt] : null;
    const ok = ratio >= GOAL;
    const show = (name: string, value: string, goal: string, met: boolean | null) =>
      console.log(
        `  ${name.padEnd(40)} ${value.padStart(12)}   goal ${goal.padEnd(9)} ${met === null ? '' : met ? 'met' : 'MISSED'}`,
      );
    show(
      'HTML bytes (site / floors)',
      [html, ...floors.map((f) => f.html)].map((h) => h.length).join(' / '),
      '-',
      null,
    );
    console.log(`  servers: ${pairs.map(([n]) => n.name).join(' / ')}, each beside nginx`);
    for (const [i, round] of rounds.entries())
      show(
        `round ${i + 1}: requests/s`,
        round.map((r) => `${r.next.rps.toFixed(0)}:${r.nginx.rps.toFixed(0)}`).join(' '),
        '-',
        null,
      );
    for (const [k, [next]] of pairs.entries()) {
      show(
        `${next.name}: CPU µs per request (nginx)`,
        `${cpuPerRequest[k].toFixed(0)} (${ngxCpu[k].toFixed(0)})`,
        '-',
        null,
      );
      if (k > 0) show(`${next.name} / nginx throughput`, ratios[k].toFixed(3), '-', null);
    }
    if (floorRatio !== null)
      show('site as a share of the floor', (ratio / floorRatio).toFixed(2), '-', null);
    show('next / nginx throughput', ratio.toFixed(3), `>= ${GOAL}`, ok);
    return {
      section: 'pages',
      servers: pairs.map(([n]) => n.name),
      rounds,
      ratios,
      cpuPerRequest,
      ngxCpu,
      ratio,
      floorRatio,
      met: ok,
    };
  } finally {
    for (const child of children.reverse()) await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  // What `next start` in production insists on (as in bench-capacity.ts); never real secrets.
  process.env.DATA_ENCRYPTION_KEY ??= `bench:${randomBytes(32).toString('base64')}`;
  process.env.TOKEN_SECRET ??= randomBytes(32).toString('hex');
  process.env.DEV_PAYMENTS_IN_PRODUCTION ??= 'true';
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  pageFigures()
    .then(() =>
      console.log(
        `load average after ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      ),
    )
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
