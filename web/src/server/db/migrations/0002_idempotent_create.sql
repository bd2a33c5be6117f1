-- Idempotent create (docs/security.md): a Reserve attempt's Idempotency-Key -> its reservation,
-- answered only for the booker who sent it (blind index of the email, server/privacy).
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
