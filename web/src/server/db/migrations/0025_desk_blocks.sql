-- Desk blocks (docs/staff-desk.md "Blocks"): reception and admins take a room, several rooms or
-- a whole location out of service for a period (service visit, breakdown, absence). A block is
-- busy time like a booking: the busy query (server/reservations/busy.ts) reads it, so the site,
-- the manage link's move, the waitlist and the desk stop offering it, and its days get a new
-- availability version (migration 0013) in the same transaction, so every slot cache forgets
-- them at once. `room_keys` null: every room of the location.
CREATE TABLE "desk_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" text NOT NULL,
	"room_keys" text[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_blocks_period_check" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "desk_blocks_rooms_check" CHECK ("room_keys" IS NULL OR cardinality("room_keys") > 0)
);
--> statement-breakpoint
CREATE INDEX "desk_blocks_location_idx" ON "desk_blocks" ("location_id", "starts_at", "ends_at");
--> statement-breakpoint
-- The same trigger function as reservations: same column names, any length of period.
CREATE TRIGGER "desk_blocks_availability" AFTER INSERT OR UPDATE OR DELETE ON "desk_blocks"
FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "desk_blocks_availability_truncate" AFTER TRUNCATE ON "desk_blocks"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_availability_versions"();
--> statement-breakpoint
-- A booking a block hits and what the desk did about it: moved, invited to choose a new time
-- (a sealed token naming this row, server/tokens purpose `rebook`; `booking_starts_at` pins
-- the time the invitation was made for, so the link outlives no other change), or cancelled
-- with a full refund. One row per block and booking: a second invitation sends nothing.
CREATE TABLE "desk_block_rebookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"booking_starts_at" timestamp with time zone NOT NULL,
	"chosen_start" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_block_rebookings_booking_uniq" UNIQUE ("block_id", "reservation_id")
);
--> statement-breakpoint
CREATE INDEX "desk_block_rebookings_reservation_idx" ON "desk_block_rebookings" ("reservation_id");
