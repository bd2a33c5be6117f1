/** POST /api/staff/blocks/lift: contract src/contracts/staff-blocks.ts (docs/staff-desk.md "Blocks"). */
import type { PageConfig } from 'next';
import { staffBlockLiftSchema, type StaffBlockLiftResponse } from '@/contracts/staff-blocks-lift';
import { liftBlock } from '@/server/staff/blocks/blocks';
import { deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/blocks/lift', methods: ['POST'], request: staffBlockLiftSchema },
  'reception',
  (actor, input, deps): Promise<StaffBlockLiftResponse> => liftBlock(actor, input, deps),
);
