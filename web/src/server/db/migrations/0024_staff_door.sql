-- The staff door (docs/staff-desk.md "Sign-in"): when a session last proved its second factor
-- (showing the TOTP secret, new backup codes and passkey changes need one within 5 minutes),
-- and the TOTP codes already used, so a code is accepted once (replay within its window refused).
ALTER TABLE "staff_session" ADD COLUMN "second_factor_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "staff_used_code" (
	"user_id" text NOT NULL REFERENCES "staff_user"("id") ON DELETE CASCADE,
	"digest" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "digest")
);
