/**
 * Integration (PGlite directory; PostgreSQL with DATABASE_URL): MRI safety answers and the signed
 * consent leave no plaintext in the database's raw files (PGlite data files and WAL) or in a
 * pg_dump of the schema (PostgreSQL), as personal data does (server/privacy/at-rest.test.ts),
 * and still read back whole through the app (docs/privacy.md, docs/screening.md).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { screeningResponses } from '@/server/db/schema';
import { atRestDb, expectNoneIn } from '@/test/at-rest';
import { ANNA_BOOKED, screeningBooking } from '@/test/booking';
import { answerScreening, openScreening, signScreening } from '.';

const store = atRestDb('screening-at-rest-');

beforeAll(() => setContentSource(localSource()));
afterAll(() => setContentSource(null));

it('answers, details and the signature leave no plaintext in the raw database, and read back whole', async () => {
  const tag = randomBytes(4).toString('hex');
  const email = `screening.${tag}@example.com`;
  const lastName = `Zwygart${tag}`;
  const { row, token } = await screeningBooking(store.handle.db, {
    ...ANNA_BOOKED,
    lastName,
    email,
  });
  const deps = { db: store.handle.db, catalog: await getCatalog(), now: new Date() };
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
  const [stored] = await store.handle.db
    .select()
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, row.id));
  expect(stored.answers.pacemaker).toMatchObject({ value: 'yes', detail, outcome: 'stop' });
  expect(stored.consent?.fullName).toBe(fullName);

  const raw = await store.rawBytes();
  // The search finds the plain columns of the same row (the questionnaire's revision; the frozen
  // questions may be stored compressed)...
  expect(raw.includes(Buffer.from(stored.questionnaireRev, 'utf8'))).toBe(true);
  // ...but no answer, detail or signature.
  expectNoneIn(raw, [detail, `Xylo${tag}`, fullName, lastName, '"value":"yes"', '"value":97']);
}, 180_000);
