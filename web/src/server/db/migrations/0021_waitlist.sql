-- the waitlist (docs/waitlist.md). An entry waits for a matching slot; an offer is a
-- slot held for one entry through an ordinary pending reservation (hold_reservation_id), so
-- the exclusion constraint on reservations already keeps one slot from going to two people.
-- The entry's email is sealed in the app like a reservation's personal data (docs/privacy.md),
-- with a blind index for the per-email cap and the erasure tools.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'new-booking' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"checkup_id" text NOT NULL,
	"service_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_id" text,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"time_of_day" text,
	"contact" jsonb NOT NULL,
	"email_hash" text,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_state_chk" CHECK ("state" in ('pending', 'active', 'booked', 'left', 'ended')),
	CONSTRAINT "waitlist_entries_kind_chk" CHECK ("kind" in ('new-booking', 'earlier-slot')),
	CONSTRAINT "waitlist_entries_range_chk" CHECK ("to_date" >= "from_date"),
	CONSTRAINT "waitlist_entries_time_chk" CHECK ("time_of_day" is null or "time_of_day" in ('morning', 'afternoon'))
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("state","location_id","created_at");
--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_hash_idx" ON "waitlist_entries" USING btree ("email_hash");
--> statement-breakpoint
CREATE INDEX "waitlist_entries_ended_idx" ON "waitlist_entries" USING btree ("ended_at");
--> statement-breakpoint
-- One live earlier-slot entry per booking.
CREATE UNIQUE INDEX "waitlist_entries_booking_live_idx" ON "waitlist_entries" USING btree ("reservation_id") WHERE "state" in ('pending', 'active');
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL REFERENCES "waitlist_entries"("id") ON DELETE CASCADE,
	"location_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hold_reservation_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_state_chk" CHECK ("state" in ('open', 'taken', 'expired', 'withdrawn'))
);
--> statement-breakpoint
-- An entry has one open offer at a time, and is offered a given slot once.
CREATE UNIQUE INDEX "waitlist_offers_entry_open_idx" ON "waitlist_offers" USING btree ("entry_id") WHERE "state" = 'open';
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_slot_idx" ON "waitlist_offers" USING btree ("entry_id","location_id","starts_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_hold_idx" ON "waitlist_offers" USING btree ("hold_reservation_id");
--> statement-breakpoint
CREATE INDEX "waitlist_offers_location_idx" ON "waitlist_offers" USING btree ("location_id","starts_at");
