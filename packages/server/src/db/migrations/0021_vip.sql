-- VIP levels (issue 12): the daily runs with the table and prices they used, each user's
-- assessment per day (append-only), each user's current level, and on every spot trade the
-- VIP discount each side's fee was charged with.
CREATE TABLE "vip_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"levels" jsonb NOT NULL,
	"levels_source" text NOT NULL,
	"prices" jsonb NOT NULL,
	"unpriced" text[] NOT NULL,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"assessed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "vip_runs_source_ck" CHECK ("vip_runs"."levels_source" in ('setting', 'default')),
	CONSTRAINT "vip_runs_window_ck" CHECK ("vip_runs"."window_to" > "vip_runs"."window_from")
);
--> statement-breakpoint
CREATE TABLE "vip_assessments" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" smallint NOT NULL,
	"fee_discount_percent" numeric(9, 4) NOT NULL,
	"spot_volume" numeric(36, 18) NOT NULL,
	"contract_volume" numeric(36, 18) NOT NULL,
	"holdings" numeric(36, 18) NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_assessments_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "vip_assessments_figures_ck" CHECK ("vip_assessments"."level" >= 0 and "vip_assessments"."fee_discount_percent" >= 0 and "vip_assessments"."fee_discount_percent" < 100 and "vip_assessments"."spot_volume" >= 0 and "vip_assessments"."contract_volume" >= 0 and "vip_assessments"."holdings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_vip" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"level" smallint NOT NULL,
	"fee_discount_percent" numeric(9, 4) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_vip_level_ck" CHECK ("user_vip"."level" >= 0 and "user_vip"."fee_discount_percent" >= 0 and "user_vip"."fee_discount_percent" < 100)
);
--> statement-breakpoint
ALTER TABLE "vip_assessments" ADD CONSTRAINT "vip_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vip_assessments" ADD CONSTRAINT "vip_assessments_day_vip_runs_day_fk" FOREIGN KEY ("day") REFERENCES "public"."vip_runs"("day") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_vip" ADD CONSTRAINT "user_vip_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_vip" ADD CONSTRAINT "user_vip_assessment_fk" FOREIGN KEY ("user_id","day") REFERENCES "public"."vip_assessments"("user_id","day") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "vip_assessments_day_idx" ON "vip_assessments" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "user_vip_discount_idx" ON "user_vip" USING btree ("user_id") WHERE "user_vip"."fee_discount_percent" > 0;
--> statement-breakpoint
-- An assessment is what a level was decided from: never changed or removed (BR002).
CREATE TRIGGER vip_assessments_append_only BEFORE UPDATE OR DELETE ON vip_assessments
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER vip_assessments_no_truncate BEFORE TRUNCATE ON vip_assessments
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
ALTER TABLE "spot_trades" ADD COLUMN "maker_fee_discount" numeric(9, 4) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "spot_trades" ADD COLUMN "taker_fee_discount" numeric(9, 4) DEFAULT '0' NOT NULL;
