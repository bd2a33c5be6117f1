/**
 * What the manage link can do (POST /api/booking/manage, reschedule, cancel, resend): open the
 * reservation its token names, answer the booking, move it, cancel it, resend its confirmation.
 * A token that is malformed, tampered, expired, of another purpose, or whose email is not the
 * reservation's answers 401 booking-link-invalid before anything is read or changed.
 */
import type { ManagedBooking, ManageResponse } from '@/contracts/booking-manage';
import type { CancelResponse } from '@/contracts/booking-cancel';
import type { PayBalanceResponse } from '@/contracts/booking-pay-balance';
import type { rescheduleRequestSchema, RescheduleResponse } from '@/contracts/booking-reschedule';
import type { ResendResponse } from '@/contracts/booking-resend';
import type { z } from 'zod';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { asc, eq } from 'drizzle-orm';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '@/server/db/errors';
import { onlinePayments, refunds, type Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { DomainError } from '@/server/domain-error';
import { enqueue, enqueueNow } from '@/server/jobs/enqueue';
import {
  balanceDueCents,
  cancelByBooker,
  eventKeys,
  rescheduleReservation,
  type RescheduleOptions,
} from '@/server/lifecycle';
import { hitRateLimit } from '@/server/http/rate-limit';
import { getPaymentProvider } from '@/server/payments';
import { createBalanceIntent, type BalanceIntent } from '@/server/payments/balance';
import { actionKeyUsed, recordActionKey, resendKeyName } from '@/server/reservations/idempotency';
import { getReservation } from '@/server/reservations/lookups';
import { snapshotOf } from '@/server/reservations/snapshot';
import { effectiveStatus } from '@/server/reservations/status';
import { readToken, tokenMatchesEmail } from '@/server/tokens';
import { planMoveOfActive } from './move-target';
import { idempotencyKeyOf } from '@/server/reservations/idempotency';
import type { LinkAnswer } from './route';
import { partnerHasBooked, policyAnswer } from './policy-input';
import { managedBooking } from './view';
import { BOOKING_LINK_INVALID } from '@/contracts/booking-manage';
import { ALREADY_BOOKED, BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

export type ManageDeps = {
  db: Db;
  catalog: Catalog;
  now: Date;
  /** Where a move's turn runs (server/db: turnDb); default `db`. */
  turnDb?: Db;
};

/** The reservation the manage token names, for the person it was sent to. */
export async function openByToken(token: string, deps: ManageDeps): Promise<Reservation> {
  const read = readToken('manage', token, deps.now);
  const row = read ? await getReservation(read.reservationId, deps.db) : null;
  // An anonymised row has no email left: its links open nothing.
  if (
    !read ||
    !row ||
    !row.personalData.email ||
    !tokenMatchesEmail(read.emailDigest, row.personalData.email)
  )
    throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
  return row;
}

async function view(
  row: Reservation,
  deps: ManageDeps,
  snapshot?: ReservationSnapshot,
): Promise<ManagedBooking> {
  const snap = snapshot ?? (await snapshotOf(row));
  const policy = policyAnswer({
    row,
    snapshot: snap,
    catalog: deps.catalog,
    partnerHasBooked: await partnerHasBooked(deps.db, row),
    now: deps.now,
  });
  const refundRows = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.reservationId, row.id))
    .orderBy(asc(refunds.createdAt));
  const paymentRows = await deps.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.reservationId, row.id))
    .orderBy(asc(onlinePayments.createdAt));
  return managedBooking({
    row,
    snapshot: snap,
    catalog: deps.catalog,
    policy,
    refunds: refundRows,
    payments: paymentRows,
    dueCents: await balanceDueCents(deps.db, row),
    now: deps.now,
  });
}

export async function manageBooking(token: string, deps: ManageDeps): Promise<ManagedBooking> {
  return view(await openByToken(token, deps), deps);
}

/** POST /api/booking/manage's answer. */
export const manageAnswer: LinkAnswer<Token, ManageResponse> = async ({ token }, deps) => ({
  booking: await manageBooking(token, deps),
});

type Token = { token: string };

/** Policy refusals are conflicts with the booking's state: 409 with the refusal's id. */
function refused(reason: ErrorId): never {
  throw new DomainError('change-refused', reason);
}

export async function rescheduleBooking(
  input: { token: string } & MoveRequest,
  deps: ManageDeps,
): Promise<ManagedBooking> {
  return rescheduleRow(await openByToken(input.token, deps), input, deps);
}

type MoveRequest = { timeSlotStart: string; locationSlug?: string; idempotencyKey?: string };

/**
 * POST /api/booking/reschedule's answer. A repeat (the booking is at that slot already, or the
 * same `Idempotency-Key` header) moves nothing and answers the booking.
 */
export const rescheduleAnswer: LinkAnswer<
  z.infer<typeof rescheduleRequestSchema>,
  RescheduleResponse
> = async (input, deps, req) => ({
  booking: await rescheduleBooking({ ...input, idempotencyKey: idempotencyKeyOf(req) }, deps),
});

/** What a waitlist offer adds to a move (docs/waitlist.md "Taking an offer"). */
export type OfferMove = Pick<RescheduleOptions, 'takesOverHold' | 'underLock' | 'inTx'>;

/**
 * Moves a booking already opened (by its manage link, or the waitlist offer that stood for
 * it) within its policy. `offer`: the offer's hold is taken over in the move's transaction,
 * with the offer's own checks and writes there too.
 */
