/**
 * The privacy command (`npm run -s privacy -- …`, scripts/privacy.ts; docs/privacy.md) as a
 * function of its arguments: the script gives it the process's streams and the app's database,
 * tests call it in-process.
 */
import fs from 'node:fs/promises';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { reencryptAll } from './reencrypt';
import { retentionJob } from './retention';
import { erasePerson, exportPerson } from './subject';

export type CliIo = {
  out(text: string): void;
  err(text: string): void;
  /** Opened only once the arguments are valid. */
  openDb(): Promise<Db>;
  now(): Date;
};

const USAGE =
  'usage: npm run -s privacy -- export <email> [--out file] | erase <email> | retention | reencrypt';

/** Runs one command: 0 done, 2 an erasure (partly) refused, 64 usage; the JSON result on `out`. */
export async function privacyCli(argv: string[], io: CliIo): Promise<number> {
  const [command, arg] = argv;
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
  const needsEmail = command === 'export' || command === 'erase';
  if (!command || (needsEmail && !z.email().safeParse(arg?.trim()).success)) {
    io.err(USAGE + '\n');
    return 64;
  }
  const db = await io.openDb();
  const now = io.now();
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
      io.err(USAGE + '\n');
      return 64;
  }
  const json = JSON.stringify(result, null, 2) + '\n';
  if (out) await fs.writeFile(out, json, { mode: 0o600 });
  else io.out(json);
  return code;
}
