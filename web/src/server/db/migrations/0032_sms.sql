-- SMS reminders (docs/sms.md). The booking's choice on the reservation: whether it wants an
-- SMS reminder, and when and how it was turned off (a STOP reply or the manage page's link).
-- sms_messages records each SMS sent (no phone number, no text): one row per job, which is
-- what insights count (sent per period, no-shows with and without an SMS reminder).
-- sms_links holds the short links' codes as SHA-256 digests only: a copy of the table opens
-- no booking.
ALTER TABLE "reservations" ADD COLUMN "sms_reminder" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "sms_opt_out_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "sms_opt_out_via" text;
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text DEFAULT 'reminder' NOT NULL,
	"revision" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_messages_reservation_idx" ON "sms_messages" ("reservation_id");
--> statement-breakpoint
CREATE INDEX "sms_messages_sent_idx" ON "sms_messages" ("sent_at");
--> statement-breakpoint
CREATE TABLE "sms_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_links_expires_idx" ON "sms_links" ("expires_at");
