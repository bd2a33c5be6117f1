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
import { ApiError, apiHandler, enforceRateLimit, rateLimitRule, readJsonBody } from '@/server/http';
import { openByToken } from '@/server/manage-link';
import { manageDeps } from '@/server/manage-link/route';
import { receiptPdf } from '@/server/receipts';
import { BOOKING_LINK_INVALID } from '@/contracts/booking-manage';
import { DomainError } from '@/server/domain-error';

export const config: PageConfig = { api: { bodyParser: false } };

// A PDF, not JSON: written by hand rather than with defineRoute.
export default apiHandler('booking/receipt', {
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, rateLimitRule('booking-receipt')))) return;
    const body = await readJsonBody(req, res, receiptRequestSchema);
    if (!body) return;
    const deps = await manageDeps();
    const row = await openByToken(body.token, deps);
    const { payment } = body;
    const receipt = await receiptPdf(row.id, { db: deps.db, now: deps.now, payment });
    if (!receipt && payment) throw new ApiError(404, RECEIPT_PAYMENT_UNKNOWN);
    if (!receipt) throw new DomainError('manage-link-invalid', BOOKING_LINK_INVALID);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', receipt.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${receipt.filename}"`);
    res.status(200).send(receipt.content satisfies ReceiptResponse);
  },
});
