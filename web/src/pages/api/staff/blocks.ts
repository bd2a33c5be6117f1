/**
 * GET /api/staff/blocks and POST /api/staff/blocks: contract src/contracts/staff-blocks.ts
 * (docs/staff-desk.md "Blocks").
 */
import type { PageConfig } from 'next';
import {
  staffBlockCreateSchema,
  staffBlocksQuerySchema,
  type StaffBlockResponse,
  type StaffBlocksResponse,
} from '@/contracts/staff-blocks';
import { apiHandler } from '@/server/http';
import { createBlock, listBlocks } from '@/server/staff/blocks/blocks';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffMethod } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('staff/blocks', {
  GET: staffMethod(
    { request: staffBlocksQuerySchema },
    { role: 'reception' },
    async (query, actor): Promise<{ body: StaffBlocksResponse }> => ({
      body: await listBlocks(actor, query, await deskDeps()),
    }),
  ),
  POST: staffMethod(
    { request: staffBlockCreateSchema },
    { role: 'reception' },
    async (input, actor): Promise<{ body: StaffBlockResponse }> => ({
      body: { block: await createBlock(actor, input, await deskDeps()) },
    }),
  ),
});
