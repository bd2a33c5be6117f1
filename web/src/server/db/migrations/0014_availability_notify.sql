-- Embedded database (PGlite): one process owns it, so it can keep the availability versions of
-- migration 0013 in memory instead of reading them on every slot request. It learns of every
-- change from a notification sent when availability_versions changes (delivered at commit,
-- never for a rolled-back change). Only a session that asks for it (PGlite's one session sets
-- app.availability_notify = on, server/db/change-feed.ts) notifies: PostgreSQL instances read
-- the versions per request instead and pay one setting lookup per statement.
CREATE FUNCTION "notify_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('app.availability_notify', true) = 'on' THEN
		PERFORM pg_notify('availability_changed', '');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "availability_versions_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability_versions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_availability_changed"();
