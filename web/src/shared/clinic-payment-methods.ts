/**
 * How a payment taken at the clinic was made (docs/staff-desk.md, "Actions on a booking"): the
 * `clinic_payments.method` column (server/db/schema.ts) and the clinic-payment contract read it.
 */
export const CLINIC_PAYMENT_METHODS = ['card-terminal', 'cash', 'invoice'] as const;
