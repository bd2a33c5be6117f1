/**
 * The patient's MRI safety questionnaire after booking (docs/screening.md "The patient's
 * questionnaire"): opened with the booking's manage token, saved one answer at a time, signed
 * with the consent. Each reservation has its own response (a partner's own booking included);
 * its answers and consent are sealed at rest (server/db/sealed-columns.ts).
 *
 * Nothing here logs an answer, a detail or a name: log lines carry the reservation id only.
 */
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  BOOKING_NOT_ACTIVE,
  SCREENING_ALREADY_SIGNED,
  SCREENING_ANSWER_INVALID,
  SCREENING_CONSENT_MISSING,
  SCREENING_INCOMPLETE,
  SCREENING_SIGNATURE_INVALID,
  SCREENING_UNAVAILABLE,
} from '@/contracts/error-ids';
import type { ScreeningView } from '@/contracts/screening-open';
import type { ScreeningAnswerResponse } from '@/contracts/screening-answer';
import type { ErrorId } from '@/contracts/error-id';
import {
  getScreening,
  ScreeningUnavailableError,
  type Catalog,
  type Screening,
} from '@/server/content';
import type { Conn, Db } from '@/server/db/client';
import {
  screeningResponses,
  type Reservation,
  type ScreeningResponseRow,
} from '@/server/db/schema';
import type { ScreeningConsentRecord } from '@/server/db/screening-type';
import { ApiError } from '@/server/http/errors';
import { announceScreeningReview } from '@/server/lifecycle';
import { log } from '@/server/log';
import { openByToken } from '@/server/manage-link/actions';
import { snapshotOf } from '@/server/reservations/snapshot';
import { effectiveStatus } from '@/server/reservations/status';
import { SCREENING_DEFAULTS } from 'schemas/src/defaults';
import { ZONE } from '@/shared/zone';
import {
  answeredCount,
  answerProblem,
  carryAnswers,
  freezeConsents,
  freezeQuestions,
  missingAnswers,
  screeningDueAt,
  storedAnswer,
  worstOutcome,
  type AnswerInput,
} from './model';

export type ScreeningDeps = { db: Db; catalog: Catalog; now: Date };

function fail(status: number, id: ErrorId): never {
  throw new ApiError(status, id);
}

/** The questionnaire, or 503 screening-unavailable when it cannot be read. */
async function questionnaire(): Promise<Screening> {
  try {
    return await getScreening();
  } catch (err) {
    if (err instanceof ScreeningUnavailableError) fail(503, SCREENING_UNAVAILABLE);
    throw err;
  }
}

/** The booking as the questionnaire reads it: today's slugs of the booked check-up and add-ons. */
function bookingOf(row: Reservation, catalog: Catalog) {
  const checkup = catalog.packages.find((p) => p.id === row.checkupId);
  const services = row.serviceIds.map(
    (id, i) => catalog.services.find((s) => s.id === id)?.slug ?? row.services[i],
  );
  return { checkupSlug: checkup?.slug ?? row.checkupSlug, services: services.filter(Boolean) };
}

