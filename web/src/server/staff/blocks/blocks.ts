/**
 * Desk blocks (docs/staff-desk.md "Blocks"): reception and admins take a room, several rooms or
 * a whole location out of service for a period, with a kind and a reason. A block is busy time
 * in the one busy query (server/reservations/busy.ts: blockedBusy), and its rows bump the
 * availability versions of its days in their own transaction (migration 0025), so the site's
 * slots, their cache, the manage link's move, holds, the waitlist and the desk's free slots stop
 * offering it at once. The desk then sees the bookings the block hits and, per booking, moves it
 * (./rebook.ts), invites the patient to choose a new time, or cancels it with a full refund.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type {
  BlockHit,
  BlockView,
  StaffBlockCreateRequest,
  StaffBlocksResponse,
} from '@/contracts/staff-blocks';
import { computeAvailability, instantDate } from '@/server/availability';
import { zurichDate, zurichDatePlus, zurichDays } from '@/server/availability/zone';
import type { Catalog, Location } from '@/server/content';
import type { Conn, Db } from '@/server/db/client';
import {
  deskBlockRebookings,
  deskBlocks,
  reservations,
  staffUser,
  type DeskBlock,
  type Reservation,
} from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { ApiError } from '@/server/http';
import { busyIntervals } from '@/server/reservations/busy';
import { isActive } from '@/server/reservations/status';
import { hasRole, seesLocation, type StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import {
  LOCATION_NOT_FOUND,
  STAFF_BLOCK_NOT_FOUND,
  STAFF_BLOCK_PERIOD_INVALID,
  STAFF_BLOCK_ROOMS_INVALID,
  STAFF_FORBIDDEN,
} from '@/contracts/error-ids';

export type BlockDeps = { db: Db; catalog: Catalog; now: Date; turnDb?: Db };

/** The longest block the desk takes at once (a longer closure belongs in Studio). */
export const MAX_BLOCK_DAYS = 92;
/** How far ahead a proposal for a hit booking is looked for. */
const PROPOSAL_DAYS = 21;

function requireReception(actor: StaffActor): void {
  if (!hasRole(actor, 'reception')) throw new ApiError(403, STAFF_FORBIDDEN);
}

const titleOf = (actor: StaffActor, l: Location) =>
  actor.language === 'de' ? l.title_de : l.title_en;

/** The block `id` for an actor who may act on it: 404 unknown, 403 not their location. */
export async function blockForActor(actor: StaffActor, id: string, db: Conn): Promise<DeskBlock> {
  requireReception(actor);
  const [block] = await db.select().from(deskBlocks).where(eq(deskBlocks.id, id));
  if (!block) throw new DomainError('reservation-not-found', STAFF_BLOCK_NOT_FOUND);
  requireLocation(actor, block.locationId);
  return block;
}

/** The location of a create, its rooms checked; the whole location when `roomKeys` is absent. */
function checkedLocation(
  actor: StaffActor,
  input: Pick<StaffBlockCreateRequest, 'locationId' | 'roomKeys'>,
  catalog: Catalog,
): { location: Location; roomKeys: string[] | null } {
  requireLocation(actor, input.locationId);
  const location = catalog.locations.find((l) => l.id === input.locationId);
  if (!location) throw new ApiError(404, LOCATION_NOT_FOUND);
  const keys = input.roomKeys ? [...new Set(input.roomKeys)] : null;
  if (keys && keys.some((k) => !location.roomId.includes(k)))
    throw new ApiError(400, STAFF_BLOCK_ROOMS_INVALID);
  // Every room named is the whole location: one form for both.
  return { location, roomKeys: keys && keys.length < location.roomId.length ? keys : null };
}

/** Creates a block (reception for its own locations, admins anywhere), audited in its transaction. */
export async function createBlock(
  actor: StaffActor,
  input: StaffBlockCreateRequest,
  deps: BlockDeps,
): Promise<BlockView> {
  requireReception(actor);
  const { location, roomKeys } = checkedLocation(actor, input, deps.catalog);
  const start = instantDate(input.start);
  const end = instantDate(input.end);
  if (
    !start ||
    !end ||
    end <= start ||
    end.getTime() - start.getTime() > MAX_BLOCK_DAYS * 86_400_000 ||
    end <= deps.now
  )
    throw new ApiError(400, STAFF_BLOCK_PERIOD_INVALID);
  const block = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deskBlocks)
      .values({
        locationId: location.id,
        roomKeys,
        startsAt: start,
        endsAt: end,
        kind: input.kind,
        reason: input.reason.trim(),
        createdBy: actor.staffId,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'block-created',
      locationId: location.id,
      detail: {
        block: row.id,
        kind: row.kind,
        rooms: roomKeys ? roomKeys.join(',') : null,
        start: start.toISOString(),
        end: end.toISOString(),
        reason: row.reason,
      },
    });
    return row;
  });
  return (await viewsOf(actor, [block], deps))[0];
}

/** Removes a block: its time is free again at once (the trigger bumps its days). Audited. */
export async function liftBlock(
  actor: StaffActor,
  input: { id: string; reason: string },
  deps: BlockDeps,
): Promise<{ id: string }> {
  await deps.db.transaction(async (tx) => {
    const block = await blockForActor(actor, input.id, tx);
    await tx.delete(deskBlocks).where(eq(deskBlocks.id, block.id));
    await recordAudit(tx, actor, {
      action: 'block-lifted',
      locationId: block.locationId,
      detail: { block: block.id, reason: input.reason.trim() },
    });
  });
  return { id: input.id };
}

