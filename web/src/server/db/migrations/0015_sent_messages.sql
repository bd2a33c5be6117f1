-- At most once per message (docs/spec.md): pg-boss runs a job at least once, so a job can run again
-- after its message went out (a completion that failed after the send, a try that expired while
-- the mail server was slow). Each email or staff message job claims its row here before it
-- sends and marks it sent afterwards; a later run of the same job finds it sent and stops.
CREATE TABLE "sent_messages" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sent_messages_claimed_idx" ON "sent_messages" USING btree ("claimed_at");