async function responseOf(db: Conn, reservationId: string, lock = false) {
  const query = db
    .select()
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, reservationId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A confirmed booking's reservation the token names (401 otherwise, 409 when not active). */
async function openBooking(token: string, deps: ScreeningDeps): Promise<Reservation> {
  const row = await openByToken(token, deps);
  if (effectiveStatus(row, deps.now) !== 'confirmed') fail(409, BOOKING_NOT_ACTIVE);
  return row;
}

/**
 * The response moved onto today's questionnaire while it is not signed (docs/screening.md
 * "Revisions"): the frozen copy of today's questions, the answers that still fit.
 */
function current(
  response: ScreeningResponseRow | null,
  s: Screening,
  booking: ReturnType<typeof bookingOf>,
) {
  const questions = freezeQuestions(s, booking);
  if (!response) return { questions, answers: {}, changed: true };
  if (response.signedAt || response.questionnaireRev === s.rev)
    return { questions: response.questions, answers: response.answers, changed: false };
  return {
    questions,
    answers: carryAnswers(questions, response.questions, response.answers),
    changed: true,
  };
}

function view(
  row: Reservation,
  response: Pick<ScreeningResponseRow, 'questions' | 'answers' | 'consent' | 'signedAt'>,
  consents: ScreeningView['consents'],
  s: { isExample: boolean; dueHoursBefore: number },
  title: { en: string; de: string },
  now: Date,
): ScreeningView {
  const sections: ScreeningView['sections'] = [];
  for (const q of response.questions) {
    let section = sections.at(-1);
    if (!section || section.key !== q.section.key) {
      section = { key: q.section.key, title: q.section.title, questions: [] };
      sections.push(section);
    }
    const a = response.answers[q.key];
    section.questions.push({
      key: q.key,
      kind: q.kind,
      unit: q.unit,
      text: q.text,
      help: q.help,
      detail: q.detail,
      answer: a ? { value: a.value, detail: a.detail } : null,
    });
  }
  const consent = response.signedAt ? response.consent : null;
  return {
    reference: row.name,
    start: row.startsAt.toISOString(),
    dueAt: screeningDueAt(row.startsAt, s.dueHoursBefore).toISOString(),
    overdue: screeningDueAt(row.startsAt, s.dueHoursBefore).getTime() < now.getTime(),
    person: { firstName: row.personalData.firstName, lastName: row.personalData.lastName },
    checkupTitle: title,
    isExample: s.isExample,
    sections,
    consents: consent ? consent.consents : consents,
    progress: {
      answered: answeredCount(response.questions, response.answers),
      total: response.questions.length,
    },
    outcome: worstOutcome(response.answers),
    signed: consent
      ? {
          fullName: consent.fullName,
          signedOn: consent.signedOn,
          signedAt: consent.signedAt,
          incidentalFindings: consent.incidentalFindings,
        }
      : null,
  };
}

async function checkupTitle(row: Reservation) {
  const snapshot = await snapshotOf(row);
  return snapshot.checkup.bookedTitle;
}

/** POST /api/screening/open: the questionnaire with the answers given so far. */
export async function openScreening(token: string, deps: ScreeningDeps): Promise<ScreeningView> {
  const row = await openBooking(token, deps);
  const response = await responseOf(deps.db, row.id);
  const title = await checkupTitle(row);
  // A signed response is read from its own copy: the questionnaire need not be readable.
  if (response?.signedAt) {
    const s = await getScreening().catch(() => null);
    const settings = {
      isExample: false,
      dueHoursBefore: s?.settings.dueHoursBefore ?? SCREENING_DEFAULTS.screeningDueHoursBefore,
    };
    return view(row, response, [], settings, title, deps.now);
  }
  const s = await questionnaire();
  const next = current(response, s, bookingOf(row, deps.catalog));
  return view(
    row,
    { ...next, consent: null, signedAt: null },
    freezeConsents(s.consents),
    { isExample: s.isExample, dueHoursBefore: s.settings.dueHoursBefore },
    title,
    deps.now,
  );
}

/** POST /api/screening/answer: one answer saved (the response is created by its first answer). */
export async function answerScreening(
  input: { token: string; key: string } & AnswerInput,
  deps: ScreeningDeps,
): Promise<ScreeningAnswerResponse> {
  const row = await openBooking(input.token, deps);
  const s = await questionnaire();
  const booking = bookingOf(row, deps.catalog);
  return deps.db.transaction(async (tx) => {
    const response = await responseOf(tx, row.id, true);
    if (response?.signedAt) fail(409, SCREENING_ALREADY_SIGNED);
    const next = current(response, s, booking);
    const q = next.questions.find((x) => x.key === input.key);
    if (!q || answerProblem(q, input)) fail(400, SCREENING_ANSWER_INVALID);
    const answers = { ...next.answers, [q.key]: storedAnswer(q, input, deps.now) };
    const values = {
      questionnaireId: s.id,
      questionnaireRev: s.rev,
      questions: next.questions,
      answers,
      outcome: worstOutcome(answers),
      answeredCount: answeredCount(next.questions, answers),
      questionCount: next.questions.length,
      updatedAt: deps.now,
    };
    if (response)
      await tx
        .update(screeningResponses)
        .set(values)
        .where(eq(screeningResponses.reservationId, row.id));
    else await tx.insert(screeningResponses).values({ reservationId: row.id, ...values });
    return {
      progress: { answered: values.answeredCount, total: values.questionCount },
      outcome: values.outcome,
    };
  });
}

/** Lower case, accents and punctuation removed: how a typed name is compared. */
function nameWords(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The typed name holds the patient's first and last name (words of each, in any order). */
export function signatureMatches(
  typed: string,
  person: { firstName: string; lastName: string },
): boolean {
  const words = new Set(nameWords(typed));
  const needed = [...nameWords(person.firstName), ...nameWords(person.lastName)];
  return needed.length > 0 && needed.every((w) => words.has(w));
}

/** The typed date is the day of signing in Zurich (a day either side for a clock at midnight). */
export function signedOnIsToday(signedOn: string, now: Date): boolean {
  const typed = DateTime.fromISO(signedOn, { zone: ZONE });
  if (!typed.isValid) return false;
  const today = DateTime.fromJSDate(now).setZone(ZONE).startOf('day');
  return Math.abs(typed.startOf('day').diff(today, 'days').days) <= 1;
}

export type SignInput = {
  token: string;
  fullName: string;
  signedOn: string;
  agreed: ('scan' | 'incidentalFindings' | 'dataProcessing')[];
  incidentalFindings?: 'yes' | 'no' | null;
  variant: 'en' | 'de' | 'de_DE';
};

/** POST /api/screening/sign: the consent, once every question is answered. */
export async function signScreening(input: SignInput, deps: ScreeningDeps): Promise<ScreeningView> {
  const row = await openBooking(input.token, deps);
  const s = await questionnaire();
  const booking = bookingOf(row, deps.catalog);
  const title = await checkupTitle(row);
  const consents = freezeConsents(s.consents);
  await deps.db.transaction(async (tx) => {
    const response = await responseOf(tx, row.id, true);
    if (response?.signedAt) fail(409, SCREENING_ALREADY_SIGNED);
    const next = current(response, s, booking);
    const missing = missingAnswers(next.questions, next.answers);
    if (!response || missing.unanswered.length || missing.detailMissing.length)
      fail(409, SCREENING_INCOMPLETE);
    for (const c of consents) {
      if (c.choice ? !input.incidentalFindings : !input.agreed.includes(c.key))
        fail(400, SCREENING_CONSENT_MISSING);
    }
    if (
      !signatureMatches(input.fullName, row.personalData) ||
      !signedOnIsToday(input.signedOn, deps.now)
    )
      fail(400, SCREENING_SIGNATURE_INVALID);
    const consent: ScreeningConsentRecord = {
      fullName: input.fullName.trim(),
      signedOn: input.signedOn,
      signedAt: deps.now.toISOString(),
      variant: input.variant,
      questionnaireRev: s.rev,
      consents,
      incidentalFindings: consents.some((c) => c.choice)
        ? (input.incidentalFindings ?? null)
        : null,
    };
    const outcome = worstOutcome(next.answers);
    await tx
      .update(screeningResponses)
      .set({
        questionnaireId: s.id,
        questionnaireRev: s.rev,
        questions: next.questions,
        answers: next.answers,
        outcome,
        answeredCount: answeredCount(next.questions, next.answers),
        questionCount: next.questions.length,
        consent,
        signedAt: deps.now,
        updatedAt: deps.now,
      })
      .where(eq(screeningResponses.reservationId, row.id));
    // The clinic's review starts now: staff are told in the signing's transaction (outbox).
    if (outcome !== 'clear') await announceScreeningReview(tx, row);
  });
  const signed = await responseOf(deps.db, row.id);
  log.info('screening-signed', { reservationId: row.id, outcome: signed?.outcome });
  return view(
    row,
    signed!,
    [],
    { isExample: s.isExample, dueHoursBefore: s.settings.dueHoursBefore },
    title,
    deps.now,
  );
}

/** The signed response of the booking the token names (409 screening-incomplete before signing). */
export async function signedResponse(
  token: string,
  deps: ScreeningDeps,
): Promise<{
  row: Reservation;
  response: ScreeningResponseRow & { consent: ScreeningConsentRecord };
}> {
  const row = await openByToken(token, deps);
  const response = await responseOf(deps.db, row.id);
  if (!response?.signedAt || !response.consent) fail(409, SCREENING_INCOMPLETE);
  return { row, response: { ...response, consent: response.consent } };
}
