/**
 * POST /api/staff/blocks/rebook: contract src/contracts/staff-blocks.ts (docs/staff-desk.md
 * "Blocks").
 */
import type { PageConfig } from 'next';
import {
  staffBlockRebookSchema,
  type StaffBlockRebookResponse,
} from '@/contracts/staff-blocks-rebook';
import { rebookForBlock } from '@/server/staff/blocks/rebook';
import { deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/blocks/rebook', methods: ['POST'], request: staffBlockRebookSchema },
  'reception',
  (actor, input, deps): Promise<StaffBlockRebookResponse> => rebookForBlock(actor, input, deps),
);
