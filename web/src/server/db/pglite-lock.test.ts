/**
 * Two processes on one PGlite directory: the second refuses with a clear message and the
 * directory stays intact; a lock left by a killed process is taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedPgliteDir } from '@/test/pglite-template';
import { tsChildArgs } from '@/test/ts-child';
import { acquirePgliteLock, lockPathFor, PgliteLockedError } from './pglite-lock';

const WEB = path.join(__dirname, '../../..');
const HOLDER = path.join(__dirname, '../../test/pglite-holder.ts');

type Run = { child: ChildProcess; stdout: string; stderr: string; exited: Promise<number | null> };

function start(dataDir: string): Run {
  // node itself with tsx as a loader (no wrapper process): the pid is the one holding the lock
  const child = spawn(process.execPath, tsChildArgs(HOLDER, dataDir), {
    cwd: WEB,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  const run: Run = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d: Buffer) => (run.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (run.stderr += d.toString()));
  return run;
}

async function ready(run: Run): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (!/ready \d+/.test(run.stdout)) {
    if (run.child.exitCode !== null) throw new Error(`holder exited: ${run.stderr}`);
    if (Date.now() > deadline) throw new Error('holder not ready');
    await new Promise((r) => setTimeout(r, 100));
  }
  return run.stdout.match(/ready (\d+)/)![1];
}

const children: ChildProcess[] = [];
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite directory lock', () => {
  it('a second process on the same directory refuses with a clear message; the first keeps working', async () => {
    const dataDir = path.join(dir, 'pglite');
    // Migrated already, as after a first start: the children only open it.
    await seedPgliteDir(dataDir);
    const first = start(dataDir);
    expect(await ready(first)).toBe('1');
    const lock = JSON.parse(fs.readFileSync(lockPathFor(dataDir), 'utf8'));
    expect(lock.pid).toBe(first.child.pid);

    const second = start(dataDir);
    expect(await second.exited).toBe(3);
    expect(second.stderr).toContain(`is in use by another process (pid ${first.child.pid}`);
    expect(second.stderr).toContain('DATABASE_URL');

    // first stops cleanly and releases the lock; the directory opens again with its data
    first.child.stdin!.end();
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
    const third = start(dataDir);
    expect(await ready(third)).toBe('2');
    third.child.stdin!.end();
    expect(await third.exited).toBe(0);
  }, 240_000);

  it('takes over the lock of a process that was killed (kill -9)', async () => {
    const dataDir = path.join(dir, 'pglite');
    // Migrated already, as after a first start: the children only open it.
    await seedPgliteDir(dataDir);
    const first = start(dataDir);
    await ready(first);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(true); // left behind
    const second = start(dataDir);
    expect(await ready(second)).toBe('2');
    second.child.stdin!.end();
    expect(await second.exited).toBe(0);
  }, 240_000);

  it('refuses a second open in the same process and a lock of a live process', () => {
    const dataDir = path.join(dir, 'x');
    const release = acquirePgliteLock(dataDir);
    expect(() => acquirePgliteLock(dataDir)).toThrow(PgliteLockedError);
    release();
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
    // a lock naming a live process of this host (the parent of this worker): respected
    fs.writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: process.ppid, host: os.hostname(), procStart: null, since: 'x' }),
    );
    expect(() => acquirePgliteLock(dataDir)).toThrow(/in use by another process/);
    // a reused pid (same pid, different start time) is stale
    fs.writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: process.ppid, host: os.hostname(), procStart: '1', since: 'x' }),
    );
    acquirePgliteLock(dataDir)();
  });
});
