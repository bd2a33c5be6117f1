/** POST /api/staff/blocks/lift { id, reason } -> { id }: the block removed (contracts/staff-blocks.ts). */
export {
  staffBlockLiftSchema,
  STAFF_BLOCKS_ERROR_IDS as STAFF_BLOCK_LIFT_ERROR_IDS,
  type StaffBlockLiftResponse,
} from './staff-blocks';
