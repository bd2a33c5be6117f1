/**
 * What a booking has paid and still owes, as the desk shows it (docs/staff-desk.md, "Balance"):
 * the one place for this arithmetic. Day view, search, detail and the desk's actions import it.
 */
import type { Reservation } from '@/server/db/schema';

export type BalanceRow = Pick<
  Reservation,
  'status' | 'totalCents' | 'paidCents' | 'balanceDueCents'
>;

export type DeskBalance = { paidCents: number; dueCents: number };

/**
 * paid = paid online + taken at the clinic; due = what the booking leaves for the clinic minus
 * what the clinic took, never below 0. A hold not yet paid owes its total (its balanceDueCents is
 * written only at confirmation); a cancelled booking owes nothing.
 */
/** An invoice not marked paid yet: a receivable, not money received (docs/staff-desk.md). */
export function isOpenInvoice(p: { method: string; settledAt: Date | null }): boolean {
  return p.method === 'invoice' && p.settledAt === null;
}

export function deskBalance(row: BalanceRow, clinicPaidCents: number): DeskBalance {
  const paidCents = row.paidCents + clinicPaidCents;
  if (row.status === 'cancelled' || row.status === 'expired') return { paidCents, dueCents: 0 };
  const owed = row.status === 'pending' ? row.totalCents - row.paidCents : row.balanceDueCents;
  return { paidCents, dueCents: Math.max(0, owed - clinicPaidCents) };
}
