/**
 * POST /api/booking/receipt { token } -> application/pdf: the booking's receipt (Quittung,
 * issue 36.3) as it stands now, in the booking's language. The answer is the PDF itself.
 */
import { BOOKING_LINK_INVALID, manageRequestSchema } from './booking-manage';

export const receiptRequestSchema = manageRequestSchema;
export type { ManageRequest as ReceiptRequest } from './booking-manage';

/** The body is the PDF (Content-Type application/pdf, Content-Disposition attachment). */
export type ReceiptResponse = Uint8Array;

export const RECEIPT_ERROR_IDS = [BOOKING_LINK_INVALID] as const;
export type ReceiptErrorId = (typeof RECEIPT_ERROR_IDS)[number];
