/**
 * One process per PGlite directory. PGlite is PostgreSQL compiled to WebAssembly running inside
 * the process: two processes on one directory each believe they own the files, so both grant
 * the same room (the exclusion constraint lives in each one's memory) and their writes
 * corrupt the directory. The first process takes `<dir>.lock` (created exclusively, holding its
 * pid and start time); a second one finds the owner alive and refuses with a clear message
 * before it touches the directory. A lock left by a process that died (kill -9, power loss)
 * is stale: its pid is gone or belongs to a later process (different start time), and it is
 * taken over.
 */
import fs from 'node:fs';
import os from 'node:os';

export type LockOwner = { pid: number; host: string; procStart: string | null; since: string };

export class PgliteLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database ${dataDir} is in use by another process (pid ${owner.pid}, since ${owner.since}). ` +
        'Only one process may open a PGlite directory: stop the other process (or point this one at ' +
        'another PGLITE_DATA_DIR), or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'PgliteLockedError';
  }
}

/** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
function procStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may contain spaces, so count from its closing ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true; // another machine (shared disk): cannot tell, so respect it
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  const start = procStart(owner.pid);
  return !(owner.procStart && start && owner.procStart !== start);
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null; // unreadable or half-written: treated as stale below
  }
}

/** Locks held by this process: a second open of the same directory in one process is refused too. */
const held = new Set<string>();

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

/** Takes the directory's lock or throws PgliteLockedError; returns its release function. */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = lockPathFor(dataDir);
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    procStart: procStart(process.pid),
    since: new Date().toISOString(),
  };
  if (held.has(lockPath)) throw new PgliteLockedError(dataDir, me);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      held.add(lockPath);
      const release = () => {
        if (!held.delete(lockPath)) return;
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(lockPath);
    if (owner && isAlive(owner)) throw new PgliteLockedError(dataDir, owner);
    // Stale: move it aside atomically (of two processes taking over, one rename wins), then
    // make sure what was moved is the stale lock judged above, not a fresh one just taken.
    const aside = `${lockPath}.stale-${process.pid}`;
    try {
      fs.renameSync(lockPath, aside);
    } catch {
      continue; // someone else moved it first: look again
    }
    const moved = readOwner(aside);
    if (moved && owner && moved.pid !== owner.pid && isAlive(moved)) {
      fs.renameSync(aside, lockPath); // it was a live lock: put it back
      throw new PgliteLockedError(dataDir, moved);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`could not take the lock ${lockPath}`);
}
