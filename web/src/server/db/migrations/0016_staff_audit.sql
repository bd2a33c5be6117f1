-- The staff audit trail (server/staff/audit.ts, docs/staff-desk.md): append-only. The trigger refuses
-- UPDATE and DELETE unless the retention job set app.audit_retention = 'on' in its transaction.
CREATE TABLE "staff_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text,
	"action" text NOT NULL,
	"reservation_id" uuid,
	"location_id" text,
	"client_hash" text,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "staff_audit_reservation_idx" ON "staff_audit" USING btree ("reservation_id");
--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","at");
--> statement-breakpoint
CREATE FUNCTION staff_audit_append_only() RETURNS trigger AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('app.audit_retention', true) = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON "staff_audit"
	FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON "staff_audit"
	FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
