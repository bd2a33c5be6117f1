-- An invoice is a receivable (docs/staff-desk.md, "Payments"): a clinic payment by invoice is
-- due until the desk marks it paid. settled_at is when the money came in: at once for cash and
-- the card terminal (a row of those without it counts as settled), when marked paid for an
-- invoice. Invoices recorded before this were counted as paid though nothing was; they become
-- open receivables again.
ALTER TABLE "clinic_payments" ADD COLUMN "settled_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "clinic_payments" SET "settled_at" = "created_at" WHERE "method" <> 'invoice';
