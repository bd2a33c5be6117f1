-- btree_gist lets one GiST index combine equality on text columns with range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"location_slug" text NOT NULL,
	"room_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"checkup_slug" text NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"personal_data" jsonb NOT NULL,
	"email" text NOT NULL,
	"is_partner_booking" boolean DEFAULT false NOT NULL,
	"partner_data" jsonb,
	"partner_of_reservation_id" uuid,
	"discount_code" text,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"payment_id" text,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"balance_due_cents" bigint DEFAULT 0 NOT NULL,
	"payment_option" text,
	"payment_provider" text,
	"payment_intent_id" text,
	"hold_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_name_unique" UNIQUE("name"),
	CONSTRAINT "reservations_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "reservations_time_order_chk" CHECK ("reservations"."ends_at" > "reservations"."starts_at"),
	CONSTRAINT "reservations_pending_hold_chk" CHECK ("reservations"."status" <> 'pending' or "reservations"."hold_expires_at" is not null),
	CONSTRAINT "reservations_status_chk" CHECK ("reservations"."status" in ('pending', 'confirmed', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "reservations_location_time_idx" ON "reservations" USING btree ("location_slug","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_status_hold_idx" ON "reservations" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_partner_of_active_idx" ON "reservations" USING btree ("partner_of_reservation_id") WHERE status in ('pending', 'confirmed');
--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): no two active reservations may hold the
-- same room at the same location at overlapping times. The database decides, not the app.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap_excl" EXCLUDE USING gist (
	"location_slug" WITH =,
	"room_id" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
