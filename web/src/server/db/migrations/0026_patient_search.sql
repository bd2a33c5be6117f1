-- Search however typed (docs/staff-desk.md "Search however typed"): every row keeps the blind
-- index hashes of its first and last name's spellings (umlauts written out and dropped) and
-- their prefixes from three letters (server/privacy/blind-index.ts nameTermHashes), so Mueller,
-- Müll and "Hans Müller" find Müller through one GIN lookup per typed word. Rows written before
-- get theirs from the data step after the migrations (server/staff/desk/backfill.ts).
ALTER TABLE "reservations" ADD COLUMN "name_terms" text[];
--> statement-breakpoint
CREATE INDEX "reservations_name_terms_idx" ON "reservations" USING gin ("name_terms");
