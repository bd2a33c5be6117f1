-- Live updates of the staff desk (server/staff/desk/feed.ts, docs/staff-desk.md): every change a day
-- view shows (a new booking, a move, a cancel, a confirmation, an attendance mark, a payment)
-- sends a notification at commit, never for a rolled-back change, on channel
-- reservations_changed with the location and the Zurich dates touched: {"l": id, "d": [dates]}.
-- One LISTEN connection per app process fans it out to the open desks. Updates that change
-- nothing the desk shows (hold extensions, blind-index backfills) stay silent.
CREATE FUNCTION "reservations_changed_payload"(location text, dates timestamptz[]) RETURNS text
LANGUAGE sql STABLE AS $$
	SELECT json_build_object('l', location, 'd', (
		SELECT coalesce(json_agg(DISTINCT to_char(t AT TIME ZONE 'Europe/Zurich', 'YYYY-MM-DD')), '[]'::json)
		FROM unnest(dates) AS t WHERE t IS NOT NULL
	))::text
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_reservations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM pg_notify('reservations_changed', reservations_changed_payload(NEW.location_id, ARRAY[NEW.starts_at]));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('reservations_changed', reservations_changed_payload(OLD.location_id, ARRAY[OLD.starts_at]));
	ELSIF (NEW.status, NEW.location_id, NEW.room_key, NEW.starts_at, NEW.ends_at, NEW.arrived_at,
			NEW.no_show_at, NEW.paid_cents, NEW.balance_due_cents, NEW.total_cents, NEW.pay_at_clinic,
			NEW.personal_data, NEW.anonymised_at)
		IS DISTINCT FROM (OLD.status, OLD.location_id, OLD.room_key, OLD.starts_at, OLD.ends_at,
			OLD.arrived_at, OLD.no_show_at, OLD.paid_cents, OLD.balance_due_cents, OLD.total_cents,
			OLD.pay_at_clinic, OLD.personal_data, OLD.anonymised_at) THEN
		IF NEW.location_id = OLD.location_id THEN
			PERFORM pg_notify('reservations_changed', reservations_changed_payload(NEW.location_id, ARRAY[OLD.starts_at, NEW.starts_at]));
		ELSE
			PERFORM pg_notify('reservations_changed', reservations_changed_payload(OLD.location_id, ARRAY[OLD.starts_at]));
			PERFORM pg_notify('reservations_changed', reservations_changed_payload(NEW.location_id, ARRAY[NEW.starts_at]));
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_changed"
AFTER INSERT OR UPDATE OR DELETE ON "reservations"
FOR EACH ROW EXECUTE FUNCTION "notify_reservations_changed"();
--> statement-breakpoint
-- A payment taken at the desk changes the day's paid and due.
CREATE FUNCTION "notify_clinic_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('reservations_changed', reservations_changed_payload(r.location_id, ARRAY[r.starts_at]))
	FROM reservations r WHERE r.id = NEW.reservation_id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clinic_payments_changed"
AFTER INSERT ON "clinic_payments"
FOR EACH ROW EXECUTE FUNCTION "notify_clinic_payment"();
