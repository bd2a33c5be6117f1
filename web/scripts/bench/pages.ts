/**
 * Page throughput near the framework floor (issue 15.3): `/de-ch/check-up` from `next start`
 * against nginx serving the very same HTML from a file, side by side on this machine,
 * alternating in rounds so that a change of the host's load hits both. Needs Debian's nginx
 * (`apt-get install -y nginx`); without it the figure is skipped with a message.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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

function rps(url: string): Promise<number> {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (err, r) =>
      err ? reject(err) : resolve(r.non2xx + r.errors > 0 ? NaN : r.requests.average),
    ),
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
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
  const nextPort = await freePort();
  const bin = require.resolve('next/dist/bin/next', { paths: [WEB] });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  // Its own empty PGlite database: never the bench's DATABASE_URL (the page itself is static).
  const next = spawn(process.execPath, [bin, 'start', '-p', String(nextPort)], {
    cwd: WEB,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let ngx: ChildProcess | null = null;
  try {
    const html = await waitFor(`http://127.0.0.1:${nextPort}${PAGE}`, next);
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
    await rps(`http://127.0.0.1:${nextPort}${PAGE}`); // warm-up
    let nextTotal = 0;
    let ngxTotal = 0;
    const rounds: { next: number; nginx: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const n = await rps(`http://127.0.0.1:${nextPort}${PAGE}`);
      const g = await rps(`http://127.0.0.1:${ngxPort}${PAGE}`);
      rounds.push({ next: n, nginx: g });
      nextTotal += n;
      ngxTotal += g;
    }
    const ratio = nextTotal / ngxTotal;
    const ok = ratio >= GOAL;
    const show = (name: string, value: string, goal: string, met: boolean | null) =>
      console.log(
        `  ${name.padEnd(36)} ${value.padStart(10)}   goal ${goal.padEnd(9)} ${met === null ? '' : met ? 'met' : 'MISSED'}`,
      );
    show('HTML bytes', String(html.length), '-', null);
    for (const [i, r] of rounds.entries())
      show(
        `round ${i + 1}: next / nginx requests/s`,
        `${r.next.toFixed(0)} / ${r.nginx.toFixed(0)}`,
        '-',
        null,
      );
    show('next / nginx throughput', ratio.toFixed(3), `>= ${GOAL}`, ok);
    return { section: 'pages', rounds, ratio, met: ok };
  } finally {
    if (ngx) await stop(ngx);
    await stop(next);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
