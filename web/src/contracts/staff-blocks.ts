/**
 * The desk's blocks (docs/staff-desk.md "Blocks"):
 *   GET  /api/staff/blocks?from=YYYY-MM-DD -> the blocks of the member's locations that end on or
 *        after that Zurich day (default today), each with the bookings it hits;
 *   POST /api/staff/blocks { locationId, roomKeys | null, start, end, kind, reason } -> the block;
 *   POST /api/staff/blocks/lift { id, reason } -> the block removed (its time is free again);
 *   POST /api/staff/blocks/rebook { blockId, id, action, timeSlotStart?, reason? } -> what was done
 *        about one booking the block hits: moved, invited to choose a new time, or cancelled with
 *        everything paid given back.
 * Reception and admins; reception only for its own locations. Every change is audited.
 */
import { z } from 'zod';
import {
  STAFF_BLOCK_NOT_FOUND,
  STAFF_BLOCK_NOT_HIT,
  STAFF_BLOCK_PERIOD_INVALID,
  STAFF_BLOCK_ROOMS_INVALID,
  ALREADY_BOOKED,
  RESERVE_OTHER,
  BOOKING_NOT_ACTIVE,
  EMAIL_NOT_APPLICABLE,
} from './error-ids';
import {
  bookingIdSchema,
  deskDate,
  locationIdSchema,
  reasonSchema,
  roomKeySchema,
  STAFF_BOOKING_ERROR_IDS,
  STAFF_LOCATION_ERROR_IDS,
  STAFF_ROUTE_ERROR_IDS,
} from './staff';

export const BLOCK_KINDS = ['service', 'breakdown', 'absence'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const BLOCK_ACTIONS = ['move', 'invite', 'cancel'] as const;

const instant = z.iso.datetime({ offset: true });

export const staffBlocksQuerySchema = z.object({ from: deskDate.optional() });

export const staffBlockCreateSchema = z
  .object({
    locationId: locationIdSchema,
    /** Room keys of the location; null or absent: the whole location. */
    roomKeys: z.array(roomKeySchema).min(1).max(50).nullable().optional(),
    start: instant,
    end: instant,
    kind: z.enum(BLOCK_KINDS),
    reason: reasonSchema,
  })
  .strict();
export type StaffBlockCreateRequest = z.input<typeof staffBlockCreateSchema>;

export const staffBlockLiftSchema = z.object({ id: z.uuid(), reason: reasonSchema }).strict();

export const staffBlockRebookSchema = z
  .object({
    blockId: z.uuid(),
    id: bookingIdSchema,
    action: z.enum(BLOCK_ACTIONS),
    /** move: the new start (the proposal, or another free slot). */
    timeSlotStart: instant.optional(),
    /** Default: the block's own reason. */
    reason: reasonSchema.optional(),
  })
  .strict()
  .refine((v) => v.action !== 'move' || v.timeSlotStart !== undefined, {
    path: ['timeSlotStart'],
  });
export type StaffBlockRebookRequest = z.input<typeof staffBlockRebookSchema>;

/** A booking a block hits, and what the desk did about it. */
export type BlockHit = {
  id: string;
  reference: string;
  /** The patient's name as booked (the desk shows names; never in a URL). */
  name: string;
  roomKey: string;
  start: string;
  end: string;
  status: 'confirmed' | 'pending';
  paidCents: number;
  /** null: nothing done yet. */
  outcome: 'moved' | 'invited' | 'cancelled' | null;
  /** invited: the new time the patient chose through the link, once chosen. */
  chosenStart: string | null;
  /** The first free slot for the booking's length at its location (notice lifted), if any. */
  proposal: string | null;
};

export type BlockView = {
  id: string;
  locationId: string;
  locationName: string;
  /** null: the whole location. */
  rooms: { key: string; label: string }[] | null;
  start: string;
  end: string;
  kind: BlockKind;
  reason: string;
  /** Staff member's display name (not an id). */
  createdBy: string;
  createdAt: string;
  hits: BlockHit[];
};

export type StaffBlocksResponse = {
  blocks: BlockView[];
  /** The locations the member may block, with their rooms (the form's choices). */
  locations: { id: string; name: string; rooms: { key: string; label: string }[] }[];
};
export type StaffBlockResponse = { block: BlockView };
export type StaffBlockLiftResponse = { id: string };
export type StaffBlockRebookResponse = {
  id: string;
  outcome: 'moved' | 'invited' | 'cancelled';
  /** moved: the new start; cancelled: what went back. */
  start?: string;
  refundCents?: number;
};

export const STAFF_BLOCKS_ERROR_IDS = [
  ...STAFF_LOCATION_ERROR_IDS,
  STAFF_BLOCK_NOT_FOUND,
  STAFF_BLOCK_ROOMS_INVALID,
  STAFF_BLOCK_PERIOD_INVALID,
] as const;
export const STAFF_BLOCK_REBOOK_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  ...STAFF_ROUTE_ERROR_IDS,
  STAFF_BLOCK_NOT_FOUND,
  STAFF_BLOCK_NOT_HIT,
  BOOKING_NOT_ACTIVE,
  ALREADY_BOOKED,
  RESERVE_OTHER,
  EMAIL_NOT_APPLICABLE,
] as const;
