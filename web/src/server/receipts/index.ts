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
};

export function receiptFilename(reference: string, language: 'en' | 'de'): string {
  return `${language === 'de' ? 'Quittung' : 'Receipt'}-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/** The receipt of a reservation as it stands now; null when there is no such reservation. */
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
  const bytes = await renderReceiptPdf(facts, deps.texts ?? (await loadEmailTexts()), now);
  return {
    filename: receiptFilename(row.name, row.language),
    content: Buffer.from(bytes),
    contentType: 'application/pdf',
  };
}

export { receiptFacts, type ReceiptFacts } from './facts';
export { renderReceiptPdf } from './pdf';
