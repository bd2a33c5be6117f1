/**
 * The privacy command as staff run it (`npm run privacy -- …`, docs/privacy.md): export, erase,
 * retention and usage run in-process on the test database (`privacyCli`) holding one booking
 * written through the app; two runs go through the script in a child process, to show that the
 * result is JSON on stdout with the log on stderr, and that production refuses to start without
 * its key.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { NO_PERSON_DETAILS } from '@/server/db/schema';
import { buildBooking } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { seedPgliteDir } from '@/test/pglite-template';
import { emailHash } from '@/server/privacy/blind-index';
import { privacyCli } from './cli';
import { runCli } from '@/test/cli';
import { tsChildArgs } from '@/test/ts-child';

const WEB = path.resolve(__dirname, '../../..');
const t = setupTestDb({ worker: false });
let reservationId: string;

beforeAll(async () => {
  const row = await buildBooking(t.db, {
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
});

const run = (args: string[]) =>
  runCli(privacyCli, args, { openDb: async () => t.db, now: () => new Date() });

/** The script in a child process, on a PGlite directory of its own. */
async function runScript(args: string[], env: Record<string, string> = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'privacy-cli-'));
  await seedPgliteDir(path.join(dir, 'db'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: path.join(dir, 'db'),
    LOG_LEVEL: 'info',
    ...env,
  };
  delete childEnv.DATABASE_URL; // always its own PGlite directory, never a shared server
  delete childEnv.NODE_OPTIONS;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      tsChildArgs('scripts/privacy.ts', ...args),
      { cwd: WEB, env: childEnv },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

it('exports as JSON, erases, runs retention, and refuses bad use', async () => {
  const exported = await run(['export', 'CLARA.cli@example.com']);
  expect(exported.code).toBe(0);
  const json = JSON.parse(exported.stdout);
  expect(json.bookings).toEqual([
    expect.objectContaining({
      reservationId,
      personalData: expect.objectContaining({ lastName: 'Kommando' }),
    }),
  ]);

  const erased = await run(['erase', 'clara.cli@example.com']);
  expect(erased.code).toBe(0);
  expect(JSON.parse(erased.stdout)).toMatchObject({
    erased: { bookings: [reservationId] },
    refused: [],
  });
  expect(JSON.parse((await run(['export', 'clara.cli@example.com'])).stdout).bookings).toEqual([]);

  expect((await run(['retention'])).code).toBe(0);
  for (const bad of [['export'], ['export', 'not-an-email'], [], ['shred', 'a@b.ch']]) {
    const refused = await run(bad);
    expect(refused).toMatchObject({ code: 64, stdout: '' });
    expect(refused.stderr).toContain('usage: npm run -s privacy');
  }
});

it('runs as the script: JSON on stdout, the log on stderr; production refuses without its key', async () => {
  const exported = await runScript(['export', 'nobody@example.com']);
  expect(exported.code).toBe(0);
  expect(JSON.parse(exported.stdout)).toMatchObject({ bookings: [] });
  expect(exported.stderr).toContain('"event":"privacy-export"');
  expect(exported.stderr).not.toContain('nobody@example.com');

  const production = await runScript(['retention'], { NODE_ENV: 'production' });
  expect(production.code).toBe(1);
  expect(production.stderr).toContain('DATA_ENCRYPTION_KEY must be set in production');
}, 240_000); // two child processes, each compiling with tsx, one opening PGlite
