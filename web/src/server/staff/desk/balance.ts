/**
 * What a booking has paid and still owes at the desk (docs/staff-desk.md): online payments on
 * the reservation plus payments taken at the clinic (`clinic_payments`), which lower the due.
 */
export function deskBalance(
  row: { paidCents: number; balanceDueCents: number },
  clinicPaidCents: number,
): { paidCents: number; dueCents: number } {
  return {
    paidCents: row.paidCents + clinicPaidCents,
    dueCents: Math.max(0, row.balanceDueCents - clinicPaidCents),
  };
}
