/**
 * The MRI safety questionnaire's routes (docs/screening.md "The patient's questionnaire") on a
 * fresh database (PGlite; PostgreSQL with DATABASE_URL) and the seed content: opened with the
 * manage token, answers saved one by one and kept across visits, sealed at rest, refused when
 * they do not fit, signing with the consent (incomplete, wrong name, missing consent, then
 * signed and frozen), the signed copy as a PDF, an old answer still read from its own copy after
 * the questionnaire changed, a partner's own booking with its own questionnaire, the reminder
 * (sent while not signed, not after), staff told once of a signed questionnaire that needs
 * review, and the privacy export and erasure.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { localSource, setContentSource } from '@/server/content/source';
import { datasetWithDocument } from '@/test/content-seed';
import { rowsOf, setupTestDb } from '@/test/db';
import { routeApis, type TestApi } from '@/test/api';
import { pdfText } from '@/test/pdf-text';
import { ANNA_BOOKED, clientIp, screeningBooking, type BookingOverrides } from '@/test/booking';
import { screeningResponses, reservations } from '@/server/db/schema';
import { handleEmailJob, handleStaffJob } from '@/server/job-worker/handlers';
import { jobsSettled } from '@/server/jobs';
import type { StaffMessage } from '@/server/notify/staff';
import { startWebhookSink } from '@/test/webhook-sink';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { anonymiseReservations } from '@/server/personal-data/anonymise';
import { exportPerson } from '@/server/personal-data/subject';
import { screeningStates } from '@/server/screening';
import type { ScreeningOpenResponse, ScreeningView } from '@/contracts/screening-open';
import type { ScreeningAnswerResponse } from '@/contracts/screening-answer';
import * as openRoute from '@/pages/api/screening/open';
import * as answerRoute from '@/pages/api/screening/answer';
import * as signRoute from '@/pages/api/screening/sign';
import * as pdfRoute from '@/pages/api/screening/pdf';

// Each test opens, answers, signs and prints a questionnaire (a PDF with embedded fonts) through the
// routes: seconds of work on a quiet host, many times that on a loaded one.
jest.setTimeout(90_000);

const t = setupTestDb();
const { open, answer, sign, pdf } = routeApis({
  open: [openRoute, '/api/screening/open'],
  answer: [answerRoute, '/api/screening/answer'],
  sign: [signRoute, '/api/screening/sign'],
  pdf: [pdfRoute, '/api/screening/pdf'],
});
const sent: OutgoingMail[] = [];

beforeAll(() => {
  setContentSource(localSource());
  setMailer({ send: async (mail) => void sent.push(mail) });
  process.env.STAFF_WEBHOOK_URL = '';
});
afterAll(() => {
  setContentSource(null);
  setMailer(null);
});

/** The stored questionnaire responses of the booking `id`. */
const responsesOf = (id: string) =>
  t.db.select().from(screeningResponses).where(eq(screeningResponses.reservationId, id));

/** A confirmed booking of the whole-body scan (DEXA included) 10 days ahead, and its link's token. */
async function booked(
  person: { firstName?: string; lastName?: string; email?: string } = {},
  overrides: BookingOverrides = {},
) {
  const email = person.email ?? `anna.${randomUUID().slice(0, 8)}@example.com`;
  const booking = await screeningBooking(
    t.db,
    {
      ...ANNA_BOOKED,
      firstName: person.firstName ?? 'Anna',
      lastName: person.lastName ?? 'Muster',
      email,
      birthDate: '1980-04-02',
      language: 'de',
      localization: 'de-ch',
    },
    overrides,
  );
  return { ...booking, email };
}

const post = <T>(api: TestApi, body: unknown) => api.post<T>(body, clientIp());
const openView = async (token: string) => {
  const res = await post<ScreeningOpenResponse>(open, { token });
  expect(res.status).toBe(200);
  return res.body.screening;
};
const keys = (v: ScreeningView) => v.sections.flatMap((s) => s.questions.map((q) => q.key));
const answerOf = (v: ScreeningView, key: string) =>
  v.sections.flatMap((s) => s.questions).find((q) => q.key === key)?.answer ?? null;

/** Every question of the view answered "no", height 170 cm, weight 70 kg. */
async function answerAll(token: string, v: ScreeningView) {
  for (const q of v.sections.flatMap((s) => s.questions)) {
    const value = q.kind === 'number' ? (q.unit === 'cm' ? 170 : 70) : 'no';
    const res = await post(answer, { token, key: q.key, value });
    expect(res.status).toBe(200);
  }
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
const signBody = (token: string, over: Record<string, unknown> = {}) => ({
  token,
  fullName: 'Anna Muster',
  signedOn: today(),
  agreed: ['scan', 'dataProcessing'],
  incidentalFindings: 'no',
  variant: 'de',
  ...over,
});

async function pdfBytes(token: string) {
  const res = await fetch(pdf.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...clientIp() },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: await res.bytes() };
}

