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
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/blocks/rebook', methods: ['POST'], request: staffBlockRebookSchema },
  { role: 'reception' },
  async (input, actor): Promise<{ body: StaffBlockRebookResponse }> => ({
    body: await rebookForBlock(actor, input, await deskDeps()),
  }),
);
