/** GET /api/staff/receipt?id= : a booking's receipt PDF for the desk (contracts/staff-receipt.ts). */
import { staffReceiptQuerySchema, type StaffReceiptResponse } from '@/contracts/staff-receipt';
import { getDb } from '@/server/db/client';
import { ApiError, parseQuery } from '@/server/http';
import { receiptPdf } from '@/server/receipts';
import { recordAudit } from '@/server/staff/audit';
import { bookingLocation } from '@/server/staff/desk/detail';
import { requireLocation, staffRoute } from '@/server/staff/route';

const NOT_FOUND = 'staff-booking-not-found';

export default staffRoute('receipt', {
  GET: {
    role: 'reception',
    handle: async (req, res, actor) => {
      const q = parseQuery(req, res, staffReceiptQuerySchema, NOT_FOUND);
      if (!q) return;
      const db = await getDb();
      const locationId = await bookingLocation(db, q.id);
      if (!locationId) throw new ApiError(404, NOT_FOUND);
      requireLocation(actor, locationId);
      const receipt = await receiptPdf(q.id, { db, payment: q.payment });
      if (!receipt) throw new ApiError(404, NOT_FOUND);
      await recordAudit(db, actor, {
        action: 'receipt-downloaded',
        reservationId: q.id,
        locationId,
        ...(q.payment ? { detail: { payment: q.payment } } : {}),
      });
      res.setHeader('Content-Type', receipt.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${receipt.filename}"`);
      res.status(200).send(receipt.content satisfies StaffReceiptResponse);
    },
  },
});