/** Active bookings in the block's rooms and time: confirmed ones and live holds. */
export async function bookingsHit(db: Conn, block: DeskBlock, now: Date): Promise<Reservation[]> {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.locationId, block.locationId),
        lt(reservations.startsAt, block.endsAt),
        gt(reservations.endsAt, block.startsAt),
        inArray(reservations.status, ['confirmed', 'pending']),
        block.roomKeys ? inArray(reservations.roomKey, block.roomKeys) : undefined,
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.roomKey));
  return rows.filter((r) => isActive(r, now));
}

/**
 * The first free start for the booking's length at its location from `after` on (the minimum
 * notice lifted, as staff may; never in the past): blocks and bookings are busy, the booking's
 * own time is not. What the desk proposes for a move.
 */
export async function proposalFor(
  row: Reservation,
  location: Location,
  after: Date,
  deps: { db: Db; now: Date },
): Promise<string | null> {
  const from = new Date(Math.max(after.getTime(), deps.now.getTime()));
  const firstDay = zurichDate(from);
  const lastDay = zurichDatePlus(from, PROPOSAL_DAYS);
  const window = zurichDays(firstDay, lastDay);
  if (!window) return null;
  const busy = await busyIntervals(deps.db, location.id, window.start, window.end, row.id);
  const durationMinutes = (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
  const days = computeAvailability({
    location: { ...location, minimumNoticeHours: 0 },
    busy,
    durationMinutes,
    startDate: firstDay,
    endDate: lastDay,
    now: from,
  });
  for (const day of days) for (const slot of day.slots) if (slot.freeRooms > 0) return slot.start;
  return null;
}

async function staffNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUser.id, name: staffUser.name })
    .from(staffUser)
    .where(inArray(staffUser.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Blocks as the desk shows them: names not ids, the bookings hit and what was done about each. */
async function viewsOf(
  actor: StaffActor,
  blocks: DeskBlock[],
  deps: BlockDeps,
): Promise<BlockView[]> {
  const names = await staffNames(
    deps.db,
    blocks.map((b) => b.createdBy),
  );
  const done =
    blocks.length === 0
      ? []
      : await deps.db
          .select()
          .from(deskBlockRebookings)
          .where(
            inArray(
              deskBlockRebookings.blockId,
              blocks.map((b) => b.id),
            ),
          );
  const out: BlockView[] = [];
  for (const block of blocks) {
    const location = deps.catalog.locations.find((l) => l.id === block.locationId);
    const rooms = location?.rooms ?? [];
    const mine = done.filter((d) => d.blockId === block.id);
    const hitRows = await bookingsHit(deps.db, block, deps.now);
    // Bookings dealt with stay listed with their outcome, though they left the block's time.
    const handledIds = mine
      .map((d) => d.reservationId)
      .filter((id) => !hitRows.some((r) => r.id === id));
    const handledRows = handledIds.length
      ? await deps.db.select().from(reservations).where(inArray(reservations.id, handledIds))
      : [];
    const hits: BlockHit[] = [];
    for (const row of [...hitRows, ...handledRows].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
    )) {
      const outcome = mine.find((d) => d.reservationId === row.id) ?? null;
      const active = isActive(row, deps.now);
      const stillHit = hitRows.includes(row);
      hits.push({
        id: row.id,
        reference: row.name,
        name: `${row.personalData.firstName} ${row.personalData.lastName}`.trim(),
        roomKey: row.roomKey,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        status: row.status === 'confirmed' ? 'confirmed' : 'pending',
        paidCents: row.paidCents,
        outcome: outcome?.outcome ?? null,
        chosenStart: outcome?.chosenStart?.toISOString() ?? null,
        proposal:
          location && active && stillHit && outcome?.outcome !== 'cancelled'
            ? await proposalFor(row, location, block.endsAt, deps)
            : null,
      });
    }
    out.push({
      id: block.id,
      locationId: block.locationId,
      locationName: location ? titleOf(actor, location) : block.locationId,
      rooms: block.roomKeys
        ? block.roomKeys.map((key) => ({
            key,
            label: rooms.find((r) => r.key === key)?.label ?? key,
          }))
        : null,
      start: block.startsAt.toISOString(),
      end: block.endsAt.toISOString(),
      kind: block.kind,
      reason: block.reason,
      createdBy: names.get(block.createdBy) ?? '—',
      createdAt: block.createdAt.toISOString(),
      hits,
    });
  }
  return out;
}

/**
 * The blocks of the member's locations that end on or after the Zurich day `from` (default
 * today), by start, and the locations and rooms the member may block.
 */
export async function listBlocks(
  actor: StaffActor,
  query: { from?: string },
  deps: BlockDeps,
): Promise<StaffBlocksResponse> {
  requireReception(actor);
  const visible = deps.catalog.locations.filter((l) => seesLocation(actor, l.id));
  const day = zurichDays(query.from ?? zurichDate(deps.now));
  const since = day ? day.start : deps.now;
  const blocks =
    visible.length === 0
      ? []
      : await deps.db
          .select()
          .from(deskBlocks)
          .where(
            and(
              inArray(
                deskBlocks.locationId,
                visible.map((l) => l.id),
              ),
              gt(deskBlocks.endsAt, since),
            ),
          )
          .orderBy(asc(deskBlocks.startsAt));
  return {
    blocks: await viewsOf(actor, blocks, deps),
    locations: visible.map((l) => ({
      id: l.id,
      name: titleOf(actor, l),
      rooms: l.rooms.map((r) => ({ key: r.key, label: r.label })),
    })),
  };
}
