-- Insights (docs/staff-desk.md "Insights"): the booking funnel's step views as daily counts, no
-- person, no client, no cookie: one row per Zurich day and step, incremented by
-- POST /api/insights/step. Holds and payments are counted from the reservations themselves.
CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
-- Insights read a period at every location: by appointment (starts_at), by booking day
-- (created_at), and money by when it moved. The two period indexes carry the columns the
-- counts read (INCLUDE), so a year of bookings is read from the index alone once vacuum has
-- marked the pages visible, not row by row from the wide table (docs/performance.md "Insights").
CREATE INDEX "reservations_starts_at_idx" ON "reservations" USING btree ("starts_at") INCLUDE ("location_id", "status", "confirmed_at", "created_at", "ends_at", "room_key", "no_show_at", "id");
--> statement-breakpoint
CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at") INCLUDE ("location_id", "confirmed_at", "booked_by_staff_id", "partner_of_reservation_id", "id");
--> statement-breakpoint
-- The discount a booking was granted, kept by the database from the frozen snapshot (so money
-- per week reads it from the index instead of opening every snapshot).
ALTER TABLE "reservations" ADD COLUMN "discount_cents" bigint GENERATED ALWAYS AS ((("snapshot"->>'subtotalCents')::bigint - ("snapshot"->>'totalCents')::bigint)) STORED;
--> statement-breakpoint
CREATE INDEX "reservations_confirmed_at_idx" ON "reservations" USING btree ("confirmed_at") INCLUDE ("location_id", "paid_cents", "discount_cents", "id") WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "online_payments_created_idx" ON "online_payments" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "clinic_payments_settled_idx" ON "clinic_payments" USING btree ("settled_at");
--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "waitlist_offers_created_idx" ON "waitlist_offers" USING btree ("created_at");