it('opens the booking’s questionnaire, saves answers one by one and keeps them for the next visit', async () => {
  const { row, token } = await booked();
  const first = await openView(token);
  expect(first.reference).toBe(row.name);
  expect(keys(first)).toEqual(expect.arrayContaining(['pacemaker', 'dexaPregnancy', 'weight']));
  expect(first.progress).toEqual({ answered: 0, total: keys(first).length });
  expect(first.signed).toBeNull();
  expect(new Date(first.dueAt).getTime()).toBe(row.startsAt.getTime() - 48 * 3_600_000);
  // Nothing is stored before the first answer.
  expect(await responsesOf(row.id)).toEqual([]);

  const tattoo = await post<ScreeningAnswerResponse>(answer, {
    token,
    key: 'tattoos',
    value: 'yes',
    detail: 'Rose am linken Unterarm',
  });
  expect(tattoo.status).toBe(200);
  expect(tattoo.body).toEqual({
    progress: { answered: 1, total: keys(first).length },
    outcome: 'review',
  });
  const weight = await post<ScreeningAnswerResponse>(answer, { token, key: 'weight', value: 82.5 });
  expect(weight.body.outcome).toBe('review');

  // The next visit: the answers are there.
  const again = await openView(token);
  expect(answerOf(again, 'tattoos')).toEqual({ value: 'yes', detail: 'Rose am linken Unterarm' });
  expect(answerOf(again, 'weight')).toEqual({ value: 82.5, detail: null });
  expect(again.progress.answered).toBe(2);
  expect(again.outcome).toBe('review');
  expect(await screeningStates(t.db, [row.id])).toEqual(new Map([[row.id, 'inProgress']]));

  // At rest: the answers column holds ciphertext, not the detail text.
  const raw = await rowsOf<{ answers: unknown; questions: unknown }>(
    await t.db.execute(
      sql`select answers::text as answers, questions::text as questions from screening_responses where reservation_id = ${row.id}`,
    ),
  );
  expect(String(raw[0].answers)).not.toContain('Unterarm');
  expect(String(raw[0].answers)).not.toContain('82.5');
  expect(String(raw[0].answers)).toContain('"ct"');
  expect(String(raw[0].questions)).toContain('tattoos'); // the frozen questions are content
});

it('refuses answers that do not fit, and bad tokens', async () => {
  const { token, row } = await booked();
  for (const body of [
    { token, key: 'pacemaker', value: 3 },
    { token, key: 'height', value: 'yes' },
    { token, key: 'height', value: 900 },
    { token, key: 'noSuchQuestion', value: 'no' },
  ]) {
    const res = await post(answer, body);
    expect({ body, status: res.status, error: res.body }).toEqual({
      body,
      status: 400,
      error: { error: 'screening-answer-invalid' },
    });
  }
  expect((await post(answer, { token, key: 'pacemaker', value: 'maybe' })).status).toBe(400);
  expect(await post(open, { token: `${token}x` })).toMatchObject({
    status: 401,
    body: { error: 'booking-link-invalid' },
  });
  await t.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, row.id));
  expect(await post(answer, { token, key: 'pacemaker', value: 'no' })).toMatchObject({
    status: 409,
    body: { error: 'booking-not-active' },
  });
});

