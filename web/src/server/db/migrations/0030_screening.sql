-- The MRI safety questionnaire's answers per booking (docs/screening.md "Stored answers"): the
-- questions as asked (frozen, content), the answers and the signed consent sealed by the app
-- (health data, docs/privacy.md), the outcome so far and the clinical review's decision.
CREATE TABLE "screening_responses" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"questionnaire_id" text NOT NULL,
	"questionnaire_rev" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"consent" jsonb,
	"outcome" text DEFAULT 'clear' NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
