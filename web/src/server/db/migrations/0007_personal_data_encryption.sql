-- Personal data is sealed by the app (server/privacy): the plain email column goes, HMAC blind
-- indexes take its place. Existing plain rows are sealed and hashed by a data step in code
-- (server/privacy/seal-legacy.ts) that runs right after the migrations, idempotently.
ALTER TABLE "reservations" ADD COLUMN "email_hash" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "partner_email_hash" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "email";
--> statement-breakpoint
CREATE INDEX "reservations_email_hash_idx" ON "reservations" USING btree ("email_hash");
--> statement-breakpoint
CREATE INDEX "reservations_partner_email_hash_idx" ON "reservations" USING btree ("partner_email_hash");
