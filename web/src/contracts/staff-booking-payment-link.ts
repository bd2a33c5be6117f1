/**
 * POST /api/staff/booking/payment-link { id, reason } -> which email was sent: the "complete your
 * payment" link of an unpaid hold, or (before a balance could be paid online) the confirmation
 * with its manage link for a confirmed booking with a balance due.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { routineActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import { NOTHING_DUE } from '@/contracts/error-ids';

export const staffPaymentLinkRequestSchema = z.object(routineActionFields);

export type StaffPaymentLinkResponse = { email: 'payment-link' | 'balance-due' };

export const STAFF_PAYMENT_LINK_ERROR_IDS = [...STAFF_BOOKING_ERROR_IDS, NOTHING_DUE] as const;
