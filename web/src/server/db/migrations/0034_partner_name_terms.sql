-- The desk finds an invited partner who has not booked yet (docs/staff-desk.md "Search however
-- typed"): the booker's row keeps the blind-index name terms of the partner's first and last
-- name as it keeps the booker's own (migration 0026), and the data step after the migrations
-- fills them for rows written before (server/staff/desk/backfill.ts).
ALTER TABLE "reservations" ADD COLUMN "partner_name_terms" text[];
--> statement-breakpoint
CREATE INDEX "reservations_partner_name_terms_idx" ON "reservations" USING gin ("partner_name_terms");
