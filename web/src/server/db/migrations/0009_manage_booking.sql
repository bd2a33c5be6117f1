-- Manage link (docs/manage-booking.md): how often a reservation was moved (policy limit, .ics SEQUENCE,
-- reminder revision), when it was cancelled, and the refunds cancellations owe.
ALTER TABLE "reservations" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kept_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_chk" CHECK ("status" in ('requested', 'succeeded')),
	CONSTRAINT "refunds_amount_chk" CHECK ("amount_cents" >= 0 AND "kept_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reservation_idx" ON "refunds" USING btree ("reservation_id");
