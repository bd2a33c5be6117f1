/** The manage page's receipts (docs/payments.md): POST /api/booking/receipt's answer. */
import type { z } from 'zod';
import {
  RECEIPT_PAYMENT_UNKNOWN,
  type receiptRequestSchema,
  type ReceiptResponse,
} from '@/contracts/booking-receipt';
import { BOOKING_LINK_INVALID } from '@/contracts/booking-manage';
import { DomainError } from '@/server/domain-error';
import { ApiError, attachment, type RouteAnswer } from '@/server/http';
import { receiptPdf } from '@/server/receipts';
import { openByToken } from './actions';
import { manageDeps } from './route';

/** The statement of the booking the manage token names, or one payment's receipt (a PDF). */
export async function receiptAnswer({
  token,
  payment,
}: z.output<typeof receiptRequestSchema>): Promise<RouteAnswer<never>> {
  const deps = await manageDeps();
  const row = await openByToken(token, deps);
  const receipt = await receiptPdf(row.id, { db: deps.db, now: deps.now, payment });
  if (!receipt && payment) throw new ApiError(404, RECEIPT_PAYMENT_UNKNOWN);
  if (!receipt) throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
  const { filename, content, contentType } = receipt;
  return attachment(filename, content satisfies ReceiptResponse, contentType);
}
