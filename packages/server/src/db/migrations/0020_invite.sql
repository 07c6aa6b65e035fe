-- Invitation rebates (issue 12): one row per inviter, invitee, UTC day, coin and kind of fee,
-- paid by the journal `invite_rebates:<id>`; and the days the daily job has finished.
CREATE TABLE "invite_rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency_id" integer NOT NULL,
	"source" text NOT NULL,
	"fee_total" numeric(36, 18) NOT NULL,
	"fee_count" integer NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	"rebate" numeric(36, 18) NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_rebates_once_uq" UNIQUE("inviter_id","invitee_id","day","currency_id","source"),
	CONSTRAINT "invite_rebates_source_ck" CHECK ("invite_rebates"."source" in ('spot', 'stock', 'contract')),
	CONSTRAINT "invite_rebates_amounts_ck" CHECK ("invite_rebates"."fee_total" > 0 and "invite_rebates"."fee_count" > 0 and "invite_rebates"."percent" >= 0 and "invite_rebates"."percent" <= 100 and "invite_rebates"."rebate" >= 0 and "invite_rebates"."rebate" <= "invite_rebates"."fee_total" * "invite_rebates"."percent" / 100),
	CONSTRAINT "invite_rebates_people_ck" CHECK ("invite_rebates"."inviter_id" <> "invite_rebates"."invitee_id")
);
--> statement-breakpoint
CREATE TABLE "invite_rebate_days" (
	"day" date PRIMARY KEY NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	"rows" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_rebates" ADD CONSTRAINT "invite_rebates_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invite_rebates" ADD CONSTRAINT "invite_rebates_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invite_rebates" ADD CONSTRAINT "invite_rebates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invite_rebates_inviter_idx" ON "invite_rebates" USING btree ("inviter_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- What the rebate job and the invite page read in other modules' tables, by day and by
-- inviter: a day's trades, a day's contract fees, and a user's invitees. (Declared here, with
-- the tables that need them; spot, lever and users do not read them.)
CREATE INDEX IF NOT EXISTS "spot_trades_created_idx" ON "spot_trades" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lever_charges_fee_created_idx" ON "lever_charges" USING btree ("created_at") WHERE "lever_charges"."kind" in ('open_fee', 'close_fee');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_referrer_idx" ON "users" USING btree ("referrer_id","id") WHERE "users"."referrer_id" is not null;
--> statement-breakpoint
-- A rebate as paid never changes and is never deleted (issue 12: auditable, recomputable
-- from its own row); the one update allowed is the ledger's statement writing the journal
-- id into a row that has none yet. Refused with errcode BR004.
CREATE OR REPLACE FUNCTION bourse_invite_rebate_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('invite_rebates %s: a rebate is never deleted', OLD.id);
  END IF;
  IF OLD.journal_id IS NOT NULL
     OR (NEW.id, NEW.inviter_id, NEW.invitee_id, NEW.day, NEW.currency_id, NEW.source,
         NEW.fee_total, NEW.fee_count, NEW.percent, NEW.rebate, NEW.created_at)
        IS DISTINCT FROM
        (OLD.id, OLD.inviter_id, OLD.invitee_id, OLD.day, OLD.currency_id, OLD.source,
         OLD.fee_total, OLD.fee_count, OLD.percent, OLD.rebate, OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('invite_rebates %s: a rebate as paid never changes', OLD.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invite_rebates_final BEFORE UPDATE OR DELETE ON invite_rebates
  FOR EACH ROW EXECUTE FUNCTION bourse_invite_rebate_final();
--> statement-breakpoint
CREATE TRIGGER invite_rebates_no_truncate BEFORE TRUNCATE ON invite_rebates
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER invite_rebate_days_append_only BEFORE UPDATE OR DELETE ON invite_rebate_days
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER invite_rebate_days_no_truncate BEFORE TRUNCATE ON invite_rebate_days
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
