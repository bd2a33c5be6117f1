-- Stable identities (docs/identity-and-snapshot.md): reservations refer to content by Sanity _id and to a room by
-- its stable key, and carry a frozen snapshot of their terms. SQL cannot read Sanity, so the
-- ids of existing rows are derived here from the seed's _id convention ("location.<slug>",
-- ...) and marked provisional; reservations/stable-ids.ts checks them against the catalogue
-- after migrations (slug -> _id) and builds their snapshot. No row is dropped.
ALTER TABLE "reservations" RENAME COLUMN "room_id" TO "room_key";
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "location_id" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checkup_id" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "service_ids" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "snapshot" jsonb;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "ids_provisional" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "reservations" SET
	"location_id" = 'location.' || "location_slug",
	"checkup_id" = 'checkupPackage.' || "checkup_slug",
	"service_ids" = ARRAY(SELECT 'service.' || s FROM unnest("services") WITH ORDINALITY AS u(s, n) ORDER BY n),
	"ids_provisional" = true;
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "location_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "checkup_id" SET NOT NULL;
--> statement-breakpoint
-- The no-overlap rule now keys on the location's _id and the room key: renaming a slug or a
-- room label can no longer free a booked room.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap_excl";
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap_excl" EXCLUDE USING gist (
	"location_id" WITH =,
	"room_key" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
DROP INDEX "reservations_location_time_idx";
--> statement-breakpoint
CREATE INDEX "reservations_location_time_idx" ON "reservations" USING btree ("location_id","starts_at");
--> statement-breakpoint
CREATE INDEX "reservations_ids_provisional_idx" ON "reservations" USING btree ("id") WHERE "ids_provisional";
--> statement-breakpoint
CREATE TABLE "content_problems_reported" (
	"document_id" text NOT NULL,
	"rev" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_problems_reported_doc_rev_idx" ON "content_problems_reported" USING btree ("document_id","rev");
