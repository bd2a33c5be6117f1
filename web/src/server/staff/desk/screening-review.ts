/**
 * The MRI safety questionnaire's clinical review at the desk (docs/screening.md "At the desk"):
 * the review queue of a location, one booking's answers (an audited view) and the reviewer's
 * decision: clear, ask for documents (the note emailed to the patient through the outbox) or
 * cannot scan, which cancels with a full refund through the lifecycle's cancellation as the
 * desk's cancel does (docs/staff-desk.md "Actions on a booking"). Clinical role and up.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type {
  StaffScreeningAnswersResponse,
  StaffScreeningDecideRequest,
  StaffScreeningDecideResponse,
  StaffScreeningQueueResponse,
} from '@/contracts/staff-screening';
import type { Db, Tx } from '@/server/db/client';
import { reservations, screeningResponses } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { enqueue } from '@/server/jobs/enqueue';
import { screeningState, textIn } from '@/server/screening/model';
import type { Catalog } from '@/server/content';
import { seesLocation, type StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import { staffCancellation } from './actions/cancel';
import { bookingForAction, refuse, requireRole, type DeskDeps } from './actions/common';
import {
  BOOKING_NOT_ACTIVE,
  SCREENING_ALREADY_DECIDED,
  SCREENING_NOT_FOR_REVIEW,
  STAFF_BOOKING_NOT_FOUND,
} from '@/contracts/error-ids';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The location's bookings to review, soonest appointment first: confirmed, not yet begun, the
 * questionnaire signed with a `review` or `stop` answer and no decision yet. Names only (the
 * day view shows as much); nothing sealed of the questionnaire is opened.
 */
export async function screeningQueue(
  actor: StaffActor,
  locationId: string,
  deps: { db: Db; now: Date; catalog: Catalog },
): Promise<StaffScreeningQueueResponse> {
  requireRole(actor, 'clinical');
  requireLocation(actor, locationId);
  const rows = await deps.db
    .select({
      id: reservations.id,
      reference: reservations.name,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      personalData: reservations.personalData,
      outcome: screeningResponses.outcome,
      signedAt: screeningResponses.signedAt,
      documentsRequestedAt: screeningResponses.documentsRequestedAt,
    })
    .from(screeningResponses)
    .innerJoin(reservations, eq(reservations.id, screeningResponses.reservationId))
    .where(
      and(
        eq(reservations.locationId, locationId),
        eq(reservations.status, 'confirmed'),
        gte(reservations.endsAt, deps.now),
        isNotNull(screeningResponses.signedAt),
        inArray(screeningResponses.outcome, ['review', 'stop']),
        isNull(screeningResponses.decision),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.name));
  return {
    location: { id: locationId },
    locations: deps.catalog.locations
      .filter((l) => seesLocation(actor, l.id))
      .map((l) => ({ id: l.id, name: actor.language === 'de' ? l.title_de : l.title_en })),
    items: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      start: r.startsAt.toISOString(),
      end: r.endsAt.toISOString(),
      firstName: r.personalData.firstName,
      lastName: r.personalData.lastName,
      outcome: r.outcome as 'review' | 'stop',
      signedAt: r.signedAt!.toISOString(),
      documentsRequestedAt: iso(r.documentsRequestedAt),
    })),
  };
}

/**
 * One booking's questions as asked and its answers, in the desk's language (the frozen copy,
 * never today's questionnaire). Audited `screening-viewed` on the booking: the entry names
 * the booking only. 404 without a questionnaire.
 */
