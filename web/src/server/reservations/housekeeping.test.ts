/** The sweeps after a create run at most once a minute per process and database (./housekeeping.ts). */
import type { Db } from '@/server/db/client';
import { SWEEP_INTERVAL_MS, sweepNowAndThen } from './housekeeping';

describe('sweepNowAndThen', () => {
  it('sweeps on the first create, then not again until the interval has passed', async () => {
    const db = {} as Db;
    const runs: string[] = [];
    const sweeps = [async () => runs.push('holds'), async () => runs.push('keys')];
    const t0 = 1_000_000;
    expect(await sweepNowAndThen(db, t0, sweeps)).toBe(true);
    expect(await sweepNowAndThen(db, t0 + 1, sweeps)).toBe(false);
    expect(await sweepNowAndThen(db, t0 + SWEEP_INTERVAL_MS - 1, sweeps)).toBe(false);
    expect(runs).toEqual(['holds', 'keys']);
    expect(await sweepNowAndThen(db, t0 + SWEEP_INTERVAL_MS, sweeps)).toBe(true);
    expect(runs).toEqual(['holds', 'keys', 'holds', 'keys']);
  });

  it('keeps a clock per database, and a failed sweep fails no create', async () => {
    const a = {} as Db;
    const b = {} as Db;
    const failing = [async () => Promise.reject(new Error('down'))];
    await expect(sweepNowAndThen(a, 5, failing)).resolves.toBe(true);
    await expect(sweepNowAndThen(b, 5, failing)).resolves.toBe(true);
    await expect(sweepNowAndThen(a, 6, failing)).resolves.toBe(false);
  });
});
