/**
 * POST /api/staff/booking/cancel: contract src/contracts/staff-booking-cancel.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffCancelRequestSchema } from '@/contracts/staff-booking-cancel';
import { cancelAnswer } from '@/server/staff/desk/actions/cancel';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('cancel', staffCancelRequestSchema, cancelAnswer);
