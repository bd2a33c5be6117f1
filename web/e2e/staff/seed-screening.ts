/**
 * Seeds an e2e server's database (before it starts: PGlite has one process) with two confirmed
 * bookings at Zurich ten and twelve days ahead whose MRI safety questionnaires are signed with a
 * `stop` (pacemaker: yes) and a `review` answer (docs/screening.md "At the desk"). Prints their
 * references. Bundled and run by e2e/staff-screening.spec.ts (e2e/staff-cli.ts runScriptOnce).
 */
import { closeDb, getDb, setDbStartup } from '@/server/db/client';
import { screeningResponses } from '@/server/db/schema';
import type { FrozenQuestion } from '@/server/db/screening-type';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { buildBooking } from '@/test/booking';
import { assertPrivacyConfig } from '@/server/privacy/keys';

const DAY = 86_400_000;
const text = (en: string, de: string) => ({ en, de, de_DE: null });
const QUESTIONS: FrozenQuestion[] = [
  {
    key: 'pacemaker',
    section: { key: 'implants', title: text('Implants', 'Implantate') },
    kind: 'yesNo',
    unit: null,
    text: text('Do you have a cardiac pacemaker?', 'Haben Sie einen Herzschrittmacher?'),
    help: null,
    detail: true,
    outcomes: { yes: 'stop', no: 'clear', notSure: 'review' },
    limit: 'none',
    tableWeightLimitKg: null,
  },
  {
    key: 'weight',
    section: { key: 'body', title: text('Body', 'Körper') },
    kind: 'number',
    unit: 'kg',
    text: text('Your weight', 'Ihr Gewicht'),
    help: null,
    detail: false,
    outcomes: null,
    limit: 'tableWeight',
    tableWeightLimitKg: 150,
  },
];

async function main() {
  assertPrivacyConfig();
  setDbStartup(APP_DB_STARTUP);
  const db = await getDb();
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  const seeded: string[] = [];
  for (const [i, pacemaker] of (['yes', 'notSure'] as const).entries()) {
    const startsAt = new Date(start + (10 + 2 * i) * DAY);
    const row = await buildBooking(db, {
      status: 'confirmed',
      holdExpiresAt: null,
      roomKey: `zrh-mri-${i + 1}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      personalData: {
        firstName: i === 0 ? 'Anna' : 'Beat',
        lastName: 'Muster',
        email: `patient${i}@example.com`,
        phone: null,
        street: null,
        postalCode: null,
        city: null,
        country: null,
        birthDate: '1980-04-02',
        biologicalSex: 'female',
        language: 'de',
        localization: 'de-ch',
      },
      language: 'de',
      locale: 'de-ch',
    });
    const outcome = pacemaker === 'yes' ? 'stop' : 'review';
    const at = new Date().toISOString();
    await db.insert(screeningResponses).values({
      reservationId: row.id,
      questionnaireId: 'screeningQuestionnaire',
      questionnaireRev: 'e2e',
      questions: QUESTIONS,
      answers: {
        pacemaker: { value: pacemaker, detail: 'Model X 2019', outcome, at },
        weight: { value: 72, detail: null, outcome: 'clear', at },
      },
      consent: null,
      outcome,
      answeredCount: 2,
      questionCount: 2,
      signedAt: new Date(),
    });
    seeded.push(row.name);
  }
  process.stdout.write(`${JSON.stringify(seeded)}\n`);
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
