/**
 * The staff command as admins run it (`npm run staff -- …` runs scripts/staff.ts with tsx;
 * docs/staff-desk.md "Bootstrap the first admin", "Recovery"): a child process on its own PGlite
 * directory. Help lists every command; invite, reset-2fa (lost phone) and enable work by email
 * with a reason where one is required, and refuse bad use with the usage.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDb, repoRoot } from '@/server/db/client';
import { staffAudit } from '@/server/db/schema';
import { staffTwoFactor, staffUser } from '@/server/db/staff-auth-schema';

const WEB = path.resolve(__dirname, '../../../..');
const TSX = path.join(repoRoot(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
const COMMANDS = ['invite', 'list', 'disable', 'enable', 'reset-2fa', 'help'];
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'staff-cli-'));
}, 120_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: path.join(dir, 'db'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SITE_URL: 'http://desk.test',
  };
  delete env.DATABASE_URL; // always its own PGlite directory, never a shared server
  delete env.NODE_OPTIONS;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [TSX, 'scripts/staff.ts', ...args],
      { cwd: WEB, env },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The database between runs (one process holds PGlite: opened and closed around `use`). */
async function withDb<T>(
  fn: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDb({ pgliteDataDir: path.join(dir, 'db') });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

it('lists every command with its options for --help, help and no arguments', async () => {
  const help = await run(['--help']);
  expect(help.code).toBe(0);
  for (const command of COMMANDS) expect(help.stdout).toContain(command);
  for (const option of ['--role', '--locations', '--language', '--print', '--reason'])
    expect(help.stdout).toContain(option);
  expect((await run(['help'])).stdout).toBe(help.stdout);
  const none = await run([]);
  expect(none.code).toBe(64);
  expect(none.stderr).toContain(help.stdout.trim());
  const unknown = await run(['promote', 'x@clinic.test']);
  expect(unknown.code).toBe(64);
  expect(unknown.stderr).toContain('unknown command promote');
}, 120_000);

it('resets a lost second factor with a reason and prints the new link; enables again', async () => {
  const invited = await run(['invite', 'rita@clinic.test', '--role', 'reception', '--print']);
  expect(invited.code).toBe(0);
  expect(invited.stdout).toMatch(/^http:\/\/desk\.test\/de-ch\/staff\/enrol\?token=\S+\n$/);
  // Enrolled since (the app set up TOTP and backup codes).
  const staffId = await withDb(async (db) => {
    const [user] = await db
      .update(staffUser)
      .set({ twoFactorEnabled: true })
      .where(eq(staffUser.email, 'rita@clinic.test'))
      .returning();
    await db
      .insert(staffTwoFactor)
      .values({ id: randomUUID(), userId: user.id, secret: 's', backupCodes: 'c' });
    return user.id;
  });

  // A reason is required.
  const bare = await run(['reset-2fa', 'rita@clinic.test', '--print']);
  expect(bare.code).toBe(64);
  expect(bare.stderr).toContain('reset-2fa <email> --reason');

  const reset = await run(['reset-2fa', 'rita@clinic.test', '--reason', 'lost phone', '--print']);
  expect(reset.code).toBe(0);
  expect(reset.stdout).toMatch(/^http:\/\/desk\.test\/de-ch\/staff\/enrol\?token=\S+\n$/);
  expect(reset.stdout).not.toBe(invited.stdout);
  const emailed = await run(['reset-2fa', 'rita@clinic.test', '--reason', 'lost it again']);
  expect(emailed.stdout).toBe('reset rita@clinic.test: sessions ended, new enrolment link sent\n');
  const outbox = await fs.readdir(path.join(dir, 'outbox'));
  expect(outbox.length).toBeGreaterThan(0);

  expect((await run(['disable', 'rita@clinic.test', '--reason', 'on leave'])).code).toBe(0);
  expect((await run(['enable', 'rita@clinic.test'])).code).toBe(64); // no reason
  const enabled = await run(['enable', 'rita@clinic.test', '--reason', 'back']);
  expect(enabled).toMatchObject({ code: 0, stdout: 'enabled rita@clinic.test\n' });
  const listed = await run(['list']);
  expect(listed.stdout).toBe('rita@clinic.test\treception\t-\tde\tinvited\n');
  await withDb(async (db) => {
    expect(
      await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staffId)),
    ).toEqual([]);
    const audit = await db.select().from(staffAudit);
    const details = (action: string) =>
      audit.filter((a) => a.action === action).map((a) => a.detail);
    expect(details('staff-2fa-reset')).toEqual([
      { staffId, reason: 'lost phone' },
      { staffId, reason: 'lost it again' },
    ]);
    expect(details('staff-disabled')).toEqual([{ staffId, reason: 'on leave' }]);
    expect(details('staff-enabled')).toEqual([{ staffId, reason: 'back' }]);
  });
}, 420_000);