export async function screeningAnswers(
  actor: StaffActor,
  id: string,
  deps: { db: Db },
): Promise<StaffScreeningAnswersResponse> {
  const row = await bookingForAction(actor, id, deps.db, { role: 'clinical' });
  const [response] = await deps.db
    .select()
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, row.id));
  if (!response) throw new DomainError('reservation-not-found', STAFF_BOOKING_NOT_FOUND);
  await recordAudit(deps.db, actor, {
    action: 'screening-viewed',
    reservationId: row.id,
    locationId: row.locationId,
    detail: { questionnaireRev: response.questionnaireRev },
  });
  const lang = actor.language;
  return {
    id: row.id,
    state: screeningState(response),
    questionnaireRev: response.questionnaireRev,
    signedAt: iso(response.signedAt),
    signedName: response.consent?.fullName ?? null,
    incidentalFindings: response.consent?.incidentalFindings ?? null,
    answers: response.questions.map((q) => {
      const a = response.answers[q.key];
      return {
        key: q.key,
        section: textIn(q.section.title, lang),
        question: textIn(q.text, lang),
        kind: q.kind,
        unit: q.unit,
        value: a?.value ?? null,
        detail: a?.detail ?? null,
        outcome: a?.outcome ?? null,
      };
    }),
    documentsRequestedAt: iso(response.documentsRequestedAt),
    documentsNote: response.documentsNote ?? null,
    decision: response.decision,
    decidedAt: iso(response.decidedAt),
  };
}

type DecideInput = StaffScreeningDecideRequest & { reason: string };

/** The response row locked in `tx`, refused unless it awaits a review. */
async function awaitingReview(tx: Tx, id: string) {
  const [response] = await tx
    .select({
      outcome: screeningResponses.outcome,
      signedAt: screeningResponses.signedAt,
      decision: screeningResponses.decision,
    })
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, id))
    .for('update');
  if (response?.decision) refuse(SCREENING_ALREADY_DECIDED);
  if (!response?.signedAt || response.outcome === 'clear') refuse(SCREENING_NOT_FOR_REVIEW);
  return response;
}

/** The decision on the booking `id`'s response, by `actor` at `now`. */
function writeDecision(
  tx: Tx,
  id: string,
  decision: 'cleared' | 'cannotScan',
  actor: StaffActor,
  now: Date,
) {
  return tx
    .update(screeningResponses)
    .set({ decision, decidedAt: now, decidedBy: actor.staffId, updatedAt: now })
    .where(eq(screeningResponses.reservationId, id));
}

/**
 * The reviewer's decision on a booking of an assigned location. Each writes its audit entry in
 * the transaction of its change (the decision and reason; never an answer or the note's text).
 * A decision stands: a second is 409 `screening-already-decided`.
 */
export async function decideScreening(
  actor: StaffActor,
  input: DecideInput,
  deps: DeskDeps,
): Promise<StaffScreeningDecideResponse> {
  const row = await bookingForAction(actor, input.id, deps.db, { role: 'clinical' });
  if (input.decision === 'cannot-scan') {
    // Checked before the lifecycle's transaction and again inside it (the row locked there).
    await deps.db.transaction((tx) => awaitingReview(tx, row.id));
    const result = await staffCancellation(
      actor,
      row.id,
      (locked) => ({ ok: true, refundCents: locked.paidCents, keptCents: 0 }),
      { action: 'screening-cannot-scan', reason: input.reason, refund: 'everything' },
      deps.db,
      async (tx, cancelled) => {
        await awaitingReview(tx, cancelled.id);
        await writeDecision(tx, cancelled.id, 'cannotScan', actor, deps.now);
      },
    );
    return { id: row.id, state: 'cannotScan', refundCents: result.refundCents };
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, row.id))
      .for('update');
    await awaitingReview(tx, row.id);
    if (locked?.status !== 'confirmed') refuse(BOOKING_NOT_ACTIVE);
    const clear = input.decision === 'clear';
    if (clear) await writeDecision(tx, row.id, 'cleared', actor, deps.now);
    else {
      await tx
        .update(screeningResponses)
        .set({ documentsNote: input.note!, documentsRequestedAt: deps.now, updatedAt: deps.now })
        .where(eq(screeningResponses.reservationId, row.id));
      await enqueue(tx, {
        queue: 'email',
        key: `email:screening-documents:${row.id}:${randomUUID()}`,
        data: { kind: 'screening-documents', reservationId: row.id },
      });
    }
    await recordAudit(tx, actor, {
      action: clear ? 'screening-cleared' : 'screening-documents-requested',
      reservationId: row.id,
      locationId: row.locationId,
      detail: { reason: input.reason },
    });
    return { id: row.id, state: clear ? 'cleared' : 'needsReview', refundCents: null };
  });
}
