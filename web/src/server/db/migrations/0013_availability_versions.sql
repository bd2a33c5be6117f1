-- Availability versions (docs/performance.md): every change of a reservation that can change a location's
-- free rooms bumps the version of each (location, UTC day) its time touches, in the same
-- transaction. The slot cache (server/reservations/slot-cache.ts) keeps computed days per
-- process and serves one only while its versions are unchanged, so a create, cancel or
-- confirmation on any instance is seen by all of them at once. Versions come from one
-- sequence, so a number is never handed out twice (not even after a truncate or a deleted row).
CREATE SEQUENCE "availability_version_seq";
--> statement-breakpoint
CREATE TABLE "availability_versions" (
	"location_id" text NOT NULL,
	"day" date NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "availability_versions_pkey" PRIMARY KEY ("location_id", "day")
);
--> statement-breakpoint
CREATE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Old and new time of the row (an update can move it); reservations last < 24 h, so at
	-- most two UTC days each.
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO availability_versions (location_id, day, version)
		SELECT OLD.location_id, d::date, nextval('availability_version_seq')
		FROM generate_series((OLD.starts_at AT TIME ZONE 'UTC')::date,
		                     ((OLD.ends_at - interval '1 microsecond') AT TIME ZONE 'UTC')::date,
		                     interval '1 day') AS d
		ON CONFLICT (location_id, day) DO UPDATE SET version = excluded.version;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO availability_versions (location_id, day, version)
		SELECT NEW.location_id, d::date, nextval('availability_version_seq')
		FROM generate_series((NEW.starts_at AT TIME ZONE 'UTC')::date,
		                     ((NEW.ends_at - interval '1 microsecond') AT TIME ZONE 'UTC')::date,
		                     interval '1 day') AS d
		ON CONFLICT (location_id, day) DO UPDATE SET version = excluded.version;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_insert_delete" AFTER INSERT OR DELETE ON "reservations"
FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- Only columns that decide whether and where a row is busy (payment fields, personal data,
-- snapshots change nothing for availability).
CREATE TRIGGER "reservations_availability_update" AFTER UPDATE ON "reservations"
FOR EACH ROW WHEN (
	OLD.status IS DISTINCT FROM NEW.status
	OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
	OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
	OR OLD.room_key IS DISTINCT FROM NEW.room_key
	OR OLD.location_id IS DISTINCT FROM NEW.location_id
	OR OLD.hold_expires_at IS DISTINCT FROM NEW.hold_expires_at
) EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- A truncate fires no row trigger: every known day gets a new version (a day without a row
-- never had a reservation, and still has none).
CREATE FUNCTION "bump_all_availability_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE availability_versions SET version = nextval('availability_version_seq');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_truncate" AFTER TRUNCATE ON "reservations"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_availability_versions"();
--> statement-breakpoint
-- Rows written before this migration: their days get a version now.
INSERT INTO "availability_versions" ("location_id", "day", "version")
SELECT k.location_id, k.day, nextval('availability_version_seq')
FROM (
	SELECT DISTINCT r.location_id, d::date AS day
	FROM "reservations" r
	CROSS JOIN LATERAL generate_series((r.starts_at AT TIME ZONE 'UTC')::date,
	                                   ((r.ends_at - interval '1 microsecond') AT TIME ZONE 'UTC')::date,
	                                   interval '1 day') AS d
) k
ON CONFLICT ("location_id", "day") DO NOTHING;
