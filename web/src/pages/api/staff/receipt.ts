/** GET /api/staff/receipt?id= : a booking's receipt PDF for the desk (contracts/staff-receipt.ts). */
import type { PageConfig } from 'next';
import { staffReceiptQuerySchema, type StaffReceiptResponse } from '@/contracts/staff-receipt';
import { getDb } from '@/server/db/client';
import { ApiError, attachment } from '@/server/http';
import { receiptPdf } from '@/server/receipts';
import { recordAudit } from '@/server/staff/audit';
import { bookingLocationFor } from '@/server/staff/desk/scope';
import { staffRoute } from '@/server/staff/route';
import { STAFF_BOOKING_NOT_FOUND } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  {
    route: 'staff/receipt',
    methods: ['GET'],
    request: staffReceiptQuerySchema,
    invalidRequest: STAFF_BOOKING_NOT_FOUND,
  },
  { role: 'reception' },
  async (q, actor) => {
    const db = await getDb();
    const locationId = await bookingLocationFor(actor, q.id, db);
    const receipt = await receiptPdf(q.id, { db, payment: q.payment });
    if (!receipt) throw new ApiError(404, STAFF_BOOKING_NOT_FOUND);
    await recordAudit(db, actor, {
      action: 'receipt-downloaded',
      reservationId: q.id,
      locationId,
      ...(q.payment ? { detail: { payment: q.payment } } : {}),
    });
    const { filename, content, contentType } = receipt;
    return attachment(filename, content satisfies StaffReceiptResponse, contentType);
  },
);
