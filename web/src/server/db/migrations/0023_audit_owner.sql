-- The staff audit trail is append-only by privilege, not by a setting (docs/staff-desk.md
-- "Audit trail", docs/operations.md "Audit trail on PostgreSQL"). The table, its trigger
-- function and the retention function belong to staff_audit_owner, a role nobody logs in as;
-- the role that runs the migrations (the app's) keeps SELECT and INSERT and may prune only
-- through staff_audit_prune(), a SECURITY DEFINER function that refuses to delete anything
-- younger than 30 days. The app.audit_retention switch of migration 0016 is gone.
--
-- Roles belong to the server, not to one database or schema: another database, or another
-- test schema on the same server, may have created it already (or be creating it now).
-- Creating it needs CREATEROLE or a superuser; without either, the one-time setup of
-- docs/operations.md "Audit trail on PostgreSQL" creates it first.
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'staff_audit_owner') THEN
		BEGIN
			CREATE ROLE staff_audit_owner NOLOGIN;
		EXCEPTION
			WHEN duplicate_object OR unique_violation THEN
				NULL; -- created at the same moment by another database or schema
			WHEN insufficient_privilege THEN
				RAISE EXCEPTION 'the role staff_audit_owner does not exist and % may not create it', current_user
					USING ERRCODE = 'insufficient_privilege',
					HINT = 'Run the one-time setup of docs/operations.md "Audit trail on PostgreSQL" as an administrator, then start the app again.';
		END;
	END IF;
END $$;
--> statement-breakpoint
-- Defence in depth under the privileges: UPDATE and TRUNCATE never, DELETE only by the owner
-- role, i.e. inside staff_audit_prune() (a superuser can become it too: PGlite promises less,
-- docs/operations.md "Audit trail on PostgreSQL").
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_user = 'staff_audit_owner' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp;
--> statement-breakpoint
-- The only way to delete entries: those older than `older_than`, which must lie at least 30
-- days back (Settings' smallest audit retention, auditRetentionDays in
-- server/content/model.ts). Runs as its owner; its search_path is fixed to this schema below.
CREATE FUNCTION staff_audit_prune(older_than timestamptz) RETURNS integer AS $$
DECLARE
	gone integer;
BEGIN
	IF older_than IS NULL OR older_than > now() - interval '30 days' THEN
		RAISE EXCEPTION 'staff_audit_prune: entries younger than 30 days are kept (asked to delete before %)', older_than
			USING ERRCODE = 'invalid_parameter_value';
	END IF;
	DELETE FROM staff_audit WHERE at < older_than;
	GET DIAGNOSTICS gone = ROW_COUNT;
	RETURN gone;
END;
$$ LANGUAGE plpgsql SECURITY DEFINER;
--> statement-breakpoint
-- The schema is the one the migrations run in (public, or a test file's own schema), known only
-- now: the owner needs it on the definer's search_path and USAGE on it (and CREATE while
-- the objects are handed over to it). pg_catalog comes first and pg_temp last,
-- so a caller's temporary table or function cannot stand in for the real ones.
DO $$
DECLARE
	app_schema text := current_schema();
	app_role text := current_user;
	seq text := pg_catalog.pg_get_serial_sequence('staff_audit', 'id');
	granted_create boolean := false;
BEGIN
	EXECUTE format(
		'ALTER FUNCTION staff_audit_prune(timestamptz) SET search_path = pg_catalog, %I, pg_temp',
		app_schema);
	IF NOT has_schema_privilege('staff_audit_owner', app_schema, 'USAGE') THEN
		EXECUTE format('GRANT USAGE ON SCHEMA %I TO staff_audit_owner', app_schema);
	END IF;
	-- CREATE only for the hand-over below, and taken back if granted here.
	IF NOT has_schema_privilege('staff_audit_owner', app_schema, 'CREATE') THEN
		EXECUTE format('GRANT CREATE ON SCHEMA %I TO staff_audit_owner', app_schema);
		granted_create := has_schema_privilege('staff_audit_owner', app_schema, 'CREATE');
	END IF;
	BEGIN
		ALTER TABLE staff_audit OWNER TO staff_audit_owner;
		ALTER FUNCTION staff_audit_append_only() OWNER TO staff_audit_owner;
		ALTER FUNCTION staff_audit_prune(timestamptz) OWNER TO staff_audit_owner;
	EXCEPTION WHEN insufficient_privilege THEN
		RAISE EXCEPTION '% may not hand staff_audit to staff_audit_owner', app_role
			USING ERRCODE = 'insufficient_privilege',
			HINT = 'Run the one-time setup of docs/operations.md "Audit trail on PostgreSQL" as an administrator, then start the app again.';
	END;
	IF granted_create THEN
		EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM staff_audit_owner', app_schema);
	END IF;
	-- What the app keeps: reading and appending, and pruning through the function.
	REVOKE ALL ON staff_audit FROM PUBLIC;
	EXECUTE format('GRANT SELECT, INSERT ON staff_audit TO %I', app_role);
	EXECUTE format('REVOKE ALL ON SEQUENCE %s FROM PUBLIC', seq);
	EXECUTE format('GRANT USAGE ON SEQUENCE %s TO %I', seq, app_role);
	REVOKE ALL ON FUNCTION staff_audit_prune(timestamptz) FROM PUBLIC;
	EXECUTE format('GRANT EXECUTE ON FUNCTION staff_audit_prune(timestamptz) TO %I', app_role);
END $$;
