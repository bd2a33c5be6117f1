/**
 * The payments a booking has received, in the order they came: the first (deposit or full,
 * kept on the reservation row), each balance paid online (online_payments) and each payment the
 * desk took at the clinic (clinic_payments). The one place that tells them apart; the manage
 * page, the receipts and the desk read it (docs/payments.md, "Ledger").
 */
import type { ClinicPayment, OnlinePayment, Reservation } from '@/server/db/schema';

export type LedgerPayment = {
  /** `first` for the first payment, else the row id of online_payments / clinic_payments. */
  id: string;
  kind: 'first' | 'balance' | 'clinic';
  cents: number;
  at: Date;
  /** card, twint, … (online, as the provider reported it) or cash, card, … (at the clinic). */
  method: string | null;
  /** The provider's intent; null at the clinic. */
  intentId: string | null;
};

export const FIRST_PAYMENT_ID = 'first';

/** The fields of the reservation the ledger reads. */
export type LedgerRow = Pick<
  Reservation,
  'paidCents' | 'confirmedAt' | 'paymentMethod' | 'paymentIntentId'
>;

export function paymentLedger(
  row: LedgerRow,
  online: readonly Pick<
    OnlinePayment,
    'id' | 'purpose' | 'amountCents' | 'createdAt' | 'method' | 'paymentIntentId'
  >[],
  atClinic: readonly Pick<ClinicPayment, 'id' | 'amountCents' | 'createdAt' | 'method'>[] = [],
): LedgerPayment[] {
  const balance = online.filter((p) => p.purpose === 'balance');
  // paidCents counts the first payment and every balance paid online (./balance.ts).
  const firstCents = row.paidCents - balance.reduce((sum, p) => sum + p.amountCents, 0);
  const first: LedgerPayment[] =
    firstCents > 0 && row.confirmedAt
      ? [
          {
            id: FIRST_PAYMENT_ID,
            kind: 'first',
            cents: firstCents,
            at: row.confirmedAt,
            method: row.paymentMethod,
            intentId: row.paymentIntentId,
          },
        ]
      : [];
  return [
    ...first,
    ...balance.map((p) => ({
      id: p.id,
      kind: 'balance' as const,
      cents: p.amountCents,
      at: p.createdAt,
      method: p.method,
      intentId: p.paymentIntentId,
    })),
    ...atClinic.map((p) => ({
      id: p.id,
      kind: 'clinic' as const,
      cents: p.amountCents,
      at: p.createdAt,
      method: p.method,
      intentId: null,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}
