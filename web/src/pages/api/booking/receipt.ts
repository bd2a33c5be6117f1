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
import { apiHandler } from '@/server/http';
import { openByToken } from '@/server/manage';
import { manageRequest } from '@/server/manage/route';
import { receiptPdf } from '@/server/receipts';
import { BOOKING_LINK_INVALID } from '@/server/manage';
import { DomainError } from '@/server/domain-error';
import { ApiError } from '@/server/http';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/receipt', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, receiptRequestSchema, 'booking-receipt');
    if (!request) return;
    const row = await openByToken(request.body.token, request.deps);
    const { payment } = request.body;
    const receipt = await receiptPdf(row.id, {
      db: request.deps.db,
      now: request.deps.now,
      payment,
    });
    if (!receipt && payment) throw new ApiError(404, RECEIPT_PAYMENT_UNKNOWN);
    if (!receipt) throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
    res.setHeader('Content-Type', receipt.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${receipt.filename}"`);
    res.status(200).send(receipt.content satisfies ReceiptResponse);
  },
});
