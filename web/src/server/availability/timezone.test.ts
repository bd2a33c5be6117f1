/**
 * The engine's results must not depend on the server's zone: the fixed scenarios are computed
 * in child processes under TZ=UTC, America/New_York and Asia/Tokyo and compared with this
 * process's result.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { computeAvailability } from '@/server/availability';
import { scenarios } from '@/test/availability-scenarios';

const run = promisify(execFile);
const probe = path.join(__dirname, '..', '..', 'test', 'availability-probe.ts');
const tsxCli = require.resolve('tsx/cli');

async function probeIn(tz: string): Promise<{ tz: string; out: unknown }> {
  const { stdout } = await run(process.execPath, [tsxCli, probe], {
    cwd: path.join(__dirname, '..', '..', '..'),
    env: { ...process.env, TZ: tz, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout);
}

describe('availability is independent of the server time zone', () => {
  const expected = Object.fromEntries(
    Object.entries(scenarios).map(([name, q]) => [name, computeAvailability(q)]),
  );

  it.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('TZ=%s', async (tz) => {
    const result = await probeIn(tz);
    expect(result.tz).toBe(tz); // the child really ran in that zone
    expect(result.out).toEqual(expected);
  });

  it('the scenarios are not trivial', () => {
    const autumn = expected.autumnDst;
    expect(autumn.map((d) => d.slots.length)).toEqual([26, 26, 26]); // 08:00 .. 20:30, every 30 minutes;
    expect(autumn[1].slots[0].start).toBe('2026-10-25T08:00:00+01:00');
    expect(autumn[0].slots[0].start).toBe('2026-10-24T08:00:00+02:00');
    // nearMidnight: notice pushes the first slot to 09:30 Zurich (23:30 + 10 h) on the 14th; horizon ends the 15th
    const near = expected.nearMidnight;
    expect(near[0].slots).toEqual([]);
    expect(near[1].slots[0].start).toBe('2026-12-14T09:30:00+01:00');
    expect(near[2].slots.length).toBeGreaterThan(0);
    expect(near[3].slots).toEqual([]);
  });
});
