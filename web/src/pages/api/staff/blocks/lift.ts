/** POST /api/staff/blocks/lift: contract src/contracts/staff-blocks.ts (docs/staff-desk.md "Blocks"). */
import type { PageConfig } from 'next';
import { staffBlockLiftSchema, type StaffBlockLiftResponse } from '@/contracts/staff-blocks-lift';
import { liftBlock } from '@/server/staff/blocks/blocks';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/blocks/lift', methods: ['POST'], request: staffBlockLiftSchema },
  { role: 'reception' },
  async (input, actor): Promise<{ body: StaffBlockLiftResponse }> => ({
    body: await liftBlock(actor, input, await deskDeps()),
  }),
);
