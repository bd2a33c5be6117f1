/**
 * POST /api/staff/blocks/rebook { blockId, id, action, timeSlotStart?, reason? } -> what was done
 * about one booking the block hits (contracts/staff-blocks.ts).
 */
export {
  staffBlockRebookSchema,
  STAFF_BLOCK_REBOOK_ERROR_IDS,
  type StaffBlockRebookRequest,
  type StaffBlockRebookResponse,
} from './staff-blocks';
