/**
 * Where a booking may move and the lifecycle's `MoveTarget` for it: one place for the manage
 * link (server/manage-link/actions.ts) and the staff desk (server/staff/desk/actions/move.ts). The
 * booking keeps its frozen length and price; a location that lacks the check-up or a booked
 * add-on is refused with that reason; the start must be a real slot of the location.
 */
import { freeRooms, isSlotStart, instantDate } from '@/server/availability';
import type { Catalog } from '@/server/content';
import { mapLink } from '@/shared/mapLink';
import type { Db } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { DomainError } from '@/server/domain-error';
import type { MoveTarget, RescheduleOptions } from '@/server/lifecycle';
import { resolveBooking } from '@/server/reservations/booking';
import { busyIntervals } from '@/server/reservations/busy';
import { locationProblemId } from '@/server/reservations/errors';
import { snapshotOf } from '@/server/reservations/snapshot';
import { isActive } from '@/server/reservations/status';
import {
  ALREADY_BOOKED,
  BOOKING_NOT_ACTIVE,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  RESERVE_OTHER,
} from '@/contracts/error-ids';

export type MovePlan =
  /** The booking is at this time and place already (a repeat): nothing to do. */
  { unchanged: true } | { unchanged: false; start: Date; end: Date; target: MoveTarget };

/** Where a move goes (planMove). */
export type MoveRequest = {
  timeSlotStart: string;
  location?: { slug?: string; id?: string };
  /** The room the desk dropped the card on; by default any room free then. */
  roomKey?: string;
  ignoreNotice?: boolean;
  takesOverHold?: RescheduleOptions['takesOverHold'];
};
type MoveDeps = { catalog: Catalog; db: Db; now: Date };

/**
 * The move of `row` to `timeSlotStart` at `location` (its current one by default). `ignoreNotice`:
 * the staff desk may move into the location's minimum notice (docs/staff-desk.md), never into
 * the past. A first look at the rooms without locks: a full slot fails here, the lifecycle
 * decides under the lock. `takesOverHold`: a hold the move will take the place of (a waitlist
 * offer's) does not count as busy.
 */
export async function planMove(
  input: MoveRequest & { row: Reservation; snapshot: ReservationSnapshot },
  deps: MoveDeps,
): Promise<MovePlan> {
  const { catalog, db, now } = deps;
  const { row, snapshot } = input;
  const location = input.location?.slug
    ? catalog.locations.find((l) => l.slug === input.location!.slug)
    : catalog.locations.find((l) => l.id === (input.location?.id ?? row.locationId));
  const pkg = catalog.packages.find((p) => p.id === row.checkupId);
  const services = row.serviceIds.map((id) => catalog.services.find((s) => s.id === id));
  if (!location || !pkg || services.some((s) => !s))
    throw new DomainError('selection-invalid', LOCATION_DOES_NOT_OFFER_CHECKUP);
  const start = instantDate(input.timeSlotStart);
  // The booking keeps its frozen length (what was booked), wherever it moves.
  const durationMs = row.endsAt.getTime() - row.startsAt.getTime();
  // A repeat of the move that put it there (docs/operations.md): nothing to do, the booking answers.
  if (
    start &&
    start.getTime() === row.startsAt.getTime() &&
    location.id === row.locationId &&
    (!input.roomKey || input.roomKey === row.roomKey)
  )
    return { unchanged: true };
  if (input.roomKey && !location.roomId.includes(input.roomKey))
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  const roomKeys = input.roomKey ? [input.roomKey] : location.roomId;
  const resolved = resolveBooking(catalog, {
    checkupSlug: pkg.slug,
    services: services.map((s) => s!.slug),
    locationSlug: location.slug,
  });
  if (!resolved.ok)
    throw new DomainError(
      'selection-invalid',
      locationProblemId(resolved.problem) ?? LOCATION_DOES_NOT_OFFER_CHECKUP,
    );
  const rules = input.ignoreNotice ? { ...location, minimumNoticeHours: 0 } : location;
  if (!start || !isSlotStart(rules, durationMs / 60_000, start, now))
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  const end = new Date(start.getTime() + durationMs);
  const hold = input.takesOverHold;
  const busy = (await busyIntervals(db, location.id, start, end, row.id)).filter(
    (b) =>
      !hold ||
      b.roomId !== hold.roomKey ||
      b.start.getTime() !== hold.startsAt.getTime() ||
      b.end.getTime() !== hold.endsAt.getTime(),
  );
  if (freeRooms(roomKeys, busy, start, end).length === 0)
    throw new DomainError('slot-taken', ALREADY_BOOKED);

  const target: MoveTarget = {
    locationId: location.id,
    locationSlug: location.slug,
    start,
    end,
    roomKeys,
    snapshotFor: (locked, roomKey) => {
      const base = locked.snapshot ?? snapshot;
      if (location.id === locked.locationId && roomKey === locked.roomKey) return base;
      // A new place: its name, address and room; the frozen price and terms stay.
      return {
        ...base,
        location: {
          id: location.id,
          slug: location.slug,
          name: { en: location.title_en, de: location.title_de },
          address: { en: location.address_en, de: location.address_de },
          mapUrl: mapLink(location.center),
        },
        room: {
          key: roomKey,
          label: location.rooms.find((r) => r.key === roomKey)?.label ?? roomKey,
        },
      };
    },
  };
  return { unchanged: false, start, end, target };
}

/**
 * Where the manage link and the desk start a move: a cancelled or lapsed booking cannot move,
 * whatever the request asks (docs/operations.md); the plan is made from the booking's frozen snapshot,
 * which the caller gets back with it.
 */
export async function planMoveOfActive(
  row: Reservation,
  request: MoveRequest,
  deps: MoveDeps,
): Promise<{ snapshot: ReservationSnapshot; plan: MovePlan }> {
  if (!isActive(row, deps.now)) throw new DomainError('change-refused', BOOKING_NOT_ACTIVE);
  const snapshot = await snapshotOf(row);
  return { snapshot, plan: await planMove({ row, snapshot, ...request }, deps) };
}
