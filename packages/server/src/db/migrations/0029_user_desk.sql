-- The console's Users screen (issue 15): an operator may disable a user's account. A
-- disabled user cannot sign in, and every session of theirs ends in the transaction that
-- disables them; enabling clears both columns. They are set and cleared together.
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_disabled_ck" CHECK (("users"."disabled_at" is null) = ("users"."disabled_reason" is null));
--> statement-breakpoint
-- Every `ledger:verify` run, from the command line, the console or a job: whether the ledger
-- was clean and the formatted report (cut to a bounded size). The dashboard shows the
-- latest. Append-only, like the audit log: a recorded result is never edited.
CREATE TABLE "ledger_verify_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"summary" text NOT NULL,
	"source" text NOT NULL,
	"operator_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_verify_runs_source_ck" CHECK ("ledger_verify_runs"."source" in ('cli', 'console', 'job')),
	CONSTRAINT "ledger_verify_runs_time_ck" CHECK ("ledger_verify_runs"."finished_at" >= "ledger_verify_runs"."started_at")
);
--> statement-breakpoint
ALTER TABLE "ledger_verify_runs" ADD CONSTRAINT "ledger_verify_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TRIGGER ledger_verify_runs_append_only BEFORE UPDATE OR DELETE ON ledger_verify_runs
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_verify_runs_no_truncate BEFORE TRUNCATE ON ledger_verify_runs
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