export async function rescheduleRow(
  row: Reservation,
  input: MoveRequest,
  deps: ManageDeps,
  offer?: OfferMove,
): Promise<ManagedBooking> {
  const { catalog, db, now } = deps;
  const { snapshot, plan } = await planMoveOfActive(
    row,
    {
      timeSlotStart: input.timeSlotStart,
      location: input.locationSlug ? { slug: input.locationSlug } : undefined,
      takesOverHold: offer?.takesOverHold,
    },
    deps,
  );
  if (plan.unchanged) return view(row, deps, snapshot);

  const result = await rescheduleReservation(
    row.id,
    plan.target,
    (locked) => {
      const answer = policyAnswer({ row: locked, snapshot, catalog, partnerHasBooked: false, now });
      return answer.reschedule.allowed ? null : answer.reschedule.reason;
    },
    db,
    {
      turnDb: deps.turnDb,
      idempotencyKey: input.idempotencyKey,
      email: row.personalData.email ?? undefined,
      ...offer,
    },
  );
  if (!result.ok) {
    if (result.reason === 'not-found')
      throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
    if (result.reason === 'slot-taken') throw new DomainError('slot-taken', ALREADY_BOOKED);
    refused(result.reason);
  }
  return view(result.reservation, deps);
}

export async function cancelBooking(
  token: string,
  deps: ManageDeps,
): Promise<{ booking: ManagedBooking; refundCents: number }> {
  const { catalog, db, now } = deps;
  const row = await openByToken(token, deps);
  const snapshot = await snapshotOf(row);
  const result = await cancelByBooker(
    row.id,
    (locked, partnerBooked) => {
      const answer = policyAnswer({
        row: locked,
        snapshot,
        catalog,
        partnerHasBooked: partnerBooked,
        now,
      });
      if (!answer.cancel.allowed) return { ok: false, reason: answer.cancel.reason };
      return {
        ok: true,
        refundCents: answer.cancel.refundCents,
        keptCents: answer.cancel.keptCents,
      };
    },
    db,
  );
  if (!result.ok) {
    if (result.reason === 'not-found')
      throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
    refused(result.reason);
  }
  return {
    booking: await view(result.reservation, deps, snapshot),
    refundCents: result.refundCents,
  };
}

/** POST /api/booking/cancel's answer: the booking, and the refund a job carries out. */
export const cancelAnswer: LinkAnswer<Token, CancelResponse> = ({ token }, deps) =>
  cancelBooking(token, deps);

/** An intent for what is still due (docs/payments.md): only on a confirmed booking with a balance. */
export async function payBalance(token: string, deps: ManageDeps): Promise<BalanceIntent> {
  const row = await openByToken(token, deps);
  if (effectiveStatus(row, deps.now) !== 'confirmed') refused(BOOKING_NOT_ACTIVE);
  return createBalanceIntent(row, { db: deps.db, provider: getPaymentProvider(), now: deps.now });
}

/** POST /api/booking/pay-balance's answer. */
export const payBalanceAnswer: LinkAnswer<Token, PayBalanceResponse> = ({ token }, deps) =>
  payBalance(token, deps);

/** One resend per booking within any 60 seconds (docs/manage-booking.md, the routes). */
const RESEND_RULE = { bucket: 'resend-confirmation', limit: 1, windowSeconds: 60 } as const;

/**
 * The confirmation email again (current time and SEQUENCE); at most one within any 60 seconds,
 * counted in the shared rate-limit table so two clicks across a minute's boundary still send one;
 * with an Idempotency-Key, a repeat sends nothing more. Answers whether one was sent now, and
 * from when the next one can be.
 */
export async function resendConfirmation(
  token: string,
  deps: ManageDeps,
  idempotencyKey?: string,
): Promise<{ sent: boolean; nextAt: Date }> {
  const row = await openByToken(token, deps);
  if (effectiveStatus(row, deps.now) !== 'confirmed') refused(BOOKING_NOT_ACTIVE);
  const limit = await hitRateLimit(deps.db, RESEND_RULE, row.id, deps.now);
  const nextAt = limit.resetAt;
  if (!limit.allowed) return { sent: false, nextAt };
  // Two allowed resends are at least a minute apart, so the minute keeps their jobs apart.
  const minute = Math.floor(deps.now.getTime() / 60_000);
  const job = {
    queue: 'email',
    key: eventKeys.resentConfirmation(row.id, minute),
    data: { kind: 'booking-confirmation', reservationId: row.id },
  } as const;
  const email = row.personalData.email;
  // Without a key the email is the whole action, nothing to commit with it: its own transaction.
  if (!idempotencyKey || !email) return { sent: await enqueueNow(deps.db, job), nextAt };
  const name = resendKeyName(idempotencyKey);
  try {
    const sent = await deps.db.transaction(async (tx) => {
      if (await actionKeyUsed(tx, name, row.id, email)) return false;
      const enqueued = await enqueue(tx, job);
      await recordActionKey(tx, name, row.id, email);
      return enqueued;
    });
    return { sent, nextAt };
  } catch (err) {
    // The same key recorded by a request beside this one: its email is the one.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION && pgConstraint(err) === 'idempotency_keys_pkey')
      return { sent: false, nextAt };
    throw err;
  }
}

/** POST /api/booking/resend's answer: one per `Idempotency-Key` header, at most one a minute. */
export const resendAnswer: LinkAnswer<Token, ResendResponse> = async ({ token }, deps, req) => {
  const { sent, nextAt } = await resendConfirmation(token, deps, idempotencyKeyOf(req));
  return { ok: true, sent, nextAt: nextAt.toISOString() };
};
