/**
 * The staff command as admins run it (`npm run staff -- …`; docs/staff-desk.md "Bootstrap the
 * first admin", "Recovery"). Help lists every command; invite, reset-2fa (lost phone) and enable
 * work by email with a reason where one is required, and refuse bad use with the usage. The
 * commands run in-process on the test database (`staffCli`); one run goes through the script
 * itself, in a child process, to show that the entry point wires the same function to the
 * process's streams without opening the database for a usage answer.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { staffAudit } from '@/server/db/schema';
import { staffTwoFactor, staffUser } from '@/server/db/staff-auth-schema';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { setupTestDb } from '@/test/db';
import { staffCli } from './cli';
import { runCli } from '@/test/cli';
import { tsChildArgs } from '@/test/ts-child';

const WEB = path.resolve(__dirname, '../../../..');
const COMMANDS = ['invite', 'list', 'disable', 'enable', 'reset-2fa', 'help'];
const t = setupTestDb({ worker: false });
const mails: OutgoingMail[] = [];
let opened = 0;

beforeAll(() => {
  process.env.SITE_URL = 'http://desk.test';
  setMailer({ send: async (m) => void mails.push(m) });
});
afterAll(() => {
  delete process.env.SITE_URL;
  setMailer(null);
});

const run = (args: string[]) =>
  runCli(staffCli, args, {
    openDb: async () => {
      opened++;
      return t.db;
    },
  });

/** The database between runs: the test's own. */
const withDb = <T>(fn: (db: typeof t.db) => Promise<T>) => fn(t.db);

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
  expect(opened).toBe(0); // usage answers never open the database
});

it('runs as the script: the usage on stdout, exit code 0, no database opened', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: '/nonexistent/staff-cli' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    tsChildArgs('scripts/staff.ts', '--help'),
    { cwd: WEB, env },
  );
  expect(stdout).toBe((await run(['--help'])).stdout);
  expect(stderr).toBe('');
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
  expect(mails.map((m) => m.to)).toEqual(['rita@clinic.test']);
  expect(mails[0].text).toContain('http://desk.test/de-ch/staff/enrol?token=');

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
});
