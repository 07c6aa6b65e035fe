-- Lock-up mining (issue 11): plans, orders and each order's daily credits.
CREATE TABLE "lockup_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"max_amount" numeric(36, 18) NOT NULL,
	"daily_rate_min" numeric(12, 8) NOT NULL,
	"daily_rate_max" numeric(12, 8) NOT NULL,
	"lock_days" integer NOT NULL,
	"penalty_percent" numeric(12, 8) NOT NULL,
	"status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lockup_plans_status_ck" CHECK ("lockup_plans"."status" in ('active', 'paused', 'closed')),
	CONSTRAINT "lockup_plans_amount_ck" CHECK ("lockup_plans"."min_amount" > 0 and "lockup_plans"."max_amount" >= "lockup_plans"."min_amount"),
	CONSTRAINT "lockup_plans_rate_ck" CHECK ("lockup_plans"."daily_rate_min" > 0 and "lockup_plans"."daily_rate_max" >= "lockup_plans"."daily_rate_min" and "lockup_plans"."daily_rate_max" <= 1),
	CONSTRAINT "lockup_plans_terms_ck" CHECK ("lockup_plans"."lock_days" > 0 and "lockup_plans"."penalty_percent" >= 0 and "lockup_plans"."penalty_percent" * "lockup_plans"."lock_days" <= 100)
);
--> statement-breakpoint
CREATE TABLE "lockup_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"daily_rate" numeric(12, 8) NOT NULL,
	"daily_interest" numeric(36, 18) NOT NULL,
	"lock_days" integer NOT NULL,
	"penalty_percent" numeric(12, 8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"value_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"interest_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"next_at" timestamp with time zone,
	"redeem_kind" text,
	"penalty" numeric(36, 18),
	"returned" numeric(36, 18),
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "lockup_orders_status_ck" CHECK ("lockup_orders"."status" in (1, 2)),
	CONSTRAINT "lockup_orders_kind_ck" CHECK ("lockup_orders"."redeem_kind" is null or "lockup_orders"."redeem_kind" in ('matured', 'early')),
	CONSTRAINT "lockup_orders_terms_ck" CHECK ("lockup_orders"."amount" > 0 and "lockup_orders"."daily_rate" > 0 and "lockup_orders"."daily_interest" >= 0 and "lockup_orders"."lock_days" > 0 and "lockup_orders"."penalty_percent" >= 0 and "lockup_orders"."end_at" > "lockup_orders"."value_at" and "lockup_orders"."value_at" > "lockup_orders"."created_at"),
	CONSTRAINT "lockup_orders_paid_ck" CHECK ("lockup_orders"."days_paid" >= 0 and "lockup_orders"."days_paid" <= "lockup_orders"."lock_days" and "lockup_orders"."interest_paid" = "lockup_orders"."daily_interest" * "lockup_orders"."days_paid"),
	CONSTRAINT "lockup_orders_redeemed_ck" CHECK (("lockup_orders"."status" = 1 and "lockup_orders"."redeem_kind" is null and "lockup_orders"."penalty" is null and "lockup_orders"."returned" is null and "lockup_orders"."redeemed_at" is null and "lockup_orders"."next_at" is not null) or ("lockup_orders"."status" = 2 and "lockup_orders"."redeem_kind" is not null and "lockup_orders"."penalty" >= 0 and "lockup_orders"."returned" = "lockup_orders"."amount" - "lockup_orders"."penalty" and "lockup_orders"."redeemed_at" is not null and "lockup_orders"."next_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lockup_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"journal_id" bigint,
	CONSTRAINT "lockup_credits_day_uq" UNIQUE("order_id","day"),
	CONSTRAINT "lockup_credits_ck" CHECK ("lockup_credits"."day" > 0 and "lockup_credits"."amount" >= 0 and "lockup_credits"."paid_at" >= "lockup_credits"."due_at")
);
--> statement-breakpoint
ALTER TABLE "lockup_plans" ADD CONSTRAINT "lockup_plans_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lockup_orders" ADD CONSTRAINT "lockup_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lockup_orders" ADD CONSTRAINT "lockup_orders_plan_id_lockup_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."lockup_plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lockup_orders" ADD CONSTRAINT "lockup_orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lockup_credits" ADD CONSTRAINT "lockup_credits_order_id_lockup_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lockup_orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lockup_credits" ADD CONSTRAINT "lockup_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lockup_orders_due_idx" ON "lockup_orders" USING btree ("status","next_at");
--> statement-breakpoint
CREATE INDEX "lockup_orders_user_idx" ON "lockup_orders" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- An order's terms are fixed when it is placed, and a redeemed order is final (issue 11:
-- pausing or closing a plan never changes an existing order; no operator path changes an
-- outcome): whoever connects, a running order changes only by its credits and its one
-- redemption; no order is deleted. Credits are append-only. Refused with errcode BR004.
CREATE OR REPLACE FUNCTION bourse_lockup_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('lockup_orders %s: an order is never deleted', OLD.id);
  END IF;
  IF OLD.status <> 1 THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('lockup_orders %s: a redeemed order never changes', OLD.id);
  END IF;
  IF (NEW.id, NEW.user_id, NEW.plan_id, NEW.currency_id, NEW.amount, NEW.daily_rate,
      NEW.daily_interest, NEW.lock_days, NEW.penalty_percent, NEW.created_at, NEW.value_at,
      NEW.end_at)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.plan_id, OLD.currency_id, OLD.amount, OLD.daily_rate,
      OLD.daily_interest, OLD.lock_days, OLD.penalty_percent, OLD.created_at, OLD.value_at,
      OLD.end_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('lockup_orders %s: an order as placed never changes', OLD.id);
  END IF;
  IF NEW.days_paid < OLD.days_paid THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('lockup_orders %s: a paid day is never taken back', OLD.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lockup_orders_final BEFORE UPDATE OR DELETE ON lockup_orders
  FOR EACH ROW EXECUTE FUNCTION bourse_lockup_final();
--> statement-breakpoint
CREATE TRIGGER lockup_orders_no_truncate BEFORE TRUNCATE ON lockup_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER lockup_credits_append_only BEFORE UPDATE OR DELETE ON lockup_credits
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER lockup_credits_no_truncate BEFORE TRUNCATE ON lockup_credits
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
