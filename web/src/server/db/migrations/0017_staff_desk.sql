-- The staff desk (docs/staff-desk.md): blind indexes for search by phone and last name (filled by the app:
-- the data is encrypted), attendance marks, bookings made by staff, internal notes (sealed in
-- the app) and payments taken at the clinic.
ALTER TABLE "reservations" ADD COLUMN "phone_hash" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "last_name_hash" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "no_show_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "booked_by_staff_id" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pay_at_clinic" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_attendance_chk" CHECK ("arrived_at" IS NULL OR "no_show_at" IS NULL);
--> statement-breakpoint
CREATE INDEX "reservations_phone_hash_idx" ON "reservations" USING btree ("phone_hash");
--> statement-breakpoint
CREATE INDEX "reservations_last_name_hash_idx" ON "reservations" USING btree ("last_name_hash");
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"staff_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_notes_reservation_idx" ON "staff_notes" USING btree ("reservation_id","created_at");
--> statement-breakpoint
CREATE TABLE "clinic_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"staff_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_payments_amount_chk" CHECK ("amount_cents" > 0),
	CONSTRAINT "clinic_payments_method_chk" CHECK ("method" IN ('card-terminal', 'cash', 'invoice'))
);
--> statement-breakpoint
CREATE INDEX "clinic_payments_reservation_idx" ON "clinic_payments" USING btree ("reservation_id");
