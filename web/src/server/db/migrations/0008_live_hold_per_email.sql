-- One live hold per booker and start time (docs/security.md): the database refuses a second.
-- On the email's blind index (email_hash, migration 0007), so it follows 0007.
-- Holds that lapsed are expired first, so only live holds meet the new index.
UPDATE "reservations" SET "status" = 'expired', "updated_at" = now()
WHERE "status" = 'pending' AND "hold_expires_at" < now();
--> statement-breakpoint
-- Existing doubles (the same booker holding one start twice) keep their newest hold only.
UPDATE "reservations" r SET "status" = 'cancelled', "updated_at" = now()
WHERE r."status" = 'pending' AND r."email_hash" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "reservations" n
	WHERE n."status" = 'pending' AND n."email_hash" = r."email_hash" AND n."starts_at" = r."starts_at"
		AND (n."created_at", n."id") > (r."created_at", r."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_hold_email_start_idx" ON "reservations" USING btree ("email_hash","starts_at") WHERE status = 'pending';
