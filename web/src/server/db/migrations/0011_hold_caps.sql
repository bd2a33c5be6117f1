-- Holds cannot be hoarded (docs/security.md): live holds are capped per client (a keyed digest
-- of its address), a hold is extended once when its payment starts, bursts at a location are
-- counted by creation time, and each solved proof-of-work challenge is spent once.
ALTER TABLE "reservations" ADD COLUMN "client_hash" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_extended_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "reservations_live_hold_client_idx" ON "reservations" USING btree ("client_hash") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "reservations_location_created_idx" ON "reservations" USING btree ("location_id","created_at");
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
