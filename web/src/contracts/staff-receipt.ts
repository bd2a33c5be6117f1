/**
 * GET /api/staff/receipt?id=<reservation id>[&payment=<ledger id>] -> application/pdf: a
 * booking's statement, or one payment's receipt, for the desk (docs/payments.md; the same documents
 * the patient gets). Reception and up, for an assigned
 * location; audited as `receipt-downloaded`.
 */
import { z } from 'zod';
import { STAFF_ROUTE_ERROR_IDS } from './staff';
import { STAFF_BOOKING_NOT_FOUND } from '@/contracts/error-ids';

export const staffReceiptQuerySchema = z.object({
  id: z.uuid(),
  /** A ledger id (server/lifecycle/ledger.ts): `first` or a payment row's UUID. */
  payment: z.union([z.literal('first'), z.uuid()]).optional(),
});

/** The PDF's bytes. */
export type StaffReceiptResponse = Buffer;

export const STAFF_RECEIPT_ERROR_IDS = [...STAFF_ROUTE_ERROR_IDS, STAFF_BOOKING_NOT_FOUND] as const;
