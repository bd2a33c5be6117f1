/**
 * POST /api/booking/receipt { token, payment? } -> application/pdf: the booking's statement
 * (Quittung, docs/payments.md) as it stands now, in the booking's language, or with `payment` (an id
 * from the manage answer's `amounts.payments`) the receipt of that one payment. The answer is
 * the PDF itself; an unknown payment is `receipt-payment-unknown` (404).
 */
import { z } from 'zod';
import { BOOKING_LINK_INVALID, manageTokenSchema } from './booking-manage';
import { RECEIPT_PAYMENT_UNKNOWN } from './error-ids';

export { RECEIPT_PAYMENT_UNKNOWN };

/** A ledger id: `first` or a payment row's UUID (server/lifecycle/ledger.ts). */
export const receiptPaymentSchema = z.union([z.literal('first'), z.uuid()]);

export const receiptRequestSchema = z
  .object({ token: manageTokenSchema, payment: receiptPaymentSchema.optional() })
  .strict();

/** The body is the PDF (Content-Type application/pdf, Content-Disposition attachment). */
export type ReceiptResponse = Uint8Array;

export const RECEIPT_ERROR_IDS = [BOOKING_LINK_INVALID, RECEIPT_PAYMENT_UNKNOWN] as const;
