/**
 * Moving an e2e server's clock (./clock-shift.cjs) and waiting until the server has read it:
 * every live process that preloads the shift writes the offset it read to `<ackDir>/<pid>`,
 * so the spec polls for its own offset there instead of sleeping past the file watcher's
 * interval (docs/architecture.md "Tests at any hour").
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The ack folder for a clock file (created); pass it to the server as E2E_CLOCK_ACK_DIR. */
export function clockAckDir(clockFile: string): string {
  const dir = `${clockFile}.seen`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The offsets the live processes have read, by pid (a process that has ended is left out). */
function seenOffsets(ackDir: string): string[] {
  return readdirSync(ackDir)
    .filter((name) => alive(Number(name)))
    .map((name) => readFileSync(path.join(ackDir, name), 'utf8'));
}

/** Writes `ms` to the clock file and resolves once every live server process has read it. */
export async function shiftServerClock(clockFile: string, ms: number): Promise<void> {
  const ackDir = clockAckDir(clockFile);
  writeFileSync(clockFile, String(ms));
  await expect
    .poll(
      () => {
        const seen = seenOffsets(ackDir);
        return seen.length > 0 && seen.every((offset) => offset === String(ms));
      },
      { message: `the server reads clock offset ${ms}`, timeout: 10_000, intervals: [25, 50, 100] },
    )
    .toBe(true);
}
