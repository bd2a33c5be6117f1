/**
 * Extra production servers for the specs that need one of their own (`next start` of the same
 * build as the default e2e server, on a free port, with an environment the spec chooses): the
 * Stripe site, the preview site, the burst-challenge site and the operations checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, renameSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SHORT_LIVED_NODE_FLAGS } from '../src/test/ts-child';
import { E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import { runStaffCli } from './staff-cli';

const WEB_DIR = path.resolve(__dirname, '..');

export type NextServer = {
  child: ChildProcess;
  port: number;
  url: string;
  /** The server's output so far (for failure messages and checks; the last 200 kB). */
  output(): string;
  /** The exit code (128 when ended by a signal without one). */
  exited: Promise<number | null>;
  /** SIGTERM, SIGKILL after 5 s. */
  stop(): Promise<void>;
};

/** The server's exit code, or 'still running' when it has not exited within `ms`. */
export function exitWithin(server: NextServer, ms: number): Promise<number | null | string> {
  return Promise.race([
    server.exited,
    new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `next start` with exactly `env` (plus its PORT and SITE_URL, no telemetry); it does
 * not wait: a spec
 * may expect the start to fail. `host`: localhost where the browser must treat the site as a
 * secure context (draft mode's Secure cookie).
 */
/** The servers this worker's specs have started and not stopped (their logs go with a failure). */
export const liveServers = new Set<NextServer>();

export async function spawnNext(
  env: NodeJS.ProcessEnv,
  host: '127.0.0.1' | 'localhost' = '127.0.0.1',
): Promise<NextServer> {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  const nextBin = require.resolve('next/dist/bin/next', { paths: [WEB_DIR] });
  // The keep-alive timeout of `npm run start`: with Node's 5 s default, a request context that
  // reuses an idle connection just as the server closes it gets ECONNRESET.
  const args = [
    ...SHORT_LIVED_NODE_FLAGS,
    nextBin,
    'start',
    '-p',
    String(port),
    '-H',
    host,
    '--keepAliveTimeout',
    '65000',
  ];
  const child = spawn(process.execPath, args, {
    cwd: WEB_DIR,
    // Pages it rebuilds stay in its memory: servers of one build with other datasets must not
    // serve each other's (next.config.ts, isrFlushToDisk).
    env: {
      NEXT_ISR_FLUSH_TO_DISK: 'false',
      ...env,
      PORT: String(port),
      SITE_URL: url,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))),
  );
  // Should the worker end without teardown, the server goes with it.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const server: NextServer = {
    child,
    port,
    url,
    output: () => log,
    exited,
    stop: async () => {
      liveServers.delete(server);
      process.removeListener('exit', onExit);
      await stopProcess(child);
    },
  };
  liveServers.add(server);
  // One a spec killed itself (a crash test) has nothing more to say.
  void exited.then(() => liveServers.delete(server));
  return server;
}

/** Waits until `path` answers 200; fails at once with the output when the server exits. */
export async function waitUntilUp(server: NextServer, pathname: string, timeoutMs = 90_000) {
  const url = `${server.url}${pathname}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`next start exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

/** Where the run's migrated embedded database lies (made once a run: makePgliteTemplate). */
function templateDir(): string {
  return path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'pglite-template');
}

/**
 * Makes the run's embedded database, migrated already, for the suite's server and the servers
 * that specs start: a fresh folder costs every server initdb and every migration first (10-15 s
 * of CPU each on the 2-core CI host, docs/performance.md "Test suite time"). playwright.config.ts
 * makes it once, before the suite's server starts: the staff CLI opens it as a server start does
 * (migrations and data steps, the e2e key).
 */
export function makePgliteTemplate(): string {
  const template = templateDir();
  if (existsSync(template)) return template;
  const partial = `${template}.partial`;
  runStaffCli(['list'], {
    env: {
      ...process.env,
      DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
      TOKEN_SECRET: E2E_TOKEN_SECRET,
      PGLITE_DATA_DIR: partial,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  // PostgreSQL zeroes its shared buffers at every start, in WebAssembly: 0.4 s of CPU for the
  // default 128 MB, on each of some forty starts a run (docs/performance.md "A bundled staff CLI
  // and lighter spec servers"). The e2e databases are small; the Jest template's are the same
  // size.
  appendFileSync(path.join(partial, 'postgresql.conf'), "\nshared_buffers = '16MB'\n");
  renameSync(partial, template);
  return template;
}

/** Fills `target` (a folder that does not exist yet) with a copy of the run's migrated database. */
export async function migratedPgliteDir(target: string): Promise<void> {
  const template = templateDir();
  if (!existsSync(template)) {
    throw new Error(`no migrated database at ${template}: playwright.config.ts makes it`);
  }
  await cp(template, target, { recursive: true });
}
