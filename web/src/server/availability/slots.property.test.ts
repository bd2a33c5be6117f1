/**
 * Property test: the integer-minute engine (slots.ts) answers exactly what the former luxon
 * engine (slots.reference.ts) answers, over random calendars, closures, rooms, busy
 * intervals, durations, steps, minimum notice, horizons and windows, many of them around the
 * DST days 2026-10-25 and 2027-03-28 (src/test/availability-property.ts). Each time zone runs
 * in a child process (TZ cannot be changed inside Jest). PROPERTY_SEED replays a failure;
 * PROPERTY_CASES sets the cases per zone.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkEngines, type PropertyResult } from '@/test/availability-property';

const run = promisify(execFile);
const probe = path.join(__dirname, '..', '..', 'test', 'availability-property-probe.ts');
const tsxCli = require.resolve('tsx/cli');
const CASES = Number(process.env.PROPERTY_CASES ?? 300);
const SEED = Number(process.env.PROPERTY_SEED ?? Date.now() % 1_000_000);

async function checkIn(tz: string): Promise<PropertyResult> {
  const { stdout } = await run(process.execPath, [tsxCli, probe, String(SEED), String(CASES)], {
    cwd: path.join(__dirname, '..', '..', '..'),
    env: { ...process.env, TZ: tz, NODE_OPTIONS: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

describe(`fast availability engine = reference engine (PROPERTY_SEED=${SEED})`, () => {
  it.each(['UTC', 'America/New_York', 'Asia/Tokyo'])(
    'TZ=%s: same days, slots, free rooms and slot-start checks',
    async (tz) => {
      const result = await checkIn(tz);
      expect(result.tz).toBe(tz); // the child really ran in that zone
      expect(result.failure).toBeNull();
      expect(result.cases).toBe(CASES);
      // The generator must produce real work, not only empty days.
      expect(result.slots).toBeGreaterThan(CASES * 10);
      expect(result.slotStarts).toBeGreaterThan(0);
    },
    180_000,
  );

  it('also in this process', () => {
    const result = checkEngines(SEED + 1, 50);
    expect(result.failure).toBeNull();
    expect(result.slots).toBeGreaterThan(0);
  });
});
