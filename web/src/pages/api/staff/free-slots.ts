/** GET /api/staff/free-slots: contract src/contracts/staff-free-slots.ts (docs/staff-desk.md). */
import type { PageConfig } from 'next';
import {
  staffFreeSlotsQuerySchema,
  type StaffFreeSlotsResponse,
} from '@/contracts/staff-free-slots';
import { freeSlotsFor } from '@/server/staff/desk/actions/free-slots';
import { deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/free-slots', methods: ['GET'], request: staffFreeSlotsQuerySchema },
  'reception',
  (actor, input, deps): Promise<StaffFreeSlotsResponse> => freeSlotsFor(actor, input, deps),
);
