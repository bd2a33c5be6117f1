/**
 * Staff commands for personal data (docs/privacy.md):
 *   npm run -s privacy -- export <email> [--out file.json]   everything stored about a person
 *   npm run -s privacy -- erase <email>                      erase what no duty keeps
 *   npm run -s privacy -- retention                          the daily retention run, now
 *   npm run -s privacy -- reencrypt                          move every value to the current key
 * The database comes from the environment as for the site (DATABASE_URL, else the PGlite
 * directory: stop the dev server first, one process holds it). Results are JSON on stdout;
 * log lines go to stderr. Exit code 2 when an erasure was (partly) refused.
 */
import fs from 'node:fs/promises';
import { z } from 'zod';
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { reencryptAll } from '@/server/personal-data/reencrypt';
import { retentionJob } from '@/server/personal-data/retention';
import { erasePerson, exportPerson } from '@/server/personal-data/subject';

const stdout = process.stdout.write.bind(process.stdout);
// The server log writes info lines to stdout; here stdout is the result.
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

const USAGE =
  'usage: npm run -s privacy -- export <email> [--out file] | erase <email> | retention | reencrypt';

async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
  const needsEmail = command === 'export' || command === 'erase';
  if (!command || (needsEmail && !z.email().safeParse(arg?.trim()).success)) {
    process.stderr.write(USAGE + '\n');
    return 64;
  }
  assertPrivacyConfig();
  setDbStartup(APP_DB_STARTUP); // the data steps run as on a server start
  const db = await getDb();
  const now = new Date();
  let result: unknown;
  let code = 0;
  switch (command) {
    case 'export':
      result = await exportPerson(arg.trim(), { db, now });
      break;
    case 'erase': {
      const erased = await erasePerson(arg.trim(), { db, now });
      if (erased.refused.length) code = 2;
      result = erased;
      break;
    }
    case 'retention':
      result = await retentionJob(now);
      break;
    case 'reencrypt':
      result = await reencryptAll(db);
      break;
    default:
      process.stderr.write(USAGE + '\n');
      return 64;
  }
  const json = JSON.stringify(result, null, 2) + '\n';
  if (out) await fs.writeFile(out, json, { mode: 0o600 });
  else stdout(json);
  return code;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    process.stderr.write(`privacy: ${err instanceof Error ? err.message : String(err)}\n`);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
