/**
 * POST /api/booking/receipt { token, payment? } -> application/pdf: the statement of the booking
 * the manage token names, or one payment's receipt (issue 36.3). A POST so the token never
 * lands in a URL or an access log.
 */
import type { PageConfig } from 'next';
import {
  RECEIPT_PAYMENT_UNKNOWN,
  receiptRequestSchema,
  type ReceiptResponse,
} from '@/contracts/booking-receipt';
import { ApiError, attachment, defineRoute } from '@/server/http';
import { openByToken } from '@/server/manage-link';
import { manageDeps } from '@/server/manage-link/route';
import { receiptPdf } from '@/server/receipts';
import { BOOKING_LINK_INVALID } from '@/contracts/booking-manage';
import { DomainError } from '@/server/domain-error';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/receipt', methods: ['POST'], request: receiptRequestSchema },
  { rateLimit: 'booking-receipt', noStore: true },
  async ({ token, payment }) => {
    const deps = await manageDeps();
    const row = await openByToken(token, deps);
    const receipt = await receiptPdf(row.id, { db: deps.db, now: deps.now, payment });
    if (!receipt && payment) throw new ApiError(404, RECEIPT_PAYMENT_UNKNOWN);
    if (!receipt) throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
    const { filename, content, contentType } = receipt;
    return attachment(filename, content satisfies ReceiptResponse, contentType);
  },
);
