-- IEO subscriptions (issue 11): projects and subscriptions. Hand-written to match
-- modules/ieo/tables.ts. The money is in the ledger (journals `ieo_projects:<id>:issue`,
-- `ieo_subscriptions:<id>:subscribe|allocate|release`).
CREATE TABLE "ieo_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"logo" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"pay_currency_ids" jsonb NOT NULL,
	"total" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"max_amount" numeric(36, 18) NOT NULL,
	"warmup_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"lock_days" integer NOT NULL,
	"market_at" timestamp with time zone NOT NULL,
	"whitepaper_url" text NOT NULL,
	"website_url" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"allocated_at" timestamp with time zone,
	"sold" numeric(36, 18),
	"remainder" numeric(36, 18),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ieo_projects_amounts_ck" CHECK ("ieo_projects"."price" > 0 and "ieo_projects"."total" > 0 and "ieo_projects"."min_amount" > 0 and "ieo_projects"."min_amount" <= "ieo_projects"."max_amount" and "ieo_projects"."max_amount" <= "ieo_projects"."total" and "ieo_projects"."lock_days" >= 0),
	CONSTRAINT "ieo_projects_dates_ck" CHECK ("ieo_projects"."warmup_at" <= "ieo_projects"."start_at" and "ieo_projects"."start_at" <= "ieo_projects"."end_at" and "ieo_projects"."end_at" <= "ieo_projects"."market_at"),
	CONSTRAINT "ieo_projects_allocated_ck" CHECK (("ieo_projects"."allocated_at" is null and "ieo_projects"."sold" is null and "ieo_projects"."remainder" is null) or ("ieo_projects"."allocated_at" is not null and "ieo_projects"."sold" >= 0 and "ieo_projects"."remainder" >= 0 and "ieo_projects"."sold" + "ieo_projects"."remainder" <= "ieo_projects"."total"))
);
--> statement-breakpoint
CREATE TABLE "ieo_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"pay_amount" numeric(36, 18) NOT NULL,
	"pay_price" numeric(36, 18) NOT NULL,
	"pay_source" text NOT NULL,
	"pay_price_at" timestamp with time zone NOT NULL,
	"client_price" numeric(36, 18),
	"status" smallint NOT NULL,
	"allotted" numeric(36, 18),
	"cost" numeric(36, 18),
	"refund" numeric(36, 18),
	"allocated_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ieo_subscriptions_status_ck" CHECK ("ieo_subscriptions"."status" in (1, 2, 3, 4)),
	CONSTRAINT "ieo_subscriptions_amounts_ck" CHECK ("ieo_subscriptions"."amount" > 0 and "ieo_subscriptions"."pay_amount" > 0 and "ieo_subscriptions"."pay_price" > 0),
	CONSTRAINT "ieo_subscriptions_allocated_ck" CHECK (("ieo_subscriptions"."status" = 1 and "ieo_subscriptions"."allotted" is null and "ieo_subscriptions"."cost" is null and "ieo_subscriptions"."refund" is null and "ieo_subscriptions"."allocated_at" is null and "ieo_subscriptions"."release_at" is null and "ieo_subscriptions"."released_at" is null) or ("ieo_subscriptions"."status" <> 1 and "ieo_subscriptions"."allotted" >= 0 and "ieo_subscriptions"."allotted" <= "ieo_subscriptions"."amount" and "ieo_subscriptions"."cost" >= 0 and "ieo_subscriptions"."refund" >= 0 and "ieo_subscriptions"."cost" + "ieo_subscriptions"."refund" = "ieo_subscriptions"."pay_amount" and "ieo_subscriptions"."allocated_at" is not null and "ieo_subscriptions"."release_at" is not null and ("ieo_subscriptions"."status" = 3) = ("ieo_subscriptions"."released_at" is not null)))
);
--> statement-breakpoint
ALTER TABLE "ieo_projects" ADD CONSTRAINT "ieo_projects_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ieo_subscriptions" ADD CONSTRAINT "ieo_subscriptions_project_id_ieo_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."ieo_projects"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ieo_subscriptions" ADD CONSTRAINT "ieo_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ieo_subscriptions" ADD CONSTRAINT "ieo_subscriptions_pay_currency_id_currencies_id_fk" FOREIGN KEY ("pay_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_projects_currency_ux" ON "ieo_projects" USING btree ("currency_id");
--> statement-breakpoint
CREATE INDEX "ieo_projects_due_idx" ON "ieo_projects" USING btree ("end_at") WHERE "ieo_projects"."allocated_at" is null;
--> statement-breakpoint
CREATE INDEX "ieo_subscriptions_project_idx" ON "ieo_subscriptions" USING btree ("project_id","user_id");
--> statement-breakpoint
CREATE INDEX "ieo_subscriptions_user_idx" ON "ieo_subscriptions" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "ieo_subscriptions_release_idx" ON "ieo_subscriptions" USING btree ("release_at") WHERE "ieo_subscriptions"."status" = 2;
--> statement-breakpoint
-- The database refuses to change what an allocation decided (BR004, as 0013/0014 do for
-- options and contracts): an allocated row's allotment, cost and refund, and a project's
-- published sold/remainder, are fixed once written.
CREATE OR REPLACE FUNCTION bourse_ieo_allocation_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.allocated_at IS NOT NULL AND (
       NEW.allocated_at IS DISTINCT FROM OLD.allocated_at
    OR NEW.sold IS DISTINCT FROM OLD.sold
    OR NEW.remainder IS DISTINCT FROM OLD.remainder) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('ieo_projects %s: an allocation never changes', OLD.id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ieo_projects_allocation_fixed BEFORE UPDATE ON "ieo_projects"
  FOR EACH ROW EXECUTE FUNCTION bourse_ieo_allocation_fixed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_ieo_subscription_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('ieo_subscriptions %s: a subscription is never deleted', OLD.id);
  END IF;
  IF (NEW.id, NEW.project_id, NEW.user_id, NEW.amount, NEW.pay_currency_id, NEW.pay_amount,
      NEW.pay_price, NEW.pay_source, NEW.pay_price_at, NEW.client_price, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.project_id, OLD.user_id, OLD.amount, OLD.pay_currency_id, OLD.pay_amount,
      OLD.pay_price, OLD.pay_source, OLD.pay_price_at, OLD.client_price, OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('ieo_subscriptions %s: a subscription as accepted never changes', OLD.id);
  END IF;
  IF OLD.status <> 1 AND (NEW.allotted, NEW.cost, NEW.refund, NEW.allocated_at, NEW.release_at)
     IS DISTINCT FROM (OLD.allotted, OLD.cost, OLD.refund, OLD.allocated_at, OLD.release_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('ieo_subscriptions %s: an allocation never changes', OLD.id);
  END IF;
  IF OLD.status IN (3, 4) AND (NEW.status, NEW.released_at) IS DISTINCT FROM (OLD.status, OLD.released_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('ieo_subscriptions %s: a released or refunded subscription never changes', OLD.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ieo_subscriptions_fixed BEFORE UPDATE OR DELETE ON "ieo_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION bourse_ieo_subscription_fixed();
--> statement-breakpoint
CREATE TRIGGER ieo_subscriptions_no_truncate BEFORE TRUNCATE ON "ieo_subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
