/**
 * Receipts (Quittung, docs/payments.md): one A4 PDF per booking statement, in the booking's
 * language, attached to the confirmation, balance-paid and cancellation emails, downloadable
 * from the manage page (POST /api/booking/receipt) and from the staff desk.
 */
import { getReceiptIssuer, type ReceiptIssuer } from '@/server/content';
import { getDb, type Db } from '@/server/db/client';
import { bookingFileName, loadEmailTexts, type EmailTexts } from '@/server/notify/emailTexts';
import { textVariantOfBooking, type TextVariant } from '@/i18n/germanyGerman';
import { getReservation } from '@/server/reservations/lookups';
import { snapshotOf } from '@/server/reservations/snapshot';
import { receiptFacts } from './facts';
import { renderReceiptPdf } from './pdf';

export type ReceiptFile = { filename: string; content: Buffer; contentType: 'application/pdf' };

export type ReceiptDeps = {
  db?: Db;
  now?: Date;
  /**
   * The issuer (legal name, address, ZSR, GLN, VAT note): today's Settings with the booked
   * location's overrides, read from content when absent (docs/payments.md, "Receipts").
   */
  issuer?: ReceiptIssuer;
  texts?: EmailTexts;
  /**
   * One payment's receipt instead of the booking statement: its ledger id
   * (server/lifecycle/ledger.ts) or its provider intent id.
   */
  payment?: string;
};

/** The receipt's file name: the reference (and the payment's number), its words from Studio (`files`). */
export function receiptFilename(
  reference: string,
  variant: TextVariant,
  paymentNumber?: number,
  texts?: EmailTexts,
): string {
  return paymentNumber
    ? bookingFileName('paymentReceipt', reference, variant, texts, {
        number: String(paymentNumber),
      })
    : bookingFileName('receipt', reference, variant, texts);
}

/**
 * The receipt of a reservation as it stands now; null when there is no such reservation, or
 * no such payment when one is asked for.
 */
export async function receiptPdf(
  reservationId: string,
  deps: ReceiptDeps = {},
): Promise<ReceiptFile | null> {
  const [file] = await receiptPdfs(reservationId, [deps.payment ?? null], deps);
  return file ?? null;
}

/**
 * Several receipts of one reservation from one read of it: `null` for the statement, else a
 * payment (ledger id or intent id). A payment the booking does not have is left out; none at
 * all when there is no such reservation.
 */
export async function receiptPdfs(
  reservationId: string,
  documents: readonly (string | null)[],
  deps: Omit<ReceiptDeps, 'payment'> = {},
): Promise<ReceiptFile[]> {
  const db = deps.db ?? (await getDb());
  const now = deps.now ?? new Date();
  const row = await getReservation(reservationId, db);
  if (!row) return [];
  const issuer = deps.issuer ?? (await getReceiptIssuer(row.locationId));
  const facts = await receiptFacts(db, row, await snapshotOf(row), issuer, now);
  const texts = deps.texts ?? (await loadEmailTexts());
  const files: ReceiptFile[] = [];
  for (const payment of documents) {
    const index = payment
      ? facts.payments.findIndex((p) => p.id === payment || p.intentId === payment)
      : -1;
    if (payment && index < 0) continue;
    const bytes = await renderReceiptPdf(facts, texts, now, index);
    files.push({
      filename: receiptFilename(
        row.name,
        textVariantOfBooking(row.language, row.locale),
        index >= 0 ? index + 1 : undefined,
        texts,
      ),
      content: Buffer.from(bytes),
      contentType: 'application/pdf',
    });
  }
  return files;
}

export { issuerFacts, receiptFacts, type ReceiptFacts } from './facts';
export { renderReceiptPdf } from './pdf';