it('signs once everything is answered, with the consent and the patient’s name, then freezes it', async () => {
  const { row, token } = await booked({ firstName: 'Zoë', lastName: 'Müller-Brunner' });
  const v = await openView(token);
  expect(await post(sign, signBody(token))).toMatchObject({
    status: 409,
    body: { error: 'screening-incomplete' },
  });
  await answerAll(token, v);
  // A "yes" that asks a detail, without it: still incomplete.
  await post(answer, { token, key: 'pacemaker', value: 'yes' });
  expect((await post(sign, signBody(token))).body).toEqual({ error: 'screening-incomplete' });
  await post(answer, { token, key: 'pacemaker', value: 'yes', detail: 'MR-conditional, 2019' });

  expect(
    (await post(sign, signBody(token, { fullName: 'Zoë Muster', incidentalFindings: 'yes' }))).body,
  ).toEqual({ error: 'screening-signature-invalid' });
  expect(
    (await post(sign, signBody(token, { fullName: 'zoe muller brunner', signedOn: '2020-01-01' })))
      .body,
  ).toEqual({ error: 'screening-signature-invalid' });
  expect(
    (await post(sign, signBody(token, { fullName: 'Zoë Müller-Brunner', agreed: ['scan'] }))).body,
  ).toEqual({ error: 'screening-consent-missing' });
  expect(
    (
      await post(
        sign,
        signBody(token, { fullName: 'Zoë Müller-Brunner', incidentalFindings: null }),
      )
    ).body,
  ).toEqual({ error: 'screening-consent-missing' });

  const signed = await post<{ screening: ScreeningView }>(
    sign,
    signBody(token, { fullName: '  zoe MULLER brunner ', incidentalFindings: 'yes' }),
  );
  expect(signed.status).toBe(200);
  expect(signed.body.screening.signed).toMatchObject({
    fullName: 'zoe MULLER brunner',
    signedOn: today(),
    incidentalFindings: 'yes',
  });
  expect(signed.body.screening.outcome).toBe('stop');
  expect(await screeningStates(t.db, [row.id])).toEqual(new Map([[row.id, 'needsReview']]));

  // Frozen: no more answers, no second signature.
  expect(await post(answer, { token, key: 'pacemaker', value: 'no' })).toMatchObject({
    status: 409,
    body: { error: 'screening-already-signed' },
  });
  expect((await post(sign, signBody(token))).body).toEqual({ error: 'screening-already-signed' });

  // The consent texts agreed to are stored (sealed) with the signature.
  const [stored] = await responsesOf(row.id);
  expect(stored.consent?.consents.map((c) => c.key)).toEqual([
    'scan',
    'incidentalFindings',
    'dataProcessing',
  ]);
  expect(stored.consent?.questionnaireRev).toBe(stored.questionnaireRev);

  // The signed copy, in German.
  const file = await pdfBytes(token);
  expect(file.status).toBe(200);
  expect(file.type).toBe('application/pdf');
  const text = await pdfText(file.bytes);
  expect(text).toContain('MRI-Sicherheitsfragebogen und Einwilligung');
  expect(text).toContain(row.name);
  expect(text).toContain('zoe MULLER brunner');
  expect(text).toContain('MR-conditional, 2019');
  expect(text).toContain('Gewählt: Ja, ich möchte über Zufallsbefunde informiert werden');
});

it('answers 409 for the PDF before signing', async () => {
  const { token } = await booked();
  const file = await pdfBytes(token);
  expect(file.status).toBe(409);
});

/** The staff channel's jobs of a booking (the outbox's `staff` queue). */
async function staffJobs(reservationId: string) {
  const result = await t.jobs.boss
    .getDb()
    .executeSql(
      `select id::text as id, data from ${t.handle.jobsSchema}.job where name = 'staff' and data->>'reservationId' = $1`,
      [reservationId],
    );
  return rowsOf<{ id: string; data: StaffMessage }>(result);
}

it('tells staff once, in the signing’s transaction, that a signed questionnaire needs review; not when all is clear', async () => {
  const hook = await startWebhookSink<StaffMessage & { text: string }>();
  process.env.STAFF_WEBHOOK_URL = hook.url;
  try {
    const review = await booked();
    await answerAll(review.token, await openView(review.token));
    await post(answer, { token: review.token, key: 'pacemaker', value: 'yes', detail: 'Modell X' });
    // A refused signature leaves nothing behind, the staff job included.
    expect((await post(sign, signBody(review.token, { fullName: 'Eva Keller' }))).status).toBe(400);
    expect(await staffJobs(review.row.id)).toEqual([]);
    expect((await post(sign, signBody(review.token))).status).toBe(200);
    expect((await post(sign, signBody(review.token))).status).toBe(409);
    const jobs = await staffJobs(review.row.id);
    // Which booking, where and when: no outcome, answer or name (no health data on the channel).
    expect(jobs.map((j) => j.data)).toEqual([
      {
        event: 'screening-needs-review',
        reservationId: review.row.id,
        reservationName: review.row.name,
        locationSlug: review.row.locationSlug,
        checkupSlug: 'whole_body_scan',
        startsAt: review.row.startsAt.toISOString(),
      },
    ]);

    const clear = await booked();
    await answerAll(clear.token, await openView(clear.token));
    expect((await post(sign, signBody(clear.token))).status).toBe(200);
    expect(await staffJobs(clear.row.id)).toEqual([]);

    // Delivered once: the worker posted it; the same job run again (a retry) posts nothing.
    await jobsSettled();
    const posted = () => hook.received.filter((m) => m.event === 'screening-needs-review');
    expect(posted()).toEqual([
      expect.objectContaining({
        reservationId: review.row.id,
        text: expect.stringContaining(review.row.name),
      }),
    ]);
    await handleStaffJob({ id: jobs[0].id, data: jobs[0].data }, { db: t.db });
    expect(posted()).toHaveLength(1);
    expect(JSON.stringify(hook.received)).not.toMatch(/Modell X|pacemaker|Muster|stop/);
  } finally {
    process.env.STAFF_WEBHOOK_URL = '';
    await hook.close();
  }
});

