/**
 * The staff command (`npm run staff -- …`, scripts/staff.ts; docs/staff-desk.md "Bootstrap the
 * first admin", "Recovery") as a function of its arguments: the script gives it the process's
 * streams and the app's database, tests call it in-process. Exit codes: 0 done, 1 refused,
 * 64 usage.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { reasonSchema } from '@/contracts/staff-accounts';
import type { Db } from '@/server/db/client';
import { STAFF_ROLES } from '@/shared/staff-roles';
import {
  changeStaff,
  enableStaff,
  findStaffByEmail,
  inviteStaff,
  listStaff,
  resetSecondFactor,
  StaffAccountError,
} from './accounts';
import { resolveLocationIds } from './locations';
import { STAFF_NOT_FOUND } from '@/contracts/error-ids';

export type CliIo = {
  /** The result (stdout). */
  out(text: string): void;
  /** Usage and refusals (stderr). */
  err(text: string): void;
  /** Opened only once the arguments are valid, so a usage error never waits for the database. */
  openDb(): Promise<Db>;
};

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

async function main(argv: string[], io: CliIo): Promise<number> {
  const stdout = io.out;
  const usage = (to: 'out' | 'err') => {
    (to === 'out' ? io.out : io.err)(USAGE + '\n');
    return to === 'out' ? 0 : 64;
  };
  const noAccount = (email: string | undefined) => {
    io.err(`staff: no account ${email ?? ''}\n`);
    return 1;
  };
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
    io.err(`staff: ${err instanceof Error ? err.message : String(err)}\n`);
    return usage('err');
  }
  const { positionals, values } = parsed;
  const [command, email] = positionals;
  if (values.help || command === 'help') return usage('out');
  if (!command) return usage('err');
  if (!COMMANDS.has(command)) {
    io.err(`staff: unknown command ${command}\n`);
    return usage('err');
  }
  // A reason where one is needed, checked before the database opens (a quick usage error).
  const reason = values.reason === undefined ? null : reasonArg.safeParse(values);
  if ((reason && !reason.success) || (NEEDS_REASON.has(command) && (!reason || !email)))
    return usage('err');
  const db = await io.openDb();
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

/** Runs one command; any failure is one line on `err` and exit code 1. */
export async function staffCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (err) {
    const message =
      err instanceof StaffAccountError
        ? err.id === STAFF_NOT_FOUND
          ? 'no such account'
          : err.id
        : err instanceof Error
          ? err.message
          : String(err);
    io.err(`staff: ${message}\n`);
    return 1;
  }
}
