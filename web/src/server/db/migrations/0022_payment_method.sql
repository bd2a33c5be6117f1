-- how the first payment (deposit or full) was made (card, twint, … as the provider
-- reports it), so receipts name it; null for bookings paid before this column or with nothing
-- to pay. Later payments keep theirs in online_payments.method.
ALTER TABLE "reservations" ADD COLUMN "payment_method" text;
