/**
 * An open of the app's database that takes long says where it is (docs/operations.md "A
 * database that does not open"): every request waits for it, so a hang must be found in the log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from '@/server/log';
import { seedPgliteDir } from '@/test/pglite-template';
import { closeDb, getDbHandle, setDbStartup } from './client';

const env = { ...process.env };
let dir: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-open-'));
  await seedPgliteDir(path.join(dir, 'pglite'));
  process.env.PGLITE_DATA_DIR = path.join(dir, 'pglite');
  delete process.env.DATABASE_URL;
  // Only the warning's interval runs on the test's clock; PGlite keeps the real one.
  jest.useFakeTimers({
    doNotFake: [
      'setTimeout',
      'setImmediate',
      'nextTick',
      'queueMicrotask',
      'Date',
      'performance',
      'hrtime',
    ],
  });
});

afterEach(async () => {
  jest.useRealTimers();
  await closeDb();
  setDbStartup({});
  process.env = { ...env };
  fs.rmSync(dir, { recursive: true, force: true });
});

it('warns every 20 s with the phase while the open has not finished, and stops once it has', async () => {
  const warn = jest.spyOn(log, 'warn');
  let release!: () => void;
  let entered!: () => void;
  const inDataSteps = new Promise<void>((resolve) => (entered = resolve));
  setDbStartup({
    dataSteps: () =>
      new Promise<void>((resolve) => {
        release = resolve;
        entered();
      }),
  });
  const handle = getDbHandle();
  await inDataSteps;
  jest.advanceTimersByTime(20_000);
  expect(warn).toHaveBeenCalledWith(
    'db-open-slow',
    expect.objectContaining({ phase: 'data-steps' }),
  );
  jest.advanceTimersByTime(20_000);
  expect(warn.mock.calls.filter(([event]) => event === 'db-open-slow')).toHaveLength(2);

  release();
  await handle;
  warn.mockClear();
  jest.advanceTimersByTime(60_000);
  expect(warn).not.toHaveBeenCalledWith('db-open-slow', expect.anything());
});
