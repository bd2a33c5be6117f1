/**
 * Integration (PGlite directory; PostgreSQL with DATABASE_URL): MRI safety answers and the signed
 * consent leave no plaintext in the database's raw files (PGlite data files and WAL) or in a
 * pg_dump of the schema (PostgreSQL), as personal data does (server/privacy/at-rest.test.ts),
 * and still read back whole through the app (docs/privacy.md, docs/screening.md).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { openDb, setDbOverride, type DbHandle } from '@/server/db/client';
import { screeningResponses } from '@/server/db/schema';
import { setJobRuntimeOverride, type JobRuntime } from '@/server/jobs';
import { insertReservation } from '@/server/payments/__fixtures__/reservations';
import { emailHash } from '@/server/privacy/blind-index';
import { manageToken } from '@/server/tokens/manage';
import { createTestDb, startTestJobs, type TestDb } from '@/test/db';
import { answerScreening, openScreening, signScreening } from '.';

const pgUrl = process.env.DATABASE_URL;
let handle: DbHandle | TestDb;
let pgliteDir: string | null = null;
let jobs: JobRuntime | null = null;

beforeAll(async () => {
  setContentSource(localSource());
  if (pgUrl) handle = await createTestDb();
  else {
    pgliteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'screening-at-rest-'));
    handle = await openDb({ pgliteDataDir: pgliteDir });
  }
  setDbOverride(handle.db);
  jobs = await startTestJobs(
    'jobsSchema' in handle ? handle : { ...handle, schema: null, jobsSchema: 'pgboss' },
    { worker: false },
  );
  setJobRuntimeOverride(jobs);
}, 120_000);
afterAll(async () => {
  setContentSource(null);
  setJobRuntimeOverride(null);
  await jobs?.stop().catch(() => undefined);
  setDbOverride(null);
  await handle.close().catch(() => undefined); // the PGlite test closes it early
  if (pgliteDir) await fs.rm(pgliteDir, { recursive: true, force: true });
}, 60_000);

async function rawFiles(dir: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) parts.push(await fs.readFile(path.join(entry.parentPath, entry.name)));
  return Buffer.concat(parts);
}

async function pgDump(schema: string): Promise<Buffer> {
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--dbname', pgUrl!, '--schema', schema, '--no-owner'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

it('answers, details and the signature leave no plaintext in the raw database, and read back whole', async () => {
  const tag = randomBytes(4).toString('hex');
  const email = `screening.${tag}@example.com`;
  const lastName = `Zwygart${tag}`;
  const startsAt = new Date(Math.ceil((Date.now() + 10 * 86_400_000) / 3_600_000) * 3_600_000);
  const row = await insertReservation(handle.db, {
    status: 'confirmed',
    holdExpiresAt: null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * 60_000),
    checkupSlug: 'whole_body_scan',
    checkupId: 'checkupPackage.whole_body_scan',
    services: [],
    serviceIds: [],
    personalData: {
      firstName: 'Anna',
      lastName,
      email,
      phone: null,
      street: null,
      postalCode: null,
      city: null,
      country: null,
      birthDate: null,
      biologicalSex: 'female',
      language: 'en',
      localization: 'en-ch',
    },
    emailHash: emailHash(email),
  });
  const token = manageToken({ reservationId: row.id, email, end: row.endsAt });
  const deps = { db: handle.db, catalog: await getCatalog(), now: new Date() };
  const detail = `Pacemaker model Xylo${tag}`;
  const view = await openScreening(token, deps);
  for (const q of view.sections.flatMap((s) => s.questions)) {
    const value = q.kind === 'number' ? (q.unit === 'cm' ? 171 : 97) : 'no';
    await answerScreening({ token, key: q.key, value }, deps);
  }
  await answerScreening({ token, key: 'pacemaker', value: 'yes', detail }, deps);
  const fullName = `Anna ${lastName}`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  await signScreening(
    {
      token,
      fullName,
      signedOn: today,
      agreed: ['scan', 'dataProcessing'],
      incidentalFindings: 'no',
      variant: 'en',
    },
    deps,
  );

  // Reads back whole through the app.
  const [stored] = await handle.db
    .select()
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, row.id));
  expect(stored.answers.pacemaker).toMatchObject({ value: 'yes', detail, outcome: 'stop' });
  expect(stored.consent?.fullName).toBe(fullName);

  let raw: Buffer;
  if (pgUrl) raw = await pgDump((handle as TestDb).schema!);
  else {
    await jobs?.stop();
    await handle.close();
    raw = await rawFiles(pgliteDir!);
  }
  // The search finds the plain columns of the same row (the questionnaire's revision; the frozen
  // questions may be stored compressed)...
  expect(raw.includes(Buffer.from(stored.questionnaireRev, 'utf8'))).toBe(true);
  // ...but no answer, detail or signature.
  for (const secret of [detail, `Xylo${tag}`, fullName, lastName, '"value":"yes"', '"value":97']) {
    expect({ secret, found: raw.includes(Buffer.from(secret, 'utf8')) }).toEqual({
      secret,
      found: false,
    });
  }
}, 180_000);
