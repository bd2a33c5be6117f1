/**
 * Staff accounts without the desk (docs/staff-desk.md "Bootstrap the first admin"):
 *   npm run staff -- invite <email> --role admin|reception|viewer [--locations zurich_bellevue,bern]
 *                   [--name "…"] [--language de|en] [--print]
 *   npm run staff -- list
 *   npm run staff -- disable <email>
 * `invite` emails a one-time enrolment link (24 h; the outbox in dev), `--print` prints it
 * instead (base: SITE_URL, else http://localhost:3000). The database comes from the environment
 * as for the site (stop the dev server first with PGlite: one process holds it).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { STAFF_ROLES } from '@/shared/staff-roles';
import {
  changeStaff,
  findStaffByEmail,
  inviteStaff,
  listStaff,
} from '@/server/staff/auth/accounts';
import { resolveLocationIds } from '@/server/staff/auth/locations';

const stdout = process.stdout.write.bind(process.stdout);
// The server log writes info lines to stdout; here stdout is the result.
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

const USAGE = `usage: npm run staff -- invite <email> --role ${STAFF_ROLES.join('|')} [--locations a,b] [--name "…"] [--language de|en] [--print]
       npm run staff -- list
       npm run staff -- disable <email>`;

const inviteArgs = z.object({
  email: z.email(),
  role: z.enum(STAFF_ROLES),
  locations: z.string().default(''),
  name: z.string().optional(),
  language: z.enum(['en', 'de']).default('de'),
  print: z.boolean().default(false),
});

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      locations: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      print: { type: 'boolean' },
    },
  });
  const [command, email] = positionals;
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
      if (!user) {
        process.stderr.write(`staff: no account ${email ?? ''}\n`);
        return 1;
      }
      await changeStaff(db, { id: user.id, disabled: true }, null);
      stdout(`disabled ${user.email}; its sessions ended\n`);
      return 0;
    }
  }
  process.stderr.write(USAGE + '\n');
  return 64;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    process.stderr.write(`staff: ${err instanceof Error ? err.message : String(err)}\n`);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
