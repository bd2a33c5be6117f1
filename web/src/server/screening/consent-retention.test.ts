/**
 * The seed's data-processing consent says what the code does with the answers (docs/screening.md
 * "Retention"): they go with the booking's personal data, `bookingRetentionDays` after the
 * appointment (anonymiseReservations), not "as long as the law requires". The text names the
 * period in words, so a change of the seed's setting must change the text too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SEED = path.join(__dirname, '..', '..', '..', '..', 'schemas', 'seed', 'production.ndjson');
const docs = readFileSync(SEED, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Record<string, unknown>);

it('tells the patient the answers are deleted with the booking’s personal data after two years', () => {
  const settings = docs.find((d) => d._id === 'siteSettings')!;
  expect(settings.bookingRetentionDays).toBe(730);
  const questionnaire = docs.find((d) => d._id === 'screeningQuestionnaire') as {
    consents: Record<string, string>[];
  };
  const consent = questionnaire.consents.find((c) => c.key === 'dataProcessing')!;
  expect(consent.body_en).toContain(
    "deleted together with your booking's personal data two years after your appointment",
  );
  expect(consent.body_de).toContain('Personendaten Ihrer Buchung zwei Jahre nach Ihrem Termin');
  expect(consent.body_de_DE).toContain(
    'personenbezogenen Daten Ihrer Buchung zwei Jahre nach Ihrem Termin',
  );
  for (const body of [consent.body_en, consent.body_de, consent.body_de_DE])
    expect(body).not.toMatch(/law requires|Gesetz es/);
});