it('keeps an old answer readable with its own copy after the questionnaire changed', async () => {
  const { token } = await booked();
  const before = await openView(token);
  await answerAll(token, before);
  await post(answer, { token, key: 'tattoos', value: 'yes', detail: 'Schulter' });
  const signed = await post(sign, signBody(token));
  expect(signed.status).toBe(200);
  const unsigned = await booked();
  await post(answer, { token: unsigned.token, key: 'pacemaker', value: 'no' });
  await post(answer, { token: unsigned.token, key: 'tattoos', value: 'no' });

  // The radiologist rewords the pacemaker question and deletes the tattoo question.
  setContentSource(
    localSource(
      datasetWithDocument('screeningQuestionnaire', (doc) => {
        const copy = structuredClone(doc) as {
          sections: { questions: { key: string; text_de: string }[] }[];
        };
        for (const section of copy.sections) {
          section.questions = section.questions.filter((q) => q.key !== 'tattoos');
          for (const q of section.questions)
            if (q.key === 'pacemaker') q.text_de = 'Tragen Sie einen Herzschrittmacher (neu)?';
        }
        return copy;
      }),
    ),
  );
  try {
    const old = await openView(token);
    expect(keys(old)).toContain('tattoos');
    expect(answerOf(old, 'tattoos')).toEqual({ value: 'yes', detail: 'Schulter' });
    const pacemaker = old.sections.flatMap((s) => s.questions).find((q) => q.key === 'pacemaker');
    expect(pacemaker?.text.de).not.toContain('(neu)');
    expect(await pdfText((await pdfBytes(token)).bytes)).toContain('Schulter');

    // Not signed yet: moved onto today's questions, the answers that still fit kept.
    const moved = await openView(unsigned.token);
    expect(keys(moved)).not.toContain('tattoos');
    expect(answerOf(moved, 'pacemaker')).toEqual({ value: 'no', detail: null });
    expect(
      moved.sections.flatMap((s) => s.questions).find((q) => q.key === 'pacemaker')?.text.de,
    ).toContain('(neu)');
    expect(moved.progress.answered).toBe(1);
  } finally {
    setContentSource(localSource());
  }
});

it('gives a partner’s own booking its own questionnaire', async () => {
  const booker = await booked();
  const partner = await booked(
    { firstName: 'Ben', lastName: 'Beispiel' },
    { partnerOfReservationId: booker.row.id },
  );
  await post(answer, {
    token: booker.token,
    key: 'claustrophobia',
    value: 'yes',
    detail: 'leicht',
  });
  await post(answer, { token: partner.token, key: 'claustrophobia', value: 'no' });
  expect(answerOf(await openView(booker.token), 'claustrophobia')?.value).toBe('yes');
  expect(answerOf(await openView(partner.token), 'claustrophobia')?.value).toBe('no');
  // One booking's token never opens the other's answers.
  const [b, p] = [await openView(booker.token), await openView(partner.token)];
  expect(b.reference).toBe(booker.row.name);
  expect(p.reference).toBe(partner.row.name);
});

it('reminds while the questionnaire is not signed, and not after', async () => {
  const { row, token } = await booked();
  const job = (id: string) => ({
    id,
    data: {
      kind: 'screening-reminder' as const,
      reservationId: row.id,
      revision: 0,
      startsAt: row.startsAt.toISOString(),
    },
  });
  sent.length = 0;
  await handleEmailJob(job(randomUUID()), { db: t.db });
  expect(sent).toHaveLength(1);
  expect(sent[0].subject).toContain(row.name);
  expect(sent[0].subject).toMatch(/Sicherheitsfragen/); // the booking's language
  expect(sent[0].html).toContain(`/de-ch/screening?token=`);

  await answerAll(token, await openView(token));
  await post(sign, signBody(token));
  await handleEmailJob(job(randomUUID()), { db: t.db });
  expect(sent).toHaveLength(1);
});

it('is in the person’s export and goes with the person', async () => {
  const { row, token, email } = await booked();
  await post(answer, { token, key: 'tattoos', value: 'yes', detail: 'Knöchel' });
  const exported = await exportPerson(email, {
    db: t.db,
    now: new Date(),
    outboxDir: '/nonexistent',
  });
  const booking = exported.bookings.find((b) => b.reservationId === row.id);
  expect(booking?.screening?.answers.tattoos).toMatchObject({ value: 'yes', detail: 'Knöchel' });
  expect(booking?.screening?.questions.length).toBeGreaterThan(5);

  await anonymiseReservations(t.db, eq(reservations.id, row.id), new Date());
  expect(await responsesOf(row.id)).toEqual([]);
});
