/**
 * Receipts (Quittung, issue 36.3): one A4 PDF per booking statement, in the booking's
 * language, attached to the confirmation, balance-paid and cancellation emails, downloadable
 * from the manage page (POST /api/booking/receipt) and from the staff desk.
 */
import { getSiteSettings, DEFAULT_SITE_SETTINGS } from '@/server/content';
import { getDb, type Db } from '@/server/db/client';
import { loadEmailTexts, type EmailTexts } from '@/server/notify/emailTexts';
import { getReservation } from '@/server/reservations/lookups';
import { snapshotOf } from '@/server/reservations/snapshot';
import { receiptFacts, type ClinicSettings } from './facts';
import { renderReceiptPdf } from './pdf';

export type ReceiptFile = { filename: string; content: Buffer; contentType: 'application/pdf' };

export type ReceiptDeps = {
  db?: Db;
  now?: Date;
  /** Settings' clinic name, address and contact; read from content when absent. */
  settings?: ClinicSettings;
  texts?: EmailTexts;
  /**
   * One payment's receipt instead of the booking statement: its ledger id
   * (server/lifecycle/ledger.ts) or its provider intent id.
   */
  payment?: string;
};

export function receiptFilename(
  reference: string,
  language: 'en' | 'de',
  paymentNumber?: number,
): string {
  const ref = reference.replace(/[^A-Za-z0-9-]/g, '');
  const payment = paymentNumber
    ? `-${language === 'de' ? 'Zahlung' : 'payment'}-${paymentNumber}`
    : '';
  return `${language === 'de' ? 'Quittung' : 'Receipt'}-${ref}${payment}.pdf`;
}

/**
 * The receipt of a reservation as it stands now; null when there is no such reservation, or
 * no such payment when one is asked for.
 */
export async function receiptPdf(
  reservationId: string,
  deps: ReceiptDeps = {},
): Promise<ReceiptFile | null> {
  const db = deps.db ?? (await getDb());
  const now = deps.now ?? new Date();
  const row = await getReservation(reservationId, db);
  if (!row) return null;
  const settings = deps.settings ?? (await getSiteSettings().catch(() => DEFAULT_SITE_SETTINGS));
  const facts = await receiptFacts(db, row, await snapshotOf(row), settings, now);
  const index = deps.payment
    ? facts.payments.findIndex((p) => p.id === deps.payment || p.intentId === deps.payment)
    : -1;
  if (deps.payment && index < 0) return null;
  const paymentId = index >= 0 ? facts.payments[index].id : undefined;
  const texts = deps.texts ?? (await loadEmailTexts());
  const bytes = await renderReceiptPdf(facts, texts, now, paymentId);
  return {
    filename: receiptFilename(row.name, row.language, index >= 0 ? index + 1 : undefined),
    content: Buffer.from(bytes),
    contentType: 'application/pdf',
  };
}

export { receiptFacts, type ReceiptFacts } from './facts';
export { renderReceiptPdf } from './pdf';
