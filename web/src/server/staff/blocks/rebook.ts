/**
 * What the desk does about a booking a block hits (docs/staff-desk.md "Blocks"), and the
 * patient's "choose a new time" link:
 *   - move: the desk's move (staff/desk/actions/move.ts: the lifecycle's reschedule, the
 *     rescheduled email), to the proposal or another free slot;
 *   - invite: one email per booking and block, in the patient's language, with a sealed link
 *     (server/tokens purpose `rebook`, naming this module's row); the link lets the patient pick
 *     any free time without the minimum notice or the reschedule limits, once;
 *   - cancel: the desk's cancellation with everything paid online given back.
 * Each is audited; each leaves a row in desk_block_rebookings (migration 0025).
 */
import { and, eq } from 'drizzle-orm';
import type { StaffBlockRebookResponse } from '@/contracts/staff-blocks';
import type { RebookView } from '@/contracts/booking-rebook';
import { computeAvailability } from '@/server/availability';
import { zurichDate, zurichDatePlus, zurichDays } from '@/server/availability/zone';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import {
  deskBlockRebookings,
  deskBlocks,
  reservations,
  type DeskBlockRebooking,
  type Reservation,
} from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { enqueue } from '@/server/jobs/enqueue';
import { rescheduleReservation } from '@/server/lifecycle';
import { planMoveOfActive } from '@/server/manage-link/move-target';
import { busyIntervals } from '@/server/reservations/busy';
import { isActive } from '@/server/reservations/status';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { cancelForPatient } from '@/server/staff/desk/actions/cancel';
import { bookingForAction } from '@/server/staff/desk/actions/common';
import { moveBooking } from '@/server/staff/desk/actions/move';
import { readToken, tokenMatchesEmail } from '@/server/tokens';
import { blockForActor, bookingsHit, type BlockDeps } from './blocks';
import { BOOKING_LINK_INVALID } from '@/contracts/booking-manage';
import {
  ALREADY_BOOKED,
  EMAIL_NOT_APPLICABLE,
  REBOOK_LINK_STALE,
  STAFF_BLOCK_NOT_HIT,
} from '@/contracts/error-ids';

/** The days the patient may choose from, from today. */
export const REBOOK_WINDOW_DAYS = 60;

export type RebookInput = {
  blockId: string;
  id: string;
  action: 'move' | 'invite' | 'cancel';
  timeSlotStart?: string;
  reason?: string;
};

/** The rebooking row's outcome, written once per block and booking (a repeat keeps the first). */
async function remember(
  db: Db,
  actor: StaffActor,
  blockId: string,
  row: Reservation,
  outcome: DeskBlockRebooking['outcome'],
): Promise<void> {
  await db
    .insert(deskBlockRebookings)
    .values({
      blockId,
      reservationId: row.id,
      outcome,
      bookingStartsAt: row.startsAt,
      createdBy: actor.staffId,
    })
    .onConflictDoUpdate({
      target: [deskBlockRebookings.blockId, deskBlockRebookings.reservationId],
      set: { outcome },
    });
}

/** One action on one booking the block hits. */
export async function rebookForBlock(
  actor: StaffActor,
  input: RebookInput,
  deps: BlockDeps,
): Promise<StaffBlockRebookResponse> {
  const block = await blockForActor(actor, input.blockId, deps.db);
  const row = await bookingForAction(actor, input.id, deps.db);
  const reason = input.reason?.trim() || block.reason;
  const [earlier] = await deps.db
    .select()
    .from(deskBlockRebookings)
    .where(
      and(eq(deskBlockRebookings.blockId, block.id), eq(deskBlockRebookings.reservationId, row.id)),
    );
  // A repeat of an invitation sends nothing more (one email per patient and block).
  if (input.action === 'invite' && earlier?.outcome === 'invited')
    return { id: row.id, outcome: 'invited' };
  const hit = (await bookingsHit(deps.db, block, deps.now)).some((r) => r.id === row.id);
  if (!hit) throw new DomainError('change-refused', STAFF_BLOCK_NOT_HIT);

  if (input.action === 'move') {
    const moved = await moveBooking(
      actor,
      { id: row.id, reason, timeSlotStart: input.timeSlotStart! },
      deps,
    );
    await remember(deps.db, actor, block.id, row, 'moved');
    return { id: row.id, outcome: 'moved', start: moved.startsAt.toISOString() };
  }
  if (input.action === 'cancel') {
    const done = await cancelForPatient(actor, { id: row.id, reason, refund: 'everything' }, deps);
    await remember(deps.db, actor, block.id, row, 'cancelled');
    return { id: row.id, outcome: 'cancelled', refundCents: done.refundCents };
  }
  // invite
  if (row.status !== 'confirmed' || !row.personalData.email)
    throw new DomainError('change-refused', EMAIL_NOT_APPLICABLE);
  await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(deskBlockRebookings)
      .values({
        blockId: block.id,
        reservationId: row.id,
        outcome: 'invited',
        bookingStartsAt: row.startsAt,
        createdBy: actor.staffId,
      })
      .onConflictDoUpdate({
        target: [deskBlockRebookings.blockId, deskBlockRebookings.reservationId],
        set: { outcome: 'invited', bookingStartsAt: row.startsAt, usedAt: null, chosenStart: null },
      })
      .returning();
    // One job per row: its key makes a retried request one email.
    await enqueue(tx, {
      queue: 'email',
      key: `email:choose-new-time:${made.id}`,
      data: { kind: 'choose-new-time', reservationId: row.id, rebookingId: made.id },
    });
    await recordAudit(tx, actor, {
      action: 'block-invite-sent',
      reservationId: row.id,
      locationId: row.locationId,
      detail: { block: block.id, reason },
    });
  });
  return { id: row.id, outcome: 'invited' };
}

