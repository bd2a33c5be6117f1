/**
 * The MRI safety questionnaire's clinical review at the desk (docs/screening.md "At the desk")
 * through its routes with the real staff sign-in, on a fresh database (PGlite; PostgreSQL with
 * DATABASE_URL): the queue of a location (soonest first, only signed questionnaires with a
 * review or stop answer and no decision), the answers as an audited view (the entry names no
 * answer), and the decisions: clear, ask for documents (the note sealed at rest and emailed in
 * the patient's language) and cannot scan (cancelled with a full refund, audited, the patient
 * emailed). Refused: reception (below the role), a clinician of another location, an unknown
 * booking, a second decision. The day and the week give each booking its questionnaire's state
 * (the desk's badge) from the desk's one row loader.
 */
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { eq, sql } from 'drizzle-orm';
import type {
  StaffScreeningAnswersResponse,
  StaffScreeningDecideResponse,
  StaffScreeningQueueResponse,
} from '@/contracts/staff-screening';
import { rowsOf } from '@/server/db/client';
import { refunds, screeningResponses } from '@/server/db/schema';
import type { FrozenQuestion, ScreeningAnswers } from '@/server/db/screening-type';
import { jobsSettled } from '@/server/jobs';
import type { OutgoingMail } from '@/server/notify/mailer';
import {
  auditRows,
  bookAndPay,
  closeDeskWorld,
  openDeskWorld,
  rowOf,
  spacedSlots,
  ZURICH,
} from '@/server/staff/desk/__fixtures__/desk';
import { callApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import * as queueRoute from '@/pages/api/staff/screening/queue';
import * as answersRoute from '@/pages/api/staff/screening/answers';
import * as decideRoute from '@/pages/api/staff/screening/decide';
import * as dayRoute from '@/pages/api/staff/day';
import * as weekRoute from '@/pages/api/staff/week';
import type { DayResponse } from '@/contracts/staff-day';
import type { WeekResponse } from '@/contracts/staff-week';
import { ZONE } from '@/shared/zone';

const t = setupTestDb();
const sent: OutgoingMail[] = [];
const slots = spacedSlots();
const JSON_HEADERS = { 'content-type': 'application/json' };
let clinical: SignedInStaff;
let reception: SignedInStaff;
let bernClinical: SignedInStaff;

const text = (en: string) => ({ en, de: `${en} (de)`, de_DE: null });
const QUESTIONS: FrozenQuestion[] = [
  {
    key: 'pacemaker',
    section: { key: 'implants', title: text('Implants') },
    kind: 'yesNo',
    unit: null,
    text: text('Do you have a pacemaker?'),
    help: null,
    detail: true,
    outcomes: { yes: 'stop', no: 'clear', notSure: 'review' },
    limit: 'none',
    tableWeightLimitKg: null,
  },
  {
    key: 'weight',
    section: { key: 'body', title: text('Body') },
    kind: 'number',
    unit: 'kg',
    text: text('Your weight'),
    help: null,
    detail: false,
    outcomes: null,
    limit: 'tableWeight',
    tableWeightLimitKg: 150,
  },
];

/** A booking paid in full, its questionnaire signed with the pacemaker answered `pacemaker`. */
async function signedBooking(
  minHours: number,
  pacemaker: 'yes' | 'no' | 'notSure',
  language: 'en' | 'de' = 'en',
) {
  const b = await bookAndPay(
    t.db,
    slots.after(minHours),
    'full',
    language === 'de' ? { language: 'de', localization: 'de-ch' } : {},
  );
  const outcome = QUESTIONS[0].outcomes![pacemaker];
  const answers: ScreeningAnswers = {
    pacemaker: {
      value: pacemaker,
      detail: 'Secret detail 4711',
      outcome,
      at: new Date().toISOString(),
    },
    weight: { value: 70, detail: null, outcome: 'clear', at: new Date().toISOString() },
  };
  await t.db.insert(screeningResponses).values({
    reservationId: b.row.id,
    questionnaireId: 'screeningQuestionnaire',
    questionnaireRev: 'rev-1',
    questions: QUESTIONS,
    answers,
    consent: null,
    outcome,
    answeredCount: 2,
    questionCount: 2,
    signedAt: new Date(),
  });
  return b;
}

const queue = (who: SignedInStaff, location = ZURICH) =>
  callApi<StaffScreeningQueueResponse & { error?: string }>(queueRoute, {
    method: 'GET',
    query: { location },
    headers: who.headers,
  });
const answersOf = (who: SignedInStaff, booking: string) =>
  callApi<StaffScreeningAnswersResponse & { error?: string }>(answersRoute, {
    method: 'GET',
    query: { booking },
    headers: who.headers,
  });
const decide = (who: SignedInStaff, body: Record<string, unknown>) =>
  callApi<StaffScreeningDecideResponse & { error?: string }>(decideRoute, {
    method: 'POST',
    body: { reason: 'reviewed the answers', ...body },
    headers: { ...JSON_HEADERS, ...who.headers },
  });

beforeAll(async () => {
  openDeskWorld(sent);
  await slots.fill({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
  clinical = await signedInStaff(t.db, { role: 'clinical', locations: [ZURICH] });
  reception = await signedInStaff(t.db, { role: 'reception', locations: [ZURICH] });
  bernClinical = await signedInStaff(t.db, { role: 'clinical', locations: ['location.bern'] });
});
afterAll(closeDeskWorld);

it('lists the signed questionnaires to review, soonest first, and only those', async () => {
  const later = await signedBooking(24 * 30, 'notSure');
  const sooner = await signedBooking(24 * 25, 'yes');
  const clear = await signedBooking(24 * 26, 'no');
  const res = await queue(clinical);
  expect(res.status).toBe(200);
  const ids = res.body.items.map((i) => i.id);
  expect(ids).toEqual(expect.arrayContaining([sooner.row.id, later.row.id]));
  expect(ids).not.toContain(clear.row.id);
  expect(ids.indexOf(sooner.row.id)).toBeLessThan(ids.indexOf(later.row.id));
  expect(res.body.items.find((i) => i.id === sooner.row.id)).toMatchObject({
    reference: sooner.row.name,
    outcome: 'stop',
    documentsRequestedAt: null,
  });
  expect((await queue(reception)).status).toBe(403);
  expect((await queue(bernClinical)).status).toBe(403);
});

it('shows the answers as an audited view whose entry holds no answer', async () => {
  const b = await signedBooking(24 * 31, 'yes');
  const res = await answersOf(clinical, b.row.id);
  expect(res.status).toBe(200);
  expect(res.body.state).toBe('needsReview');
  expect(res.body.answers[0]).toMatchObject({
    key: 'pacemaker',
    question: 'Do you have a pacemaker?',
    value: 'yes',
    detail: 'Secret detail 4711',
    outcome: 'stop',
  });
  const audit = await auditRows(t.db, b.row.id);
  const viewed = audit.filter((a) => a.action === 'screening-viewed');
  expect(viewed).toHaveLength(1);
  expect(viewed[0].staffId).toBe(clinical.staffId);
  expect(JSON.stringify(audit)).not.toContain('4711');
  expect((await answersOf(reception, b.row.id)).status).toBe(403);
  expect((await answersOf(bernClinical, b.row.id)).body.error).toBe('staff-forbidden');
  expect((await answersOf(clinical, randomUUID())).status).toBe(404);
});

it('clears; reception may not; a second decision is refused', async () => {
  const b = await signedBooking(24 * 32, 'notSure');
  const refused = await decide(reception, { id: b.row.id, decision: 'clear' });
  expect(refused.status).toBe(403);
  expect((await decide(bernClinical, { id: b.row.id, decision: 'clear' })).status).toBe(403);
  expect((await decide(clinical, { id: randomUUID(), decision: 'clear' })).status).toBe(404);
  const res = await decide(clinical, { id: b.row.id, decision: 'clear' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: b.row.id, state: 'cleared' });
  const [row] = await t.db
    .select()
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, b.row.id));
  expect(row).toMatchObject({ decision: 'cleared', decidedBy: clinical.staffId });
  expect((await auditRows(t.db, b.row.id)).map((a) => a.action)).toContain('screening-cleared');
  const again = await decide(clinical, { id: b.row.id, decision: 'cannot-scan' });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe('screening-already-decided');
  expect((await rowOf(t.db, b.row.id)).status).toBe('confirmed');
  expect((await queue(clinical)).body.items.map((i) => i.id)).not.toContain(b.row.id);
});

it('refuses a questionnaire with nothing to review', async () => {
  const b = await signedBooking(24 * 33, 'no');
  const res = await decide(clinical, { id: b.row.id, decision: 'clear' });
  expect(res.status).toBe(409);
  expect(res.body.error).toBe('screening-not-for-review');
});

it('asks for documents: the note sealed at rest and emailed in German; still to review', async () => {
  const b = await signedBooking(24 * 34, 'notSure', 'de');
  expect((await decide(clinical, { id: b.row.id, decision: 'ask-documents' })).status).toBe(400);
  const note = 'Bitte senden Sie den Implantatausweis Nr. 9917.';
  const res = await decide(clinical, { id: b.row.id, decision: 'ask-documents', note });
  expect(res.status).toBe(200);
  expect(res.body.state).toBe('needsReview');
  const raw = rowsOf<{ note: string }>(
    await t.db.execute(
      sql`select documents_note::text as note from screening_responses where reservation_id = ${b.row.id}`,
    ),
  );
  expect(raw[0].note).not.toContain('9917');
  const audit = await auditRows(t.db, b.row.id);
  expect(audit.map((a) => a.action)).toContain('screening-documents-requested');
  expect(JSON.stringify(audit)).not.toContain('9917');
  await jobsSettled();
  const mail = sent.find((m) => m.to === b.email && m.subject.includes('Sicherheitsfragebogen'));
  expect(mail?.subject).toBe(
    `Ihr Sicherheitsfragebogen: Bitte senden Sie uns ein Dokument (${b.row.name})`,
  );
  expect(mail?.text).toContain(note);
  const item = (await queue(clinical)).body.items.find((i) => i.id === b.row.id);
  expect(item?.documentsRequestedAt).not.toBeNull();
});

it('cannot scan: cancelled with a full refund, audited, the patient emailed; then refused', async () => {
  const b = await signedBooking(24 * 35, 'yes', 'de');
  const res = await decide(clinical, {
    id: b.row.id,
    decision: 'cannot-scan',
    reason: 'pacemaker not MR-conditional',
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ state: 'cannotScan', refundCents: b.row.paidCents });
  expect(b.row.paidCents).toBeGreaterThan(0);
  expect((await rowOf(t.db, b.row.id)).status).toBe('cancelled');
  const [refund] = await t.db.select().from(refunds).where(eq(refunds.reservationId, b.row.id));
  expect(refund).toMatchObject({ amountCents: b.row.paidCents, keptCents: 0 });
  const entry = (await auditRows(t.db, b.row.id)).find((a) => a.action === 'screening-cannot-scan');
  expect(entry).toMatchObject({
    staffId: clinical.staffId,
    locationId: ZURICH,
    detail: expect.objectContaining({ reason: 'pacemaker not MR-conditional', keptCents: 0 }),
  });
  await jobsSettled();
  expect(sent.find((m) => m.to === b.email && m.subject.includes('storniert'))?.subject).toBe(
    `Ihre Buchung ist storniert (${b.row.name})`,
  );
  const again = await decide(clinical, { id: b.row.id, decision: 'cannot-scan' });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe('screening-already-decided');
});

it('gives each booking of the day and the week its questionnaire’s state, reception included', async () => {
  const review = await signedBooking(24 * 40, 'yes');
  const complete = await signedBooking(24 * 40, 'no');
  const cleared = await signedBooking(24 * 40, 'notSure');
  expect((await decide(clinical, { id: cleared.row.id, decision: 'clear' })).status).toBe(200);
  const missing = await bookAndPay(t.db, slots.after(24 * 40), 'full');
  const started = await bookAndPay(t.db, slots.after(24 * 40), 'full');
  await t.db.insert(screeningResponses).values({
    reservationId: started.row.id,
    questionnaireId: 'screeningQuestionnaire',
    questionnaireRev: 'rev-1',
    questions: QUESTIONS,
    answers: {
      weight: { value: 70, detail: null, outcome: 'clear', at: new Date().toISOString() },
    },
    consent: null,
    outcome: 'clear',
    answeredCount: 1,
    questionCount: 2,
    signedAt: null,
  });
  const cannot = await signedBooking(24 * 40, 'yes');
  expect((await decide(clinical, { id: cannot.row.id, decision: 'cannot-scan' })).status).toBe(200);
  const expected = new Map([
    [review.row.id, 'needsReview'],
    [complete.row.id, 'complete'],
    [cleared.row.id, 'cleared'],
    [missing.row.id, 'missing'],
    [started.row.id, 'inProgress'],
    [cannot.row.id, 'cannotScan'],
  ]);
  const seen = new Map<string, string>();
  for (const b of [review, complete, cleared, missing, started, cannot]) {
    const date = DateTime.fromJSDate(b.row.startsAt).setZone(ZONE).toISODate()!;
    const day = await callApi<DayResponse>(dayRoute, {
      method: 'GET',
      query: { location: ZURICH, date },
      headers: reception.headers,
    });
    expect(day.status).toBe(200);
    const week = await callApi<WeekResponse>(weekRoute, {
      method: 'GET',
      query: { location: ZURICH, date },
      headers: reception.headers,
    });
    expect(week.status).toBe(200);
    const inDay = day.body.bookings.find((x) => x.id === b.row.id);
    expect(week.body.bookings.find((x) => x.id === b.row.id)?.screening).toBe(inDay?.screening);
    // One row per booking: the questionnaire's join repeats none.
    expect(new Set(day.body.bookings.map((x) => x.id)).size).toBe(day.body.bookings.length);
    seen.set(b.row.id, inDay!.screening);
  }
  expect(seen).toEqual(expected);
});
