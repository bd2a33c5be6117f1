/**
 * Page throughput near the framework floor (issue 15.3): `/de-ch/check-up` from `next start`
 * against nginx serving the very same HTML from a file, side by side on this machine,
 * alternating in rounds so that a change of the host's load hits both. Needs Debian's nginx
 * (`apt-get install -y nginx`); without it the figure is skipped with a message.
 *
 * Standalone: `npx tsx scripts/bench/pages.ts`. BENCH_PAGE_DISTS=.next,other-dist serves each
 * build folder (NEXT_DIST_DIR) from its own `next start`, all in the same alternating rounds
 * (to compare two builds side by side; the ratio is the first one's). BENCH_CPU_PROF=<dir>
 * starts them with --cpu-prof (scripts/bench/cpu-profile.ts reads it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PAGE = '/de-ch/check-up';
const GOAL = 0.09;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WEB = path.resolve(__dirname, '..', '..');
const DISTS = (process.env.BENCH_PAGE_DISTS || process.env.NEXT_DIST_DIR || '.next').split(',');

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

/**
 * Requests/s of one autocannon run, and the server's CPU time per request: on a busy shared
 * host the second is the steadier figure (it does not count the time the server waited for a core).
 */
function measure(url: string, pids: number[]): Promise<Round> {
  const cpu0 = cpuSeconds(pids);
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (err, r) => {
      if (err) return reject(err);
      const ok = r.non2xx + r.errors === 0;
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

export async function pageFigures(): Promise<object> {
  const nginx = nginxBinary();
  console.log(`pages: ${PAGE} from next start vs nginx serving the same HTML`);
  if (!nginx) {
    console.log('  SKIPPED: nginx is not installed (Debian: apt-get install -y nginx)');
    return { section: 'pages', skipped: 'nginx not installed' };
  }
  const bin = require.resolve('next/dist/bin/next', { paths: [WEB] });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const servers: { dist: string; port: number; child: ChildProcess }[] = [];
  for (const [i, dist] of DISTS.entries()) {
    const port = await freePort();
    // Its own empty PGlite database: never the bench's DATABASE_URL (the page itself is static).
    const child = spawn(process.execPath, [...prof, bin, 'start', '-p', String(port)], {
      cwd: WEB,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: '',
        NEXT_DIST_DIR: dist,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: path.join(dir, `pglite-${i}`),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push({ dist, port, child });
  }
  let ngx: ChildProcess | null = null;
  try {
    const pages = [];
    for (const srv of servers)
      pages.push(await waitFor(`http://127.0.0.1:${srv.port}${PAGE}`, srv.child));
    const html = pages[0];
    fs.mkdirSync(path.join(dir, 'root', 'de-ch'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'logs'));
    fs.writeFileSync(path.join(dir, 'root', 'de-ch', 'check-up.html'), html);
    // nginx's workers run as an unprivileged user when started as root: let them read the page.
    for (const p of [dir, path.join(dir, 'root'), path.join(dir, 'root', 'de-ch')])
      fs.chmodSync(p, 0o755);
    fs.chmodSync(path.join(dir, 'root', 'de-ch', 'check-up.html'), 0o644);
    const ngxPort = await freePort();
    // One worker per core, the file from the page cache, no access log: nginx at its floor.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; default_type text/html;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${ngxPort}; root ${dir}/root;
    location / { try_files $uri.html $uri =404; } } }
`,
    );
    fs.mkdirSync(path.join(dir, 'tmp'));
    ngx = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const served = await waitFor(`http://127.0.0.1:${ngxPort}${PAGE}`, ngx);
    if (served !== html) throw new Error('nginx does not serve the same HTML');
    const ngxPids = withChildren(ngx.pid!);
    for (const srv of servers) await measure(`http://127.0.0.1:${srv.port}${PAGE}`, []); // warm-up
    const rounds: { next: Round[]; nginx: Round }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const n: Round[] = [];
      for (const srv of servers)
        n.push(await measure(`http://127.0.0.1:${srv.port}${PAGE}`, [srv.child.pid!]));
      rounds.push({ next: n, nginx: await measure(`http://127.0.0.1:${ngxPort}${PAGE}`, ngxPids) });
    }
    const sum = (f: (r: { next: Round[]; nginx: Round }) => number) =>
      rounds.reduce((a, r) => a + f(r), 0);
    const ngxTotal = sum((r) => r.nginx.rps);
    const ratios = servers.map((_, k) => sum((r) => r.next[k].rps) / ngxTotal);
    const cpuPerRequest = servers.map((_, k) => sum((r) => r.next[k].cpuUsPerRequest) / ROUNDS);
    const ngxCpu = sum((r) => r.nginx.cpuUsPerRequest) / ROUNDS;
    const ratio = ratios[0];
    const ok = ratio >= GOAL;
    const show = (name: string, value: string, goal: string, met: boolean | null) =>
      console.log(
        `  ${name.padEnd(36)} ${value.padStart(10)}   goal ${goal.padEnd(9)} ${met === null ? '' : met ? 'met' : 'MISSED'}`,
      );
    show('HTML bytes', String(html.length), '-', null);
    if (servers.length > 1) console.log(`  next servers: ${DISTS.join(' / ')}`);
    for (const [i, r] of rounds.entries())
      show(
        `round ${i + 1}: next / nginx requests/s`,
        `${r.next.map((v) => v.rps.toFixed(0)).join(' / ')} / ${r.nginx.rps.toFixed(0)}`,
        '-',
        null,
      );
    show(
      'CPU per request, next / nginx (µs)',
      `${cpuPerRequest.map((v) => v.toFixed(0)).join(' / ')} / ${ngxCpu.toFixed(0)}`,
      '-',
      null,
    );
    for (const [k, dist] of DISTS.entries())
      if (k > 0) show(`  ${dist} / nginx`, ratios[k].toFixed(3), '-', null);
    show('next / nginx throughput', ratio.toFixed(3), `>= ${GOAL}`, ok);
    return {
      section: 'pages',
      dists: DISTS,
      rounds,
      ratios,
      cpuPerRequest,
      ngxCpu,
      ratio,
      met: ok,
    };
  } finally {
    if (ngx) await stop(ngx);
    for (const srv of servers) await stop(srv.child);
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
