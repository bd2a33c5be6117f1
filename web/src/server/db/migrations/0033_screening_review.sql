-- The MRI safety questionnaire's clinical review at the desk (docs/screening.md "At the desk",
-- docs/staff-desk.md "Roles"): the role `clinical` (radiographer, physician), and the last
-- request for documents: the note emailed to the patient, sealed by the app (health data,
-- docs/privacy.md), and when it was asked.
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_role_chk";
--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_role_chk" CHECK ("role" IN ('viewer', 'reception', 'clinical', 'admin'));
--> statement-breakpoint
ALTER TABLE "screening_responses" ADD COLUMN "documents_note" jsonb;
--> statement-breakpoint
ALTER TABLE "screening_responses" ADD COLUMN "documents_requested_at" timestamp with time zone;
