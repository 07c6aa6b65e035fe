-- Seconds options (issue 10): durations, orders and each user's options settings.
CREATE TABLE "option_durations" (
	"seconds" integer PRIMARY KEY NOT NULL,
	"payout_percent" numeric(9, 4) NOT NULL,
	"min_stake" numeric(36, 18) NOT NULL,
	"max_stake" numeric(36, 18) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "option_durations_seconds_ck" CHECK ("option_durations"."seconds" > 0 and "option_durations"."seconds" <= 86400),
	CONSTRAINT "option_durations_payout_ck" CHECK ("option_durations"."payout_percent" > 0 and "option_durations"."payout_percent" <= 1000),
	CONSTRAINT "option_durations_stake_ck" CHECK ("option_durations"."min_stake" > 0 and "option_durations"."max_stake" >= "option_durations"."min_stake")
);
--> statement-breakpoint
CREATE TABLE "option_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"seconds" integer NOT NULL,
	"stake" numeric(36, 18) NOT NULL,
	"payout_percent" numeric(9, 4) NOT NULL,
	"open_price" numeric(36, 18) NOT NULL,
	"open_source" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"close_price" numeric(36, 18),
	"close_source" text,
	"close_at" timestamp with time zone,
	"outcome" text,
	"payout" numeric(36, 18),
	"fact_profits" numeric(36, 18),
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "option_orders_direction_ck" CHECK ("option_orders"."direction" in (1, 2)),
	CONSTRAINT "option_orders_status_ck" CHECK ("option_orders"."status" in (1, 3)),
	CONSTRAINT "option_orders_outcome_ck" CHECK ("option_orders"."outcome" is null or "option_orders"."outcome" in ('win', 'loss', 'tie')),
	CONSTRAINT "option_orders_amounts_ck" CHECK ("option_orders"."stake" > 0 and "option_orders"."payout_percent" > 0 and "option_orders"."open_price" > 0 and "option_orders"."seconds" > 0),
	CONSTRAINT "option_orders_settled_ck" CHECK (("option_orders"."status" = 1 and "option_orders"."close_price" is null and "option_orders"."outcome" is null and "option_orders"."payout" is null and "option_orders"."fact_profits" is null and "option_orders"."settled_at" is null) or ("option_orders"."status" = 3 and "option_orders"."close_price" > 0 and "option_orders"."close_source" is not null and "option_orders"."close_at" >= "option_orders"."expires_at" and "option_orders"."outcome" is not null and "option_orders"."payout" >= 0 and "option_orders"."fact_profits" is not null and "option_orders"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "option_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"disclosure_accepted_at" timestamp with time zone,
	"daily_loss_limit" numeric(36, 18),
	"pending_loss_limit" numeric(36, 18),
	"pending_from" timestamp with time zone,
	"last_submit_at" timestamp with time zone,
	CONSTRAINT "option_accounts_limits_ck" CHECK (("option_accounts"."daily_loss_limit" is null or "option_accounts"."daily_loss_limit" > 0) and ("option_accounts"."pending_loss_limit" is null or "option_accounts"."pending_loss_limit" > 0) and ("option_accounts"."pending_loss_limit" is null or "option_accounts"."pending_from" is not null))
);
--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "option_accounts" ADD CONSTRAINT "option_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "option_orders_due_idx" ON "option_orders" USING btree ("status","expires_at");
--> statement-breakpoint
CREATE INDEX "option_orders_user_idx" ON "option_orders" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- A settled option is final (issue 10: "no operator, setting or route can choose an
-- outcome"): whoever connects, an option's row changes only by its one settlement (status
-- 1 -> 3, filling in the result); what was accepted never changes, a settled row never
-- changes, and no option row is ever deleted. Refused with errcode BR004.
CREATE OR REPLACE FUNCTION bourse_option_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('option_orders %s: an option is never deleted', OLD.id);
  END IF;
  IF OLD.status <> 1 THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('option_orders %s: a settled option never changes', OLD.id);
  END IF;
  IF (NEW.id, NEW.user_id, NEW.instrument_id, NEW.currency_id, NEW.direction, NEW.seconds,
      NEW.stake, NEW.payout_percent, NEW.open_price, NEW.open_source, NEW.open_at,
      NEW.expires_at, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.instrument_id, OLD.currency_id, OLD.direction, OLD.seconds,
      OLD.stake, OLD.payout_percent, OLD.open_price, OLD.open_source, OLD.open_at,
      OLD.expires_at, OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('option_orders %s: an option as accepted never changes', OLD.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER option_orders_final BEFORE UPDATE OR DELETE ON option_orders
  FOR EACH ROW EXECUTE FUNCTION bourse_option_final();
--> statement-breakpoint
CREATE TRIGGER option_orders_no_truncate BEFORE TRUNCATE ON option_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
