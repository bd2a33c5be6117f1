/**
 * Staff accounts without the desk (docs/staff-desk.md "Bootstrap the first admin", "Recovery");
 * `npm run staff -- --help` lists every command with its options (USAGE below).
 * `invite` and `reset-2fa` email a one-time enrolment link (24 h; the outbox in dev), `--print`
 * prints it instead (base: SITE_URL, else http://localhost:3000). The database comes from the
 * environment as for the site (stop the dev server first with PGlite: one process holds it).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { reasonSchema } from '@/contracts/staff-accounts';
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { STAFF_ROLES } from '@/shared/staff-roles';
import {
  changeStaff,
  enableStaff,
  findStaffByEmail,
  inviteStaff,
  listStaff,
  resetSecondFactor,
  StaffAccountError,
} from '@/server/staff/auth/accounts';
import { resolveLocationIds } from '@/server/staff/auth/locations';

const stdout = process.stdout.write.bind(process.stdout);
// The server log writes info lines to stdout; here stdout is the result.
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

const USAGE = `usage: npm run staff -- <command> [options]

  invite <email> --role ${STAFF_ROLES.join('|')} [--locations a,b] [--name "…"] [--language de|en] [--print]
      create an account and email its one-time enrolment link (24 h); --print prints the
      link instead; locations are slugs or ids (bern, location.bern); admins see all
  list
      every account: email, role, locations, language, status
  disable <email> [--reason "…"]
      disable the account and end its sessions
  enable <email> --reason "…"
      enable a disabled account again
  reset-2fa <email> --reason "…" [--print]
      lost phone: remove the authenticator, backup codes, passkeys and sessions and email a
      new one-time enrolment link (--print prints it instead)
  help, --help
      this list`;

const inviteArgs = z.object({
  email: z.email(),
  role: z.enum(STAFF_ROLES),
  locations: z.string().default(''),
  name: z.string().optional(),
  language: z.enum(['en', 'de']).default('de'),
  print: z.boolean().default(false),
});

const reasonArg = z.object({ reason: reasonSchema });
const COMMANDS = new Set(['invite', 'list', 'disable', 'enable', 'reset-2fa']);
const NEEDS_REASON = new Set(['enable', 'reset-2fa']);

function usage(to: 'out' | 'err'): number {
  if (to === 'out') {
    stdout(USAGE + '\n');
    return 0;
  }
  process.stderr.write(USAGE + '\n');
  return 64;
}

function noAccount(email: string | undefined): number {
  process.stderr.write(`staff: no account ${email ?? ''}\n`);
  return 1;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        locations: { type: 'string' },
        name: { type: 'string' },
        language: { type: 'string' },
        reason: { type: 'string' },
        print: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    process.stderr.write(`staff: ${err instanceof Error ? err.message : String(err)}\n`);
    return usage('err');
  }
  const { positionals, values } = parsed;
  const [command, email] = positionals;
  if (values.help || command === 'help') return usage('out');
  if (!command) return usage('err');
  if (!COMMANDS.has(command)) {
    process.stderr.write(`staff: unknown command ${command}\n`);
    return usage('err');
  }
  // A reason where one is needed, checked before the database opens (a quick usage error).
  const reason = values.reason === undefined ? null : reasonArg.safeParse(values);
  if ((reason && !reason.success) || (NEEDS_REASON.has(command) && (!reason || !email)))
    return usage('err');
  assertPrivacyConfig();
  setDbStartup(APP_DB_STARTUP); // the data steps run as on a server start
  const db = await getDb();
  switch (command) {
    case 'invite': {
      const args = inviteArgs.safeParse({ email: email?.trim().toLowerCase(), ...values });
      if (!args.success) break;
      const { role, language, print } = args.data;
      const locations = await resolveLocationIds(
        args.data.locations
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const invited = await inviteStaff(
        db,
        {
          email: args.data.email,
          name: args.data.name ?? args.data.email.split('@')[0],
          role,
          locations,
          language,
        },
        null,
        { send: !print },
      );
      stdout(print ? `${invited.url}\n` : `invited ${args.data.email}: enrolment link sent\n`);
      return 0;
    }
    case 'list':
      for (const s of await listStaff(db))
        stdout(
          `${s.email}\t${s.role}\t${s.role === 'admin' ? 'all' : s.locations.join(',') || '-'}\t${s.language}\t${s.disabled ? 'disabled' : s.enrolled ? 'enrolled' : 'invited'}\n`,
        );
      return 0;
    case 'disable': {
      const user = email ? await findStaffByEmail(db, email) : null;
      if (!user) return noAccount(email);
      // The CLI is no admin's session: there is no "own" account to confirm.
      await changeStaff(db, { id: user.id, disabled: true, reason: reason?.data?.reason }, null);
      stdout(`disabled ${user.email}; its sessions ended\n`);
      return 0;
    }
    case 'enable': {
      const account = await enableStaff(db, null, { email: email! }, reason!.data!.reason);
      stdout(`enabled ${account.email}\n`);
      return 0;
    }
    case 'reset-2fa': {
      const print = values.print === true;
      const { account, url } = await resetSecondFactor(
        db,
        null,
        { email: email! },
        reason!.data!.reason,
        { send: !print },
      );
      stdout(
        print ? `${url}\n` : `reset ${account.email}: sessions ended, new enrolment link sent\n`,
      );
      return 0;
    }
  }
  return usage('err');
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    const message =
      err instanceof StaffAccountError
        ? err.id === 'staff-not-found'
          ? 'no such account'
          : err.id
        : err instanceof Error
          ? err.message
          : String(err);
    process.stderr.write(`staff: ${message}\n`);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