// --- The patient's link ---

type Opened = { rebooking: DeskBlockRebooking; row: Reservation };

/** The row and booking a token names, or 404 `booking-link-invalid` (no oracle: all alike). */
async function openRebook(token: string, db: Db, now: Date): Promise<Opened> {
  const read = readToken('rebook', token, now);
  const invalid = () => new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
  if (!read) throw invalid();
  const [rebooking] = await db
    .select()
    .from(deskBlockRebookings)
    .where(eq(deskBlockRebookings.id, read.reservationId));
  if (!rebooking || rebooking.outcome !== 'invited') throw invalid();
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, rebooking.reservationId));
  if (!row || !tokenMatchesEmail(read.emailDigest, row.personalData.email)) throw invalid();
  return { rebooking, row };
}

/** The link's state: chosen already (the same answer again), still open, or outlived. */
function stateOf({ rebooking, row }: Opened, now: Date): RebookView['state'] {
  if (rebooking.usedAt) return 'done';
  if (!isActive(row, now) || row.startsAt.getTime() !== rebooking.bookingStartsAt.getTime())
    return 'stale';
  return 'open';
}

/** The patient's view of the link: the booking and, while open, the free times to choose from. */
export async function rebookView(
  token: string,
  deps: { db: Db; catalog: Catalog; now: Date },
): Promise<RebookView> {
  const opened = await openRebook(token, deps.db, deps.now);
  const { row, rebooking } = opened;
  const state = stateOf(opened, deps.now);
  const location = deps.catalog.locations.find((l) => l.id === row.locationId);
  const title = location ? (row.language === 'de' ? location.title_de : location.title_en) : '';
  const base: RebookView = {
    state,
    reference: row.name,
    language: row.language,
    firstName: row.personalData.firstName,
    locationName: title,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    chosenStart: rebooking.chosenStart?.toISOString() ?? null,
    days: [],
  };
  if (state !== 'open' || !location) return base;
  // Any free time from now on: the minimum notice does not apply (docs/staff-desk.md "Blocks").
  const firstDay = zurichDate(deps.now);
  const lastDay = zurichDatePlus(deps.now, REBOOK_WINDOW_DAYS);
  const window = zurichDays(firstDay, lastDay)!;
  const busy = await busyIntervals(deps.db, location.id, window.start, window.end, row.id);
  const days = computeAvailability({
    location: { ...location, minimumNoticeHours: 0, bookingHorizonDays: REBOOK_WINDOW_DAYS },
    busy,
    durationMinutes: (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000,
    startDate: firstDay,
    endDate: lastDay,
    now: deps.now,
  });
  base.days = days
    .map((d) => ({
      date: d.date,
      slots: d.slots.filter((s) => s.freeRooms > 0).map((s) => s.start),
    }))
    .filter((d) => d.slots.length > 0);
  return base;
}

/**
 * The patient's choice: the booking moves there through the lifecycle (the location-day's lock,
 * the rescheduled email), without notice, limit or fee; the link is then spent in the move's
 * transaction. Opened again it answers the same result; after any other change it refuses.
 */
export async function rebookChoose(
  input: { token: string; timeSlotStart: string },
  deps: { db: Db; turnDb?: Db; catalog: Catalog; now: Date },
): Promise<RebookView> {
  const opened = await openRebook(input.token, deps.db, deps.now);
  const state = stateOf(opened, deps.now);
  if (state === 'done') return rebookView(input.token, deps);
  if (state === 'stale') throw new DomainError('change-refused', REBOOK_LINK_STALE);
  const { row, rebooking } = opened;
  const { plan } = await planMoveOfActive(
    row,
    { timeSlotStart: input.timeSlotStart, ignoreNotice: true },
    deps,
  );
  if (plan.unchanged) throw new DomainError('slot-taken', ALREADY_BOOKED);
  const result = await rescheduleReservation(
    row.id,
    plan.target,
    // Under the row lock: the booking is still where the link was made for, and active.
    (locked) =>
      isActive(locked, new Date()) &&
      locked.startsAt.getTime() === rebooking.bookingStartsAt.getTime()
        ? null
        : REBOOK_LINK_STALE,
    deps.db,
    {
      turnDb: deps.turnDb,
      inTx: async (tx, before, after) => {
        const spent = await tx
          .update(deskBlockRebookings)
          .set({ usedAt: new Date(), chosenStart: after.startsAt })
          .where(eq(deskBlockRebookings.id, rebooking.id))
          .returning({ id: deskBlockRebookings.id });
        if (spent.length !== 1) throw new DomainError('change-refused', REBOOK_LINK_STALE);
        const [block] = await tx
          .select({ id: deskBlocks.id })
          .from(deskBlocks)
          .where(eq(deskBlocks.id, rebooking.blockId));
        await recordAudit(tx, null, {
          action: 'block-rebooked-by-patient',
          reservationId: after.id,
          locationId: after.locationId,
          detail: {
            block: block?.id ?? rebooking.blockId,
            from: before.startsAt.toISOString(),
            to: after.startsAt.toISOString(),
          },
        });
      },
    },
  );
  if (!result.ok) {
    if (result.reason === 'slot-taken') throw new DomainError('slot-taken', ALREADY_BOOKED);
    throw new DomainError('change-refused', REBOOK_LINK_STALE);
  }
  return rebookView(input.token, deps);
}
