-- payments after the first one (the balance paid online) and payments given back
-- because they should not have been taken (a second intent paid by mistake, a late payment
-- that lost its slot). One row per provider intent: settling the same intent again finds it.
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"method" text,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_intent_key" UNIQUE("payment_intent_id"),
	CONSTRAINT "online_payments_amount_chk" CHECK ("amount_cents" > 0 AND "refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents"),
	CONSTRAINT "online_payments_purpose_chk" CHECK ("purpose" in ('balance', 'refunded'))
);
--> statement-breakpoint
CREATE INDEX "online_payments_reservation_idx" ON "online_payments" USING btree ("reservation_id","created_at");
