/**
 * The staff command as staff run it (`npm run privacy -- …` runs this script with tsx): a
 * child process on its own PGlite directory, holding one booking written through the app.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDb, repoRoot } from '@/server/db/client';
import { NO_PERSON_DETAILS } from '@/server/db/schema';
import { insertReservation } from '@/server/payments/__fixtures__/reservations';
import { emailHash } from './blind-index';

const WEB = path.resolve(__dirname, '../../..');
const TSX = path.join(repoRoot(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
let dir: string;
let reservationId: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'privacy-cli-'));
  const handle = await openDb({ pgliteDataDir: path.join(dir, 'db') });
  const row = await insertReservation(handle.db, {
    status: 'cancelled',
    personalData: {
      firstName: 'Clara',
      lastName: 'Kommando',
      email: 'clara.cli@example.com',
      ...NO_PERSON_DETAILS,
      phone: '+41790000000',
      biologicalSex: 'female',
      language: 'de',
      localization: 'de-ch',
    },
    emailHash: emailHash('clara.cli@example.com'),
  });
  reservationId = row.id;
  await handle.close();
}, 120_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function run(args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: path.join(dir, 'db'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    LOG_LEVEL: 'info',
    ...env,
  };
  delete childEnv.DATABASE_URL; // always its own PGlite directory, never a shared server
  delete childEnv.NODE_OPTIONS;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [TSX, 'scripts/privacy.ts', ...args],
      { cwd: WEB, env: childEnv },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

it('exports as JSON on stdout (logs on stderr), erases, and refuses bad use', async () => {
  const exported = await run(['export', 'CLARA.cli@example.com']);
  expect(exported.code).toBe(0);
  const json = JSON.parse(exported.stdout);
  expect(json.bookings).toEqual([
    expect.objectContaining({
      reservationId,
      personalData: expect.objectContaining({ lastName: 'Kommando' }),
    }),
  ]);
  expect(exported.stderr).toContain('"event":"privacy-export"');
  expect(exported.stderr).not.toContain('Kommando');

  const erased = await run(['erase', 'clara.cli@example.com']);
  expect(erased.code).toBe(0);
  expect(JSON.parse(erased.stdout)).toMatchObject({
    erased: { bookings: [reservationId] },
    refused: [],
  });
  expect(JSON.parse((await run(['export', 'clara.cli@example.com'])).stdout).bookings).toEqual([]);

  expect((await run(['retention'])).code).toBe(0);
  expect((await run(['export'])).code).toBe(64);
  const production = await run(['retention'], { NODE_ENV: 'production' });
  expect(production.code).toBe(1);
  expect(production.stderr).toContain('DATA_ENCRYPTION_KEY must be set in production');
}, 300_000); // five CLI processes, each compiling with tsx and opening PGlite: slow on a loaded machine
