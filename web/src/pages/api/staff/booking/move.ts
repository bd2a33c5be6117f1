/**
 * POST /api/staff/booking/move: contract src/contracts/staff-booking-move.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffMoveRequestSchema } from '@/contracts/staff-booking-move';
import { moveAnswer } from '@/server/staff/desk/actions/move';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('move', staffMoveRequestSchema, moveAnswer);
